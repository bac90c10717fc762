import { describe, expect, it } from 'vitest';
import { ibanCountry } from './country.ts';
import { ibanCountryCodes } from './registry.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../../test/vectors/iban.ts';

describe('ibanCountry', () => {
  it('gives the registry facts of a country', () => {
    expect(ibanCountry('DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      length: 22,
      bbanStructure: '8!n10!n',
      sepa: true,
      sepaListDate: '2025-05-22',
      currency: 'EUR',
      territories: [],
      sepaTerritories: [],
      nationalCheckDigits: true,
      registryRelease: 102,
    });
    expect(ibanCountry('gb')?.territories).toEqual(['GG', 'IM', 'JE']);
    expect(ibanCountry('FI')?.territories).toEqual(['AX']);
    expect(ibanCountry('FR')?.territories).toHaveLength(12);
    expect(ibanCountry('BE')?.nationalCheckDigits).toBe(true);
    // SEPA follows the EPC's list, which takes in AL, MD, ME, MK and RS (the registry does not).
    for (const cc of ['AL', 'MD', 'ME', 'MK', 'RS']) expect(ibanCountry(cc)?.sepa, cc).toBe(true);
    for (const cc of ['BA', 'XK', 'FO', 'GL', 'TR', 'UA']) expect(ibanCountry(cc)?.sepa, cc).toBe(false);
    expect(ibanCountry('GB')?.sepaTerritories).toEqual(['GG', 'IM', 'JE']);
    expect(ibanCountry('FR')?.sepaTerritories).toEqual(['BL', 'GF', 'GP', 'MF', 'MQ', 'PM', 'RE', 'YT']);
    expect(ibanCountry('FI')?.sepaTerritories).toEqual(['AX']);
  });

  it(
    'knows all 89 registry countries, 42 of them in SEPA per the EPC (41 states, Gibraltar apart), ' +
      'and nothing else',
    () => {
      const all = ibanCountryCodes().map((cc) => ibanCountry(cc));
      expect(all.every((c) => c !== null)).toBe(true);
      expect(all.filter((c) => c?.sepa).length).toBe(42);
      for (const c of all) expect(c?.length).toBe(IBAN_REGISTRY_EXAMPLES[c?.code ?? '']?.length);
      for (const junk of ['GF', 'AX', 'JE', 'XX', 'US', 'D', 'DEU', '', '\ud83d\ude00', 'ﬁ'])
        expect(ibanCountry(junk)).toBeNull();
      expect(ibanCountry(7 as unknown as string)).toBeNull();
    },
  );
});
