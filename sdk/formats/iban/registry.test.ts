import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/build/generated/iban-registry.ts';
import { nationalRule } from './national/index.ts';
import { bbanClasses, ibanCountryCodes, ibanEntry, ibanLayout } from './registry.ts';

describe('the IBAN registry (IBAN_LAYOUTS)', () => {
  const countries = Object.entries(readRegistry().countries);

  it('knows exactly the countries of the registry data', () => {
    expect(ibanCountryCodes()).toEqual(countries.map(([cc]) => cc));
    for (let i = 0; i < 676; i++) {
      const cc = String.fromCharCode(65 + i / 26, 65 + (i % 26));
      const known = countries.some(([code]) => code === cc);
      expect(ibanEntry(cc) !== undefined, cc).toBe(known);
      expect(ibanLayout(cc) !== undefined, cc).toBe(known);
    }
    expect(ibanEntry('de')).toBeUndefined();
    expect(ibanEntry('D')).toBeUndefined();
    expect(ibanEntry('')).toBeUndefined();
  });

  it('gives each country the length, classes and rule of the data, the same in both tables', () => {
    for (const [cc, country] of countries) {
      const entry = ibanEntry(cc)!;
      const layout = ibanLayout(cc)!;
      const classes = country.bban.map((run) => run.class.repeat(run.length)).join('');
      const rule = nationalRule(country.nationalRule ?? undefined)?.check;
      // Germany's `de` has no rule in NATIONAL_RULES: both entries of DE ask the German account
      // check, which comes with the German bank data (docs/decisions/german-check-on-load.md); both
      // of GB ask the UK modulus check, which comes with the user's tables (docs/uk-modulus.md).
      if (cc === 'DE' || cc === 'GB') {
        expect(rule).toBeUndefined();
        for (const e of [entry, layout]) expect([e.length, bbanClasses(e)], cc).toEqual([country.ibanLength, classes]);
        expect(entry.rule).toBeTypeOf('function');
        expect(layout.rule).toBeTypeOf('function');
        continue;
      }
      expect([entry.length, bbanClasses(entry), entry.rule], cc).toEqual([country.ibanLength, classes, rule]);
      expect([layout.length, bbanClasses(layout), layout.rule], cc).toEqual([country.ibanLength, classes, rule]);
    }
  });

  it('carries the breakdown of the registry data in the breakdown table only', () => {
    for (const [cc, country] of countries) {
      expect(ibanLayout(cc)?.cuts, cc).toEqual(country.parts.flatMap((p) => [p.label, p.end]));
      expect(ibanEntry(cc), cc).not.toHaveProperty('cuts');
    }
  });
});
