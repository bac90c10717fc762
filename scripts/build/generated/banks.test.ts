import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankFile, BankRecord } from '../../data/import/banks-data.ts';
import { HEADER } from '../generated.ts';
import { repoRoot } from '../../dev/paths.ts';
import build, {
  MAX_CHUNK_GZIP,
  encodeCodes,
  groupListings,
  keyPositions,
  readIbanRegistry,
  resolveAll,
  resolveBicBanks,
  resolveBranchBics,
  resolveIbanBanks,
  soleName,
} from './banks.ts';

function file(countryCode: string, kind: string, records: Partial<BankRecord>[]): BankFile {
  return {
    provenance: {
      source: 'test',
      repository: 'test',
      licence: 'MIT',
      publisher: 'test',
      publisherTerms: 'test',
      attribution: null,
      date: '2026',
      method: 'test',
    },
    countryCode,
    kind,
    records: records.map((r) => ({ bic: null, name: 'Bank', city: null, codes: [], ...r })),
  };
}

/** The reading of `encodeCodes` that the IBAN lookup implements, written out as a reference. */
function decodeCodes(encoded: string, radix: number, width: number): [string, number][] {
  const out: [string, number][] = [];
  let next = 0;
  let nextNew = 0;
  for (const token of encoded.split(',')) {
    const [range = '', bank] = token.split(':');
    const [gap = '', span = '0'] = range.split('.');
    const first = next + parseInt(gap, 36);
    const last = first + parseInt(span, 36);
    const b = bank === undefined ? nextNew++ : parseInt(bank, 36);
    for (let n = first; n <= last; n++) out.push([n.toString(radix).toUpperCase().padStart(width, '0'), b]);
    next = last + 1;
  }
  return out;
}

describe('encodeCodes', () => {
  it('writes consecutive codes of one bank as a range and leaves out first uses of a bank', () => {
    const entries: [string, number][] = [
      ['000', 0],
      ['001', 0],
      ['002', 0],
      ['005', 1],
      ['006', 0],
      ['010', 2],
    ];
    expect(encodeCodes(entries, 10)).toBe('0.2,2,0:0,3');
    expect(decodeCodes('0.2,2,0:0,3', 10, 3)).toEqual(entries);
  });

  it('counts letters in base 36, so that BARC and BARD are neighbours', () => {
    expect(
      encodeCodes(
        [
          ['BARC', 0],
          ['BARD', 0],
        ],
        36,
      ),
    ).toBe(`${parseInt('BARC', 36).toString(36)}.1`);
  });

  it('round-trips any sorted set of codes and any bank numbering by first use', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 36 ** 4 - 1 }), { minLength: 1, maxLength: 200 }),
        fc.array(fc.nat({ max: 6 }), { minLength: 200, maxLength: 200 }),
        fc.constantFrom<10 | 36>(10, 36),
        (numbers, picks, radix) => {
          const width = radix === 10 ? 7 : 4;
          const codes = numbers.map((n) => n.toString(radix).toUpperCase().padStart(width, '0')).sort();
          const seen = new Map<number, number>();
          const entries = codes.map((code, i): [string, number] => {
            const pick = picks[i] as number;
            if (!seen.has(pick)) seen.set(pick, seen.size);
            return [code, seen.get(pick) as number];
          });
          expect(decodeCodes(encodeCodes(entries, radix), radix, width)).toEqual(entries);
        },
      ),
    );
  });
});

describe('resolveIbanBanks', () => {
  const home = new Set(['FR']);

  it('takes an official directory before a curated list, and a city only where the BIC agrees', () => {
    const official = file('AT', 'generated', [
      { bic: 'BKAUATWWXXX', name: 'UniCredit Bank Austria AG', codes: ['12000', '19999'] },
    ]);
    const older = file('AT', 'sigalor', [
      { bic: 'BKAUATWWXXX', name: 'UniCredit Bank Austria AG', city: 'Wien', codes: ['12000'] },
      { bic: 'RLNWATW1127', name: 'Raiffeisenbank Thayatal-Mitte eGen', city: 'Wien', codes: ['19999', '32127'] },
    ]);
    const { banks } = resolveIbanBanks('AT', [older, official], new Set(['AT']));
    expect(banks.get('12000')).toEqual({ name: 'UniCredit Bank Austria AG', bic: 'BKAUATWWXXX', city: 'Wien' });
    // The BIC differs, so the older file's city does not belong to this bank.
    expect(banks.get('19999')).toEqual({ name: 'UniCredit Bank Austria AG', bic: 'BKAUATWWXXX', city: null });
    // An older copy of the official directory adds no code the newer one dropped.
    expect(banks.has('32127')).toBe(false);
  });

  it('lets a supplement add codes to a country without an official directory', () => {
    const curated = file('FR', 'manual', [{ bic: 'PSSTFRPPXXX', name: 'LA BANQUE POSTALE', codes: ['20041'] }]);
    const ecb = file('FR', 'sigalor', [
      { bic: 'PSSTFRPPXXX', name: 'La Banque Postale', city: 'PARIS', codes: ['20041'] },
      { bic: 'BNPAFRPPXXX', name: 'BNP Paribas', city: 'PARIS', codes: ['30004'] },
    ]);
    const { banks } = resolveIbanBanks('FR', [curated, ecb], home);
    expect(banks.get('20041')).toEqual({ name: 'LA BANQUE POSTALE', bic: 'PSSTFRPPXXX', city: 'PARIS' });
    expect(banks.get('30004')).toEqual({ name: 'BNP Paribas', bic: 'BNPAFRPPXXX', city: 'PARIS' });
  });

  it('prefers the head office of one institution over its branch BICs under the same name', () => {
    const curated = file('FR', 'manual', [
      { bic: 'PSSTFRPPCNE', name: 'LA BANQUE POSTALE', codes: ['10011'] },
      { bic: 'PSSTFRPPXXX', name: 'LA BANQUE POSTALE', codes: ['10011'] },
    ]);
    expect(resolveIbanBanks('FR', [curated], home).banks.get('10011')?.bic).toBe('PSSTFRPPXXX');
  });

  it('prefers a domestic BIC over a foreign one', () => {
    const curated = file('GB', 'manual', [
      { bic: 'DEUTDEFFXXX', name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT', codes: ['DEUT'] },
      { bic: 'DEUTGB2LXXX', name: 'DEUTSCHE BANK AG', codes: ['DEUT'] },
    ]);
    expect(resolveIbanBanks('GB', [curated], new Set(['GB'])).banks.get('DEUT')?.bic).toBe('DEUTGB2LXXX');
  });

  it('names no bank where a source names two and nothing decides, and asks the next source', () => {
    const curated = file('FR', 'manual', [
      { bic: 'CMCIFRP1XXX', name: 'CREDIT MUTUEL - CIC Banques', codes: ['10096'] },
      { bic: 'CMCIFRPPXXX', name: 'CREDIT INDUSTRIEL ET COMMERCIAL', codes: ['10096'] },
      { bic: 'CCBPFRPPXXX', name: 'BANQUE POPULAIRE GRAND OUEST', codes: ['10207'] },
      { bic: 'CCBPFRPPMTG', name: 'BANQUE POPULAIRE RIVES DE PARIS', codes: ['10207'] },
    ]);
    const ecb = file('FR', 'sigalor', [
      { bic: 'CCBPFRPPMTG', name: 'Banque populaire Rives de Paris', city: 'PARIS', codes: ['10207'] },
    ]);
    const { banks, conflicts } = resolveIbanBanks('FR', [curated, ecb], home);
    expect(banks.has('10096')).toBe(false);
    expect(conflicts).toEqual([{ countryCode: 'FR', code: '10096', bics: ['CMCIFRP1XXX', 'CMCIFRPPXXX'] }]);
    expect(banks.get('10207')).toEqual({ name: 'Banque populaire Rives de Paris', bic: 'CCBPFRPPMTG', city: 'PARIS' });
  });

  it('distrusts a group listing: one name for many codes that the same source gives other banks', () => {
    const curated = file('FR', 'manual', [
      { bic: 'CEPAFRPPXXX', name: "CAISSE D'EPARGNE CEPAC", codes: ['11315', '11425', '99999'] },
      { bic: 'CEPAFRPP131', name: "CAISSE D'EPARGNE CEPAC", codes: ['11315'] },
      { bic: 'CEPAFRPP142', name: "CAISSE D'EPARGNE ET DE PREVOYANCE DE NORMANDIE", codes: ['11425'] },
    ]);
    expect([...groupListings(curated)].map((r) => r.bic)).toEqual(['CEPAFRPPXXX']);
    const { banks, conflicts } = resolveIbanBanks('FR', [curated], home);
    expect(banks.get('11425')?.name).toBe("CAISSE D'EPARGNE ET DE PREVOYANCE DE NORMANDIE");
    expect(banks.get('11315')?.bic).toBe('CEPAFRPP131');
    expect(banks.has('99999')).toBe(false);
    expect(conflicts.map((c) => c.code)).toEqual(['99999']);
  });
});

describe('resolveBranchBics', () => {
  const home = new Set(['DE']);
  const official = file('DE', 'bundesbank', [
    { bic: 'DEUTDEBB160', name: 'Deutsche Bank', codes: ['12070000'] },
    { bic: 'DEUTDEBB120', name: 'Deutsche Bank', branchCodes: ['12070000'] },
    // The bank's own BIC again under a branch's name adds nothing.
    { bic: 'DEUTDEBB160', name: 'Deutsche Bank Filiale', branchCodes: ['12070000'] },
    { bic: 'MARKDEF1100', name: 'Bundesbank', codes: ['10000000'] },
    // A branch row of another country's BIC, and one of a retired code, are left out.
    { bic: 'BNPAFRPPXXX', name: 'Deutsche Bank', branchCodes: ['10000000'] },
    { bic: 'GONEDEB1KOE', name: 'Alte Bank', branchCodes: ['10000001'] },
    { bic: 'GONEDEB1XXX', name: 'Alte Bank', codes: ['10000001'] },
  ]);
  official.retired = { '10000001': null };

  it('keeps the branch BICs of a code whose bank the same directory names, the bank’s own apart', () => {
    const { banks } = resolveIbanBanks('DE', [official], home);
    expect(Object.fromEntries(resolveBranchBics([official], banks, home))).toEqual({ '12070000': ['DEUTDEBB120'] });
  });

  it('keeps none where another source names the bank, or the source is not official', () => {
    const { banks } = resolveIbanBanks('DE', [official], home);
    const other = new Map(banks).set('12070000', { name: 'Other Bank', bic: 'OTHRDEB1XXX', city: null });
    expect(resolveBranchBics([official], other, home).size).toBe(0);
    const curated = { ...official, kind: 'manual' };
    expect(resolveBranchBics([curated], banks, home).size).toBe(0);
  });
});

describe('resolveBicBanks', () => {
  const registry = { FR: { parts: [], territories: ['GP'] }, DE: { parts: [] }, ES: { parts: [] }, PT: { parts: [] } };

  it('takes the name of the BIC country’s own directory before a foreign one', () => {
    const de = file('DE', 'generated', [{ bic: 'DEUTDEFFXXX', name: 'Deutsche Bank', codes: ['50070010'] }]);
    const gb = file('GB', 'manual', [
      { bic: 'DEUTDEFFXXX', name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT', codes: ['DEUT'] },
    ]);
    expect(resolveBicBanks([gb, de], registry).get('DE')?.get('DEUTDEFFXXX')?.name).toBe('Deutsche Bank');
  });

  it('counts a territory’s BIC as domestic for the host country’s directory', () => {
    const fr = file('FR', 'manual', [{ bic: 'BDAFGPGPXXX', name: 'Banque des Antilles Françaises', codes: ['12345'] }]);
    const other = file('DE', 'generated', [{ bic: 'BDAFGPGPXXX', name: 'Other', codes: ['1', '2'] }]);
    expect(resolveBicBanks([fr, other], registry).get('GP')?.get('BDAFGPGPXXX')?.name).toBe(
      'Banque des Antilles Françaises',
    );
  });

  it('passes a tie to the next source, and leaves out a BIC that no source decides', () => {
    const es = file('ES', 'manual', [
      { bic: 'BSCHESMMXXX', name: 'BANCO POPULAR ESPAÑOL, S.A.', codes: ['0075'] },
      { bic: 'BSCHESMMXXX', name: 'BANCO POPULAR INDUSTRIAL, S.A.', codes: ['0216'] },
    ]);
    const ecb = file('ES', 'sigalor', [
      { bic: 'BSCHESMMXXX', name: 'Banco Santander, S.A.', city: 'Santander', codes: ['0049'] },
    ]);
    const pt = file('PT', 'manual', [
      { bic: 'BKCHPTPLXXX', name: 'BANK OF CHINA (EUROPE) S.A.', codes: ['0001'] },
      { bic: 'BKCHPTPLXXX', name: 'EFG BANK (LUXEMBOURG) S.A.', codes: ['0002'] },
    ]);
    const out = resolveBicBanks([es, ecb, pt], registry);
    expect(out.get('ES')?.get('BSCHESMMXXX')).toEqual({
      name: 'Banco Santander, S.A.',
      bic: 'BSCHESMMXXX',
      city: 'Santander',
    });
    expect(out.get('PT')?.has('BKCHPTPLXXX') ?? false).toBe(false);
  });

  it('keeps the BICs of an older copy of an official directory out, but takes its cities', () => {
    const official = file('AT', 'generated', [
      { bic: 'BKAUATWWXXX', name: 'UniCredit Bank Austria AG', codes: ['12000'] },
    ]);
    const older = file('AT', 'sigalor', [
      { bic: 'BKAUATWWXXX', name: 'UniCredit Bank Austria AG', city: 'Wien', codes: ['12000'] },
      { bic: 'RLNWATW1127', name: 'Raiffeisenbank Thayatal-Mitte eGen', city: 'Waidhofen', codes: ['32127'] },
    ]);
    const at = resolveBicBanks([official, older], { AT: { parts: [] } }).get('AT');
    expect(at?.get('BKAUATWWXXX')).toEqual({ name: 'UniCredit Bank Austria AG', bic: 'BKAUATWWXXX', city: 'Wien' });
    expect(at?.has('RLNWATW1127')).toBe(false);
  });
});

describe('soleName', () => {
  it('picks the most given name, or the one that begins every tied name', () => {
    expect(
      soleName(
        new Map([
          ['Commerzbank', 40],
          ['Commerzbank Köln', 1],
        ]),
      ),
    ).toBe('Commerzbank');
    expect(
      soleName(
        new Map([
          ['Volksbank Stuttgart', 1],
          ['Volksbank Stuttgart GAA', 1],
        ]),
      ),
    ).toBe('Volksbank Stuttgart');
    expect(
      soleName(
        new Map([
          ['Bank Of Ireland', 1],
          ['Bank of Ireland Group plc', 1],
        ]),
      ),
    ).toBe('Bank Of Ireland');
    expect(
      soleName(
        new Map([
          ['Nordea', 1],
          ['Nordeabank', 1],
        ]),
      ),
    ).toBeNull();
    expect(
      soleName(
        new Map([
          ['Banque populaire de l’Ouest', 1],
          ['Banque populaire du Massif central', 1],
        ]),
      ),
    ).toBeNull();
  });
});

describe('keyPositions', () => {
  const registry = readIbanRegistry();

  it('reads the bank code from the IBAN registry, and bank plus branch where the directory keys on both', () => {
    expect(keyPositions('DE', 8, registry)).toEqual([4, 12]);
    expect(keyPositions('IT', 5, registry)).toEqual([5, 10]);
    expect(keyPositions('GB', 4, registry)).toEqual([4, 8]);
    expect(keyPositions('ES', 8, registry)).toEqual([4, 12]);
    expect(() => keyPositions('DE', 5, registry)).toThrow(/8/);
    expect(() => keyPositions('ZZ', 5, registry)).toThrow(/not an IBAN country/);
  });
});

describe('the bank chunks', () => {
  const files = build();

  it('are what is committed under sdk/generated/banks, and nothing else is there', () => {
    const dir = join(repoRoot, 'sdk', 'generated');
    for (const [path, content] of files) expect(readFileSync(join(dir, path), 'utf8'), path).toBe(HEADER + content);
    const onDisk = ['iban', 'bic'].flatMap((kind) =>
      readdirSync(join(dir, 'banks', kind)).map((f) => `banks/${kind}/${f}`),
    );
    expect(onDisk.every((p) => files.has(p))).toBe(true);
  });

  it(`stay at most ${MAX_CHUNK_GZIP} bytes gzip each`, () => {
    for (const [path, content] of files) expect(gzipSync(content).length, path).toBeLessThanOrEqual(MAX_CHUNK_GZIP);
  });

  it('cover every directory country with codes, and no country twice', () => {
    const { iban, conflicts } = resolveAll();
    expect([...iban.keys()]).toEqual([...iban.keys()].sort());
    for (const cc of iban.keys()) expect(files.has(`banks/iban/${cc.toLowerCase()}.ts`), cc).toBe(true);
    // The curated French list leaves these few codes without a bank (see docs/data-sources.md).
    expect(conflicts.every((c) => c.countryCode === 'FR')).toBe(true);
    expect(conflicts.length).toBeLessThan(20);
  });

  it('ship nothing from a left-out source', () => {
    const banks = join(repoRoot, 'data', 'banks');
    expect(existsSync(join(banks, 'pl.generated.json'))).toBe(false);
    expect(files.has('banks/iban/pl.ts')).toBe(false);
    expect(files.has('banks/iban/ua.ts')).toBe(false);
    expect(files.has('banks/iban/lv.ts')).toBe(false);
  });
});

describe('NOTICE', () => {
  const notice = readFileSync(join(repoRoot, 'NOTICE'), 'utf8');

  it('carries the attribution and the copyright line of every bank data source', () => {
    const dir = join(repoRoot, 'data', 'banks');
    for (const f of readdirSync(dir)) {
      const { provenance } = JSON.parse(readFileSync(join(dir, f), 'utf8')) as BankFile;
      if (provenance.attribution !== null) expect(notice, f).toContain(provenance.attribution);
      // A publisher's own file carries the publisher's terms; a compilation its copyright line.
      if (provenance.origin === 'publisher') continue;
      const copyright = /Copyright \(c\) .*/.exec(provenance.licence)?.[0];
      expect(copyright, f).toBeDefined();
      expect(notice, f).toContain(copyright);
    }
  });

  it('carries the CLDR attribution of the country names', () => {
    const countries = JSON.parse(readFileSync(join(repoRoot, 'data', 'countries.json'), 'utf8')) as {
      provenance: { names: { attribution: string } };
    };
    const words = (s: string) => s.replace(/\s+/g, ' ');
    expect(words(notice)).toContain(words(countries.provenance.names.attribution));
  });
});
