import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/build/iban-registry.ts';
import { IBAN_STRUCTURES } from '../../generated/iban-registry.ts';
import { unpackEntries, unpackStructures } from './entry.ts';
import { ibanLayout } from './layouts.ts';
import { entryClasses, entryLength, entryRule, ibanEntry } from './registry.ts';

describe('IBAN_LAYOUTS (validateIban) and IBAN_STRUCTURES (isValidIban)', () => {
  it('know the same countries, with the same length, classes and rule', () => {
    for (let i = 0; i < 676; i++) {
      const cc = String.fromCharCode(65 + i / 26, 65 + (i % 26));
      const layout = ibanLayout(cc);
      const e = ibanEntry(cc);
      expect(layout === undefined, cc).toBe(e < 0);
      if (layout === undefined) continue;
      const [length, digitsOnly, lettersOnly, rule] = layout;
      const classes = Array.from({ length: length - 4 }, (_, k) =>
        (digitsOnly >> k) & 1 ? 'n' : (lettersOnly >> k) & 1 ? 'a' : 'c',
      ).join('');
      expect([length, classes, rule], cc).toEqual([entryLength(e), entryClasses(e), entryRule(e)]);
    }
  });

  it('are read by unpackStructures (IBAN_STRUCTURES) as by unpackEntries', () => {
    const lean = unpackStructures(IBAN_STRUCTURES);
    const full = unpackEntries(IBAN_STRUCTURES);
    expect(lean.length).toBe(677);
    for (let i = 0; i < 677; i++) expect(lean[i], String(i)).toEqual(full[i]);
  });

  it('carry the breakdown of the registry data', () => {
    for (const [cc, country] of Object.entries(readRegistry().countries)) {
      expect(ibanLayout(cc)?.[4], cc).toEqual(country.parts.flatMap((p) => [p.label, p.end]));
    }
  });
});
