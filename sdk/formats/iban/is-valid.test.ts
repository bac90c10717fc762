import { describe, expect, it } from 'vitest';
import { isSeparator } from '../../core/normalize.ts';
import { isValidIban } from './is-valid.ts';
import { IBAN_REGISTRY_EXAMPLES, IBAN_VECTORS } from '../../../test/vectors/iban.ts';

describe('isValidIban', () => {
  it('agrees with the vectors', () => {
    for (const { input, codes } of IBAN_VECTORS)
      expect(isValidIban(input), JSON.stringify(input)).toBe(codes.length === 0);
  });

  it('is false where validateIban throws, and never throws itself', () => {
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('   ')).toBe(false);
    expect(isValidIban(`DE89370400440532013000${' '.repeat(107)}`)).toBe(false);
    expect(isValidIban(`DE89370400440532013000${' '.repeat(106)}`)).toBe(true);
    expect(isValidIban('DE89370400440532013000'.repeat(1000))).toBe(false);
    for (const junk of [undefined, null, 42, {}, [], Symbol('x')])
      expect(isValidIban(junk as unknown as string)).toBe(false);
  });
});

describe('isValidIban: the separator expression of its slow path', () => {
  it('removes exactly the characters normalization removes, over every UTF-16 code unit', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const s = `DE89${ch}370400440532013000`;
      expect(isValidIban(s), `U+${c.toString(16)}`).toBe(isSeparator(c));
    }
  });
});

describe('isValidIban: half a million checks in electronic form', () => {
  it('accepts every canonical IBAN each time', () => {
    // That these checks allocate nothing (no garbage collection during them) is the benchmark's to
    // hold (scripts/bench/iban-allocation.ts): it depends on the compiler keeping up, not on the code alone.
    const examples = Object.values(IBAN_REGISTRY_EXAMPLES);
    let n = 0;
    for (let r = 0; r < 6000; r++) for (const s of examples) if (isValidIban(s)) n++;
    expect(n).toBe(examples.length * 6000);
  });
});
