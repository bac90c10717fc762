import { describe, expect, it } from 'vitest';
import { countryName } from '../../core/country-names.ts';
import { US_ROUTING_BANK_OF, US_ROUTING_BANKS, US_ROUTING_NUMBERS } from '../../generated/us-routing-banks.ts';
import {
  loadRoutingNumberLookup,
  loadRoutingNumberRecords,
  lookupRoutingNumberRecordSync,
  lookupRoutingNumberSync,
} from './lookup.ts';
import { isFedPrefix, routingChecksumOk, validateRoutingNumber } from './validate.ts';

const numbers = US_ROUTING_NUMBERS.match(/\d{9}/g) ?? [];

describe('before the data is loaded', () => {
  it('answers null, also for a curated number', () => {
    expect(lookupRoutingNumberSync('124003116')).toBeNull();
    expect(lookupRoutingNumberRecordSync('124003116')).toBeNull();
    expect(validateRoutingNumber('124003116').bankInfo).toBeNull();
  });
});

describe('after loadRoutingNumberLookup', () => {
  it('caches the promise and resolves', async () => {
    const first = loadRoutingNumberLookup();
    expect(loadRoutingNumberLookup()).toBe(first);
    await expect(first).resolves.toBeUndefined();
  });

  it('gives exactly the bankInfo shape of docs/contract.md §1 for curated numbers', async () => {
    await loadRoutingNumberLookup();
    expect(lookupRoutingNumberSync('124003116')).toEqual({
      bankName: 'Ally Bank',
      bic: null,
      country: 'United States',
      countryCode: 'US',
      city: null,
    });
    expect(lookupRoutingNumberSync('031100649')).toEqual({
      bankName: 'Discover Bank',
      bic: null,
      country: 'United States',
      countryCode: 'US',
      city: 'Greenwood',
    });
    expect(lookupRoutingNumberSync('021000021')?.bankName).toBe('JPMorgan Chase Bank, N.A.');
    expect(lookupRoutingNumberSync('121000248')?.bankName).toBe('Wells Fargo Bank, N.A.');
    expect(Object.keys(lookupRoutingNumberSync('026009593') ?? {})).toEqual([
      'bankName',
      'bic',
      'country',
      'countryCode',
      'city',
    ]);
  });

  it('names the regional banks and credit unions added from their own pages or two agreeing pages', async () => {
    await loadRoutingNumberLookup();
    expect(lookupRoutingNumberSync('122287251')).toEqual({
      bankName: 'Axos Bank',
      bic: null,
      country: 'United States',
      countryCode: 'US',
      city: 'San Diego',
    });
    expect(lookupRoutingNumberSync('062000019')?.bankName).toBe('Regions Bank');
    expect(lookupRoutingNumberSync('111900785')?.bankName).toBe('Regions Bank');
    expect(lookupRoutingNumberSync('084000026')?.bankName).toBe('First Horizon Bank');
    expect(lookupRoutingNumberSync('325081403')?.bankName).toBe('BECU');
    expect(lookupRoutingNumberSync('253177049')?.bankName).toBe("State Employees' Credit Union (North Carolina)");
    expect(lookupRoutingNumberSync('226071004')?.bankName).toBe('Flagstar Bank');
    expect(lookupRoutingNumberSync('124303201')?.bankName).toBe('Varo Bank, N.A.');
  });

  it('names the banks and credit unions of the third round, from their own pages or two agreeing pages', async () => {
    await loadRoutingNumberLookup();
    expect(lookupRoutingNumberSync('322281617')).toEqual({
      bankName: 'San Diego County Credit Union',
      bic: null,
      country: 'United States',
      countryCode: 'US',
      city: 'San Diego',
    });
    expect(lookupRoutingNumberSync('263079276')).toMatchObject({
      bankName: 'VyStar Credit Union',
      city: 'Jacksonville',
    });
    expect(lookupRoutingNumberSync('321076470')?.bankName).toBe('Patelco Credit Union');
    expect(lookupRoutingNumberSync('242279408')?.bankName).toBe('Wright-Patt Credit Union');
    expect(lookupRoutingNumberSync('043400036')?.bankName).toBe('WesBanco Bank, Inc.');
    expect(lookupRoutingNumberSync('111017979')?.bankName).toBe('Texas Capital Bank');
    expect(lookupRoutingNumberSync('011301798')?.bankName).toBe('Eastern Bank');
    expect(lookupRoutingNumberSync('211391825')?.bankName).toBe('Digital Federal Credit Union (DCU)');
  });

  it('covers at least the 61 banks and 150 numbers of the hosted service (docs/contract.md §1)', () => {
    expect(US_ROUTING_BANKS.length).toBeGreaterThanOrEqual(61);
    expect(new Set(US_ROUTING_BANK_OF).size).toBe(US_ROUTING_BANKS.length);
    expect(numbers.length).toBeGreaterThanOrEqual(150);
  });

  it('uses the country name of the project table', async () => {
    await loadRoutingNumberLookup();
    expect(lookupRoutingNumberSync('256074974')?.country).toBe(countryName('US'));
  });

  it('answers null for numbers outside the curated data and for junk', async () => {
    await loadRoutingNumberLookup();
    for (const n of ['011000015', '000000000', '12400311', '1240031166', '', '12400311X', 'constructor']) {
      expect(lookupRoutingNumberSync(n)).toBeNull();
    }
  });

  it('feeds validateRoutingNumber, which stays null for a valid number without data', async () => {
    await loadRoutingNumberLookup();
    expect(validateRoutingNumber('0311-0064-9').bankInfo?.bankName).toBe('Discover Bank');
    expect(validateRoutingNumber('011000015').bankInfo).toBeNull();
  });

  it('returns a fresh object each time', async () => {
    await loadRoutingNumberLookup();
    const a = lookupRoutingNumberSync('124003116');
    expect(a).not.toBe(lookupRoutingNumberSync('124003116'));
  });
});

describe('the generated data', () => {
  it('has only numbers that pass the 3-7-1 checksum and carry a Federal Reserve prefix', () => {
    expect(numbers.length * 9).toBe(US_ROUTING_NUMBERS.length);
    for (const n of numbers) {
      expect(routingChecksumOk(n), n).toBe(true);
      expect(isFedPrefix(Number(n.slice(0, 2))), n).toBe(true);
    }
  });

  it('lists each number once, ascending, each with one bank', () => {
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort()).toEqual(numbers);
    expect(US_ROUTING_BANK_OF.length).toBe(numbers.length);
    for (const b of US_ROUTING_BANK_OF) expect(US_ROUTING_BANKS[b]).toBeDefined();
  });

  it('has a deduplicated bank table', () => {
    const names = US_ROUTING_BANKS.map((b) => b[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('enrichment records', () => {
  it('are null until loadRoutingNumberRecords, then carry district, regions and sources', async () => {
    await loadRoutingNumberLookup();
    expect(lookupRoutingNumberRecordSync('031100649')).toBeNull();
    await loadRoutingNumberRecords();
    const r = lookupRoutingNumberRecordSync('031100649');
    expect(r).toMatchObject({
      routingNumber: '031100649',
      bankName: 'Discover Bank',
      city: 'Greenwood',
      state: 'DE',
      fedDistrict: 'Philadelphia',
      use: 'ACH and domestic wire',
    });
    expect(r?.sources).toEqual(['https://www.discover.com/online-banking/help-center/general-faq.html']);
    expect(lookupRoutingNumberRecordSync('124003116')).toMatchObject({
      city: null,
      state: null,
      cityBasis: null,
      fedDistrict: 'San Francisco',
    });
    expect(lookupRoutingNumberRecordSync('011000015')).toBeNull();
    expect(lookupRoutingNumberRecordSync('322281617')).toMatchObject({
      bankName: 'San Diego County Credit Union',
      state: 'CA',
      cityBasis: 'bank address on the cited page',
      fedDistrict: 'San Francisco',
      sources: ['https://www.sdccu.com/other/services/outgoing-wires/'],
    });
  });

  it(
    'give the main office or headquarters city of the banks whose city a regulator ' + 'or two agreeing pages name',
    async () => {
      await loadRoutingNumberRecords();
      expect(lookupRoutingNumberRecordSync('021000021')).toMatchObject({
        bankName: 'JPMorgan Chase Bank, N.A.',
        city: 'Columbus',
        state: 'OH',
        cityBasis: 'main office',
      });
      expect(lookupRoutingNumberRecordSync('021000089')).toMatchObject({
        bankName: 'Citibank, N.A.',
        city: 'Sioux Falls',
        state: 'SD',
        cityBasis: 'main office',
      });
      expect(lookupRoutingNumberRecordSync('061000104')).toMatchObject({
        bankName: 'Truist Bank',
        city: 'Charlotte',
        state: 'NC',
        cityBasis: 'headquarters',
      });
      expect(lookupRoutingNumberRecordSync('325272021')).toMatchObject({
        city: 'Anchorage',
        state: 'AK',
        cityBasis: 'headquarters',
      });
      expect(lookupRoutingNumberSync('011301798')?.city).toBe('Boston');
    },
  );

  it('give city, state and what the city is together, in the vocabulary of the data file', async () => {
    await loadRoutingNumberRecords();
    const bases = ['headquarters', 'main office', 'bank address on the cited page', 'location given by the cited page'];
    let withCity = 0;
    for (const n of numbers) {
      const r = lookupRoutingNumberRecordSync(n);
      expect(r?.state === null, n).toBe(r?.city === null);
      expect(r?.cityBasis === null, n).toBe(r?.city === null);
      if (r?.city == null) continue;
      withCity++;
      expect(r.state, n).toMatch(/^[A-Z]{2}$/);
      expect(bases, n).toContain(r.cityBasis);
    }
    expect(withCity).toBeGreaterThan(numbers.length / 2);
    expect(US_ROUTING_BANKS.filter((b) => b[1] !== null).length).toBeGreaterThanOrEqual(50);
  });

  it('have at least one source URL for every number', async () => {
    await loadRoutingNumberRecords();
    for (const n of numbers) {
      const r = lookupRoutingNumberRecordSync(n);
      expect(r?.sources.length, n).toBeGreaterThan(0);
      for (const u of r?.sources ?? []) expect(u).toMatch(/^https?:\/\//);
    }
  });
});
