import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactIban, formatIban } from './format.ts';
import { maskIban } from './mask.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../../test/vectors/iban.ts';

describe('maskIban', () => {
  it('keeps the country, the check digits and the last four, in print form', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• ••30 00');
    expect(maskIban(' gb82-west.1234 5698 7654 32 ', '*')).toBe('GB82 **** **** **** **54 32');
    expect(maskIban('NO9386011117947', 'x')).toBe('NO93 xxxx xxx7 947');
    for (const iban of Object.values(IBAN_REGISTRY_EXAMPLES)) {
      const masked = maskIban(iban);
      expect(masked.length).toBe(formatIban(iban).length);
      expect(masked.slice(0, 4)).toBe(iban.slice(0, 4));
      expect(compactIban(masked).slice(-4)).toBe(iban.slice(-4));
      expect(compactIban(masked).slice(4, -4)).toMatch(/^•+$/);
    }
  });

  it('takes one character as the mask, any other mask gives the default', () => {
    expect(maskIban('DE89370400440532013000', '\u{1f512}')).toBe(
      `DE89 ${'\u{1f512}'.repeat(4)} ${'\u{1f512}'.repeat(4)} ${'\u{1f512}'.repeat(4)} \u{1f512}\u{1f512}30 00`,
    );
    expect(maskIban('DE89370400440532013000', '')).toBe('DE89 •••• •••• •••• ••30 00');
    expect(maskIban('DE89370400440532013000', '**')).toBe('DE89 •••• •••• •••• ••30 00');
    expect(maskIban('DE89370400440532013000', 7 as unknown as string)).toBe('DE89 •••• •••• •••• ••30 00');
  });

  it('keeps only the first four of an input of eight characters or fewer', () => {
    expect(maskIban('DE893704')).toBe('DE89 ••••');
    expect(maskIban('DE89')).toBe('DE89');
    expect(maskIban('DE8937040')).toBe('DE89 •704 0');
    expect(maskIban('')).toBe('');
  });

  it('answers a string for any input and never shows a masked character', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary' })), (input) => {
        const masked = maskIban(input, '#');
        const chars = Array.from(compactIban(input));
        const shown = Array.from(masked.replace(/ /g, ''));
        expect(shown).toHaveLength(chars.length);
        const keepEnd = chars.length > 8 ? chars.length - 4 : chars.length;
        shown.forEach((c, i) => expect(c).toBe(i < 4 || i >= keepEnd ? chars[i] : '#'));
      }),
    );
    for (const value of [null, undefined, 42, {}]) expect(maskIban(value as unknown as string)).toBe('');
  });
});
