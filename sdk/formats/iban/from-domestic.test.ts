import { describe, expect, it } from 'vitest';
import { BankNumberRequestError } from '../../core/errors.ts';
import { loadSortCodeLookup } from '../uk-sort-code/lookup.ts';
import { ibanFromDomestic, ibanFromDomesticCountries } from './from-domestic.ts';
import {
  DOMESTIC_ERRORS,
  DOMESTIC_REGISTRY_EXAMPLES,
  DOMESTIC_VALID,
  DOMESTIC_VALID_FROM_SORT_CODE_DATA,
  type DomesticVector,
} from '../../../test/vectors/iban-from-domestic.ts';
import { validateIban } from './validate.ts';
import { NATIONAL_VECTORS } from '../../../test/vectors/iban-national.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../../test/vectors/iban.ts';

function expectIban(v: DomesticVector): void {
  const r = ibanFromDomestic(v.country, v.parts);
  expect(r.normalized, JSON.stringify(v)).toBe(v.iban);
  // Exactly what validateIban answers for the IBAN.
  expect(r).toEqual(validateIban(v.iban as string));
  expect(r.valid).toBe(true);
}

describe('ibanFromDomestic', () => {
  it('gives exactly the registry IBAN for every example of the table', () => {
    expect(DOMESTIC_REGISTRY_EXAMPLES).toHaveLength(10);
    for (const v of DOMESTIC_REGISTRY_EXAMPLES) {
      expectIban(v);
      expect(v.iban).toBe(IBAN_REGISTRY_EXAMPLES[v.country]);
    }
  });

  it('gives the IBAN for the other ways of writing the parts', () => {
    for (const v of DOMESTIC_VALID) expectIban(v);
  });

  it('takes the four-letter GB bank code from the sort-code data once it is loaded', async () => {
    const [first] = DOMESTIC_VALID_FROM_SORT_CODE_DATA as [DomesticVector];
    expect(() => ibanFromDomestic(first.country, first.parts)).toThrow(BankNumberRequestError);
    await loadSortCodeLookup();
    for (const v of DOMESTIC_VALID_FROM_SORT_CODE_DATA) expectIban(v);
  });

  for (const [code, vectors] of Object.entries(DOMESTIC_ERRORS)) {
    it(`throws ${code} naming the part at fault`, () => {
      for (const v of vectors) {
        let thrown: unknown;
        try {
          ibanFromDomestic(v.country, v.parts);
        } catch (e) {
          thrown = e;
        }
        expect(thrown, JSON.stringify(v)).toBeInstanceOf(BankNumberRequestError);
        const e = thrown as BankNumberRequestError;
        expect({ code: e.code, parameter: e.parameter }, JSON.stringify(v)).toEqual(v.error);
        expect(e.message).toContain(`'${v.error?.parameter}'`);
      }
    });
  }

  it('covers at least the thirteen countries asked for', () => {
    expect(ibanFromDomesticCountries()).toEqual([
      'AT',
      'BE',
      'CH',
      'DE',
      'ES',
      'FR',
      'GB',
      'IT',
      'LI',
      'MC',
      'NL',
      'PT',
      'SM',
    ]);
  });

  it('computes the national check digits of every published IBAN of its countries from the other parts', () => {
    // Each IBAN taken apart along its breakdown and put together again without its national check
    // digits (for BE, whose domestic number is one string, with them: they are checked).
    let n = 0;
    for (const cc of ['BE', 'FR', 'MC', 'ES', 'IT', 'SM', 'PT']) {
      for (const iban of Object.values(NATIONAL_VECTORS[cc] ?? {}).flat()) {
        const parts: Record<string, string> = {};
        for (const p of validateIban(iban).breakdown?.parts ?? []) {
          if (cc === 'BE') parts.accountNumber = iban.slice(4);
          else if (p.label === 'Bank Code') parts.bankCode = p.value;
          else if (p.label === 'Branch Code') parts.branchCode = p.value;
          else if (p.label === 'Account Number') parts.accountNumber = p.value;
        }
        expect(ibanFromDomestic(cc, parts).normalized, iban).toBe(iban);
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });
});
