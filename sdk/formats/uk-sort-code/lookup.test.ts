import { describe, expect, it } from 'vitest';
import { countryName } from '../../core/country-names.ts';
import {
  UK_SORT_CODE_BANK_OF,
  UK_SORT_CODE_BANKS,
  UK_SORT_CODE_RANGES,
  UK_SORT_CODES,
} from '../../generated/uk-sort-codes.ts';
import { loadSortCodeLookup, loadSortCodeRecords, lookupSortCodeRecordSync, lookupSortCodeSync } from './lookup.ts';
import { validateSortCode } from './validate.ts';

const codes = UK_SORT_CODES.match(/\d{6}/g) ?? [];

describe('before the data is loaded', () => {
  it('answers null, also for a curated code', () => {
    expect(lookupSortCodeSync('040004')).toBeNull();
    expect(lookupSortCodeRecordSync('040004')).toBeNull();
    expect(validateSortCode('04-00-04').bankInfo).toBeNull();
  });
});

describe('after loadSortCodeLookup', () => {
  it('caches the promise and resolves', async () => {
    const first = loadSortCodeLookup();
    expect(loadSortCodeLookup()).toBe(first);
    await expect(first).resolves.toBeUndefined();
  });

  it('gives exactly the bankInfo shape of docs/contract.md §1 for curated codes', async () => {
    await loadSortCodeLookup();
    expect(lookupSortCodeSync('040004')).toEqual({
      bankName: 'Monzo Bank Limited',
      bic: 'MONZGB2L',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: 'London',
    });
    expect(lookupSortCodeSync('608371')).toEqual({
      bankName: 'Starling Bank Limited',
      bic: 'SRLGGB2L',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: 'London',
    });
    expect(lookupSortCodeSync('300003')).toEqual({
      bankName: 'Lloyds Bank plc',
      bic: 'LOYDGB2L',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: null,
    });
    expect(Object.keys(lookupSortCodeSync('201147') ?? {})).toEqual([
      'bankName',
      'bic',
      'country',
      'countryCode',
      'city',
    ]);
    expect(lookupSortCodeSync('070116')?.country).toBe(countryName('GB'));
  });

  it('names the banks of the public bodies and universities that publish their own accounts', async () => {
    await loadSortCodeLookup();
    expect(lookupSortCodeSync('402247')).toEqual({
      bankName: 'HSBC UK Bank plc',
      bic: 'HBUKGB4B',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: null,
    });
    expect(lookupSortCodeSync('607080')?.bankName).toBe('National Westminster Bank plc');
    // Codes of many branches: no branch's city stands for the bank.
    expect(lookupSortCodeSync('607080')?.city).toBeNull();
    expect(lookupSortCodeSync('404107')?.city).toBeNull();
    // One branch's codes only, and a head office: their city.
    expect(lookupSortCodeSync('801180')?.city).toBe('Glasgow');
    expect(lookupSortCodeSync('830608')?.city).toBe('Edinburgh');
    expect(lookupSortCodeSync('555005')?.bankName).toBe('National Westminster Bank plc');
    expect(lookupSortCodeSync('200283')?.bankName).toBe('Barclays Bank PLC');
    expect(lookupSortCodeSync('309216')?.bankName).toBe('Lloyds Bank plc');
  });

  it('answers from documented ranges, inclusive at both ends, and not from their gaps', async () => {
    await loadSortCodeLookup();
    for (const code of ['090131', '090136', '090139', '090145', '090149']) {
      expect(lookupSortCodeSync(code)?.bankName, code).toBe('Santander UK plc');
    }
    for (const code of ['090130', '090137', '090138', '090150']) expect(lookupSortCodeSync(code), code).toBeNull();
  });

  it('answers null for codes outside the curated data and for junk', async () => {
    await loadSortCodeLookup();
    for (const code of ['123456', '000000', '04000', '0400044', '', '0x1f00', '9.0140', ' 90140', 'constructor']) {
      expect(lookupSortCodeSync(code), code).toBeNull();
    }
  });

  it('feeds validateSortCode', async () => {
    await loadSortCodeLookup();
    expect(validateSortCode('60-83-71').bankInfo?.bankName).toBe('Starling Bank Limited');
    expect(validateSortCode('12-34-56').bankInfo).toBeNull();
  });
});

describe('coverage of the curated data', () => {
  it('holds at least 24 banks and 113 sort codes, counting every code of a documented range', () => {
    const inRanges = UK_SORT_CODE_RANGES.reduce((n, [from, to]) => n + to - from + 1, 0);
    expect(UK_SORT_CODE_BANKS.length).toBeGreaterThanOrEqual(24);
    expect(codes.length + inRanges).toBeGreaterThanOrEqual(113);
  });

  it('lists every bank under one name only once', () => {
    const names = UK_SORT_CODE_BANKS.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("names the banks added from the banks' own pages and from public bodies' and universities' accounts", async () => {
    await loadSortCodeLookup();
    expect(lookupSortCodeSync('830608')).toEqual({
      bankName: 'The Royal Bank of Scotland plc',
      bic: 'RBOSGB2L',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: 'Edinburgh',
    });
    expect(lookupSortCodeSync('801180')?.bankName).toBe('Bank of Scotland plc');
    expect(lookupSortCodeSync('089098')?.bankName).toBe('The Co-operative Bank p.l.c.');
    expect(lookupSortCodeSync('608301')?.bankName).toBe('Unity Trust Bank plc');
    expect(lookupSortCodeSync('950121')).toMatchObject({
      bankName: 'Northern Bank Limited (trading as Danske Bank)',
      bic: 'DABAGB2B',
      city: 'Belfast',
    });
    expect(lookupSortCodeSync('400250')).toMatchObject({ bankName: 'HSBC Bank plc', bic: 'MIDLGB22' });
    expect(lookupSortCodeSync('560013')?.bankName).toBe('National Westminster Bank plc');
    expect(lookupSortCodeSync('090720')?.bankName).toBe('Santander UK plc');
    expect(lookupSortCodeSync('206526')?.bankName).toBe('Barclays Bank PLC');
    expect(lookupSortCodeSync('309054')?.bankName).toBe('Lloyds Bank plc');
  });

  it('names the banks added from their own payment pages, with the BIC and city their sources give', async () => {
    await loadSortCodeLookup();
    expect(lookupSortCodeSync('165810')).toEqual({
      bankName: 'Triodos Bank UK Ltd',
      bic: 'NWBKGB2L',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: 'Bristol',
    });
    expect(lookupSortCodeSync('165221')).toMatchObject({
      bankName: 'Cumberland Building Society',
      bic: 'CMBSGB21',
      city: 'Carlisle',
    });
    expect(lookupSortCodeSync('237448')).toMatchObject({
      bankName: 'Progressive Building Society',
      bic: 'PROGGB21',
      city: 'Belfast',
    });
    expect(lookupSortCodeSync('930008')).toMatchObject({
      bankName: 'AIB Group (UK) p.l.c. (trading as AIB (NI))',
      bic: 'FTBKGB2B',
      city: 'Belfast',
    });
    expect(lookupSortCodeSync('201755')?.bankName).toBe('Barclays Bank PLC');
    expect(lookupSortCodeSync('200503')?.bankName).toBe('Barclays Bank PLC');
    expect(lookupSortCodeSync('607214')).toMatchObject({ bankName: 'National Westminster Bank plc', bic: 'NWBKGB2L' });
    expect(lookupSortCodeSync('600001')?.bankName).toBe('National Westminster Bank plc');
    for (const code of ['165811', '165220', '237449', '930009']) expect(lookupSortCodeSync(code), code).toBeNull();
  });
});

describe('the generated data', () => {
  it('has only 6-digit codes, listed once, ascending, each with one bank', () => {
    expect(codes.length * 6).toBe(UK_SORT_CODES.length);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(UK_SORT_CODE_BANK_OF.length).toBe(codes.length);
    for (const b of UK_SORT_CODE_BANK_OF) expect(UK_SORT_CODE_BANKS[b]).toBeDefined();
  });

  it('has disjoint ascending ranges that hold no single code', () => {
    let last = -1;
    for (const [from, to, bank] of UK_SORT_CODE_RANGES) {
      expect(from).toBeGreaterThan(last);
      expect(to).toBeGreaterThanOrEqual(from);
      expect(to).toBeLessThanOrEqual(999999);
      expect(UK_SORT_CODE_BANKS[bank]).toBeDefined();
      for (const c of codes) expect(Number(c) >= from && Number(c) <= to, c).toBe(false);
      last = to;
    }
  });

  it('gives every bank an 8-character GB BIC', () => {
    for (const [, bic] of UK_SORT_CODE_BANKS) expect(bic).toMatch(/^[A-Z]{4}GB[A-Z0-9]{2}$/);
  });
});

describe('enrichment records', () => {
  it('are null until loadSortCodeRecords, then carry note, sources and unknown clearing as null', async () => {
    await loadSortCodeLookup();
    expect(lookupSortCodeRecordSync('090000')).toBeNull();
    await loadSortCodeRecords();
    expect(lookupSortCodeRecordSync('090000')).toMatchObject({
      sortCode: '090000',
      bankName: 'Santander UK plc',
      bic: 'ABBYGB2L',
      note: 'head office',
      clearing: { fasterPayments: null, bacs: null, chaps: null },
    });
    expect(lookupSortCodeRecordSync('090140')?.note).toMatch(/current accounts/);
    expect(lookupSortCodeRecordSync('560045')?.sources).toEqual(['http://coventry.gov.uk/newbank']);
    expect(lookupSortCodeRecordSync('123456')).toBeNull();
  });
});

describe("banks added from savings and e-money providers' own payment pages", () => {
  it(
    'names the societies and banks whose own pages give their own sort code, ' +
      'with the BIC and city their sources give',
    async () => {
      await loadSortCodeLookup();
      expect(lookupSortCodeSync('609593')).toEqual({
        bankName: 'Nottingham Building Society',
        bic: 'NTBSGB21',
        country: 'United Kingdom',
        countryCode: 'GB',
        city: 'Nottingham',
      });
      for (const code of ['406301', '406388']) {
        expect(lookupSortCodeSync(code), code).toMatchObject({
          bankName: 'Coventry Building Society',
          bic: 'COBSGB21',
          city: 'Coventry',
        });
      }
      expect(lookupSortCodeSync('622497')).toMatchObject({
        bankName: 'OneSavings Bank plc (trading as Kent Reliance)',
        bic: 'KENTGB21',
        city: 'Chatham',
      });
      for (const code of ['086064', '080265']) {
        expect(lookupSortCodeSync(code), code).toMatchObject({
          bankName: 'Clydesdale Bank PLC (trading as Virgin Money)',
          bic: 'CLYDGB2S',
          city: null,
        });
      }
      expect(lookupSortCodeSync('236972')).toMatchObject({
        bankName: 'PrePay Technologies Limited (PPS)',
        bic: 'PRTCGB21',
        city: null,
      });
      for (const code of ['609594', '406302', '406387', '622496', '086065', '236973'])
        expect(lookupSortCodeSync(code), code).toBeNull();
    },
  );

  it(
    'files the clearing accounts that societies, banks and universities name ' + 'under the bank that holds them',
    async () => {
      await loadSortCodeLookup();
      expect(lookupSortCodeSync('400530')).toMatchObject({ bankName: 'HSBC Bank plc', bic: 'MIDLGB22' });
      expect(lookupSortCodeSync('201990')?.bankName).toBe('Barclays Bank PLC');
      expect(lookupSortCodeSync('209915')?.bankName).toBe('Barclays Bank PLC');
    },
  );

  it("cites the new banks' own pages in the enrichment records", async () => {
    await loadSortCodeRecords();
    expect(lookupSortCodeRecordSync('609593')?.sources).toContain(
      'https://www.thenottingham.com/savings/regular-saver-bonus-conditions/',
    );
    expect(lookupSortCodeRecordSync('622497')?.sources).toContain(
      'https://www.kentreliance.co.uk/support/running-your-business-savings-account',
    );
    expect(lookupSortCodeRecordSync('236972')?.note).toMatch(/Tide/);
  });
});

describe("banks added from public bodies' published IBANs", () => {
  it(
    'files the HMRC accounts whose IBANs carry the bank code CITI under Citibank, ' +
      'with the bank address HMRC gives',
    async () => {
      await loadSortCodeLookup();
      for (const code of ['083200', '083210']) {
        expect(lookupSortCodeSync(code), code).toEqual({
          bankName: 'Citibank N.A. (London branch)',
          bic: 'CITIGB2L',
          country: 'United Kingdom',
          countryCode: 'GB',
          city: 'London',
        });
      }
      for (const code of ['083199', '083201', '083209', '083211']) expect(lookupSortCodeSync(code), code).toBeNull();
    },
  );

  it(
    "cites HMRC's archived bank-account page and the copies of the GOV.UK guides " + 'in the enrichment records',
    async () => {
      await loadSortCodeRecords();
      expect(lookupSortCodeRecordSync('083210')?.sources).toContain(
        'http://webarchive.nationalarchives.gov.uk/+/http:/www.hmrc.gov.uk/bankaccounts/a-z/p/paye.htm',
      );
      expect(lookupSortCodeRecordSync('083200')?.sources).toHaveLength(2);
      expect(lookupSortCodeRecordSync('083200')?.note).toMatch(/CITI/);
    },
  );
});
