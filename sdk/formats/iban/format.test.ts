import { describe, expect, it } from 'vitest';
import { compactIban, formatIban } from './format.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../../test/vectors/iban.ts';

describe('formatIban and compactIban', () => {
  it('print in groups of four and read back', () => {
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban(' gb82-west.1234 5698 7654 32 ')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('NO9386011117947')).toBe('NO93 8601 1117 947');
    for (const iban of Object.values(IBAN_REGISTRY_EXAMPLES)) {
      const print = formatIban(iban);
      expect(print).toMatch(/^([A-Z0-9]{4} )*[A-Z0-9]{1,4}$/);
      expect(compactIban(print)).toBe(iban);
    }
  });

  it('never throw, and never split a surrogate pair', () => {
    expect(formatIban('')).toBe('');
    expect(formatIban('   ')).toBe('');
    expect(formatIban('ab\ud83d\ude00cdef')).toBe('AB\ud83d\ude00C DEF');
    expect(formatIban('x'.repeat(20_000)).length).toBe(24_999);
    expect(formatIban(null as unknown as string)).toBe('');
    expect(compactIban(undefined as unknown as string)).toBe('');
    expect(compactIban('de89 3704')).toBe('DE893704');
  });
});
