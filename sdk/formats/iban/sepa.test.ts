import { describe, expect, it } from 'vitest';
import epc from '../../../data/sepa-countries.json' with { type: 'json' };
import { ibanCountry } from './country.ts';
import { ibanCountryCodes } from './registry.ts';
import { isSepaCountry, sepaListDate } from './sepa.ts';
import { NOT_SEPA, SEPA } from '../../../test/vectors/iban-sepa.ts';

describe('isSepaCountry', () => {
  it('is true for the countries and territories of the EPC list', () => {
    for (const code of SEPA) expect(isSepaCountry(code), code).toBe(true);
  });

  it('is false for the others, the territories the list leaves out, and junk', () => {
    for (const code of NOT_SEPA) expect(isSepaCountry(code), JSON.stringify(code)).toBe(false);
    for (const junk of [undefined, null, 7, {}, ['DE']]) expect(isSepaCountry(junk as unknown as string)).toBe(false);
  });

  it('is true for exactly the countries and territories of data/sepa-countries.json', () => {
    const listed = [...epc.countries, ...Object.values(epc.territories).flat()];
    for (const code of listed) expect(isSepaCountry(code), code).toBe(true);
    let n = 0;
    for (let a = 65; a < 91; a++) for (let b = 65; b < 91; b++) if (isSepaCountry(String.fromCharCode(a, b))) n++;
    expect(n).toBe(new Set(listed).size);
  });

  it('agrees with the country facts, territories answered as the EPC lists them', () => {
    for (const cc of ibanCountryCodes()) {
      const c = ibanCountry(cc);
      expect(isSepaCountry(cc), cc).toBe(c?.sepa);
      for (const t of c?.territories ?? []) expect(isSepaCountry(t), t).toBe(c?.sepaTerritories.includes(t));
    }
  });

  it('names the date of the list it follows', () => {
    expect(sepaListDate()).toBe(epc.provenance.date);
    expect(ibanCountry('FR')?.sepaListDate).toBe(sepaListDate());
  });
});
