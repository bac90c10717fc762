import { describe, expect, it } from 'vitest';
import { ibanCountry } from './country.ts';
import { ibanCountryCodes } from './registry.ts';
import { IBAN_REGISTRY_EXAMPLES } from './vectors.ts';

describe('ibanCountry', () => {
  it('gives the registry facts of a country', () => {
    expect(ibanCountry('DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      length: 22,
      bbanStructure: '8!n10!n',
      sepa: true,
      currency: 'EUR',
      territories: [],
      sepaTerritories: [],
      nationalCheckDigits: false,
      registryRelease: 100,
    });
    expect(ibanCountry('gb')?.territories).toEqual(['GG', 'IM', 'JE']);
    expect(ibanCountry('FI')?.territories).toEqual(['AX']);
    expect(ibanCountry('FR')?.territories).toHaveLength(12);
    expect(ibanCountry('BE')?.nationalCheckDigits).toBe(true);
    expect(ibanCountry('AL')?.sepa).toBe(false);
  });

  it('knows all 89 registry countries, 37 of them in SEPA, and nothing else', () => {
    const all = ibanCountryCodes().map((cc) => ibanCountry(cc));
    expect(all.every((c) => c !== null)).toBe(true);
    expect(all.filter((c) => c?.sepa).length).toBe(37);
    for (const c of all) expect(c?.length).toBe(IBAN_REGISTRY_EXAMPLES[c?.code ?? '']?.length);
    for (const junk of ['GF', 'AX', 'JE', 'XX', 'US', 'D', 'DEU', '', '\ud83d\ude00', 'ﬁ']) expect(ibanCountry(junk)).toBeNull();
    expect(ibanCountry(7 as unknown as string)).toBeNull();
  });
});
