import { describe, expect, it } from 'vitest';
import { isCountryCode } from './countries.ts';
import { countryName } from './country-names.ts';

describe('countryName', () => {
  it('has a name for exactly the codes isCountryCode accepts', () => {
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const cc = String.fromCharCode(a, b);
        const name = countryName(cc);
        expect(name !== null, cc).toBe(isCountryCode(cc));
        if (name !== null) expect(name.length, cc).toBeGreaterThan(2);
      }
    }
  });

  it('gives the CLDR English short names', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('XK')).toBe('Kosovo');
    expect(countryName('CW')).toBe('Curaçao');
    expect(countryName('SS')).toBe('South Sudan');
  });

  it('returns null for anything else, inherited object keys included', () => {
    for (const cc of ['de', 'UK', 'ZZ', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'DEU']) {
      expect(countryName(cc), cc).toBeNull();
    }
    expect(countryName(null as unknown as string)).toBeNull();
  });
});
