import { describe, expect, it } from 'vitest';
import type { SourceEntry } from './banks-sigalor.ts';
import { cityOf, importCountry } from './banks-sigalor.ts';
import { expectAgreesWithCommitted, readFixture } from './fixtures/committed.ts';

describe('banks-sigalor', () => {
  it('keeps the place name of a French postal locality', () => {
    expect(cityOf('PARIS CEDEX 15')).toBe('PARIS');
    expect(cityOf('PARIS LA DEFENSE CEDEX')).toBe('PARIS LA DEFENSE');
    expect(cityOf('PARIS 08')).toBe('PARIS');
    expect(cityOf('MARSEILLE CEDEX 1')).toBe('MARSEILLE');
    expect(cityOf('Klagenfurt am Wörthersee')).toBe('Klagenfurt am Wörthersee');
    expect(cityOf('  ')).toBeNull();
  });

  it('takes the head-office city, a canonical BIC, and only keys that are bank codes', () => {
    const es = importCountry('ES', {
      '2100': { bic: 'CAIXESBB', name: 'Caixabank, S.A.', address: { city: 'Valencia' } },
      A79192258: { bic: 'CRESESM2XXX', name: 'Credit Suisse Bank (Europe), S.A.', address: { city: 'Madrid' } },
    });
    expect(es.records).toEqual([{ bic: 'CAIXESBBXXX', name: 'Caixabank, S.A.', city: 'Valencia', codes: ['2100'] }]);
    const at = importCountry('AT', {
      '12000': {
        bic: 'BKAUATWWXXX',
        name: 'UniCredit Bank Austria AG',
        addresses: [
          { type: 'post', city: 'Wien 1011' },
          { type: 'home', city: 'Wien' },
        ],
      },
    });
    expect(at.records[0]).toMatchObject({ city: 'Wien', codes: ['12000'] });
    expect(at.provenance.attribution).toMatch(/OeNB/);
    expect(es.provenance.attribution).toMatch(/ECB/);
  });

  it('makes of an excerpt of each staged file what it committed of the whole (re-run the importer when this fails)', () => {
    for (const cc of ['AT', 'ES', 'FR'] as const) {
      const excerpt = readFixture(`sigalor-iban-to-bic/${cc.toLowerCase()}.json`) as Record<string, SourceEntry>;
      expectAgreesWithCommitted(importCountry(cc, excerpt));
    }
  });
});
