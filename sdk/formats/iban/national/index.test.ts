import { describe, expect, it } from 'vitest';
import { ibanEntry } from '../registry.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../../../test/vectors/iban.ts';
import { be } from './be.ts';
import { frRib } from './fr-rib.ts';
import { hu } from './hu.ts';
import { NATIONAL_RULE_LIST, NATIONAL_RULES, nationalRule } from './index.ts';
import { itCin } from './it-cin.ts';
import { no } from './no.ts';
import { NATIONAL_VECTORS, PUBLISHED_NATIONAL_FAILURES, RULE_OF } from '../../../../test/vectors/iban-national.ts';

// Where fewer than three published IBANs were found (see docs/national-check-digits.md).
const FEWER_FOUND: Record<string, number> = { MR: 1, TL: 2 };

/** The IBAN positions a rule reads (check digits included); the others must not matter. */
function covered(rule: string, length: number): (i: number) => boolean {
  switch (rule) {
    case 'pl':
      return (i) => i >= 4 && i < 12;
    case 'ee':
      return (i) => i >= 6 && i < 20;
    case 'cz-sk':
      return (i) => i >= 8 && i < 24;
    default:
      return (i) => i >= 4 && i < length;
  }
}

function ruleFor(iban: string): (iban: string) => boolean {
  const rule = nationalRule(RULE_OF[iban.slice(0, 2)]);
  if (rule === undefined) throw new Error(`no rule for ${iban}`);
  return rule.check;
}

/** ISO 13616 MOD-97 of a whole IBAN, written plainly and independently of the module. */
function ibanMod97(iban: string): number {
  const digits = [...(iban.slice(4) + iban.slice(0, 4))].map((c) => parseInt(c, 36)).join('');
  return Number(BigInt(digits) % 97n);
}

/** The two Spanish remainders (Σ mod 11 of each block), written plainly for the one known blind spot. */
function spanishRemainders(iban: string): [number, number] {
  const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = (digits: string) => [...digits].reduce((t, d, k) => t + Number(d) * (w[k] as number), 0) % 11;
  return [sum(`00${iban.slice(4, 12)}`), sum(iban.slice(14, 24))];
}

const replaceAt = (s: string, i: number, c: string) => s.slice(0, i) + c + s.slice(i + 1);

const byCountry = Object.entries(NATIONAL_VECTORS).map(([cc, sources]) => {
  const all = Object.values(sources).flat();
  return { cc, sources, all };
});
const everyValid = byCountry.flatMap(({ all }) => all);

describe('NATIONAL_RULES', () => {
  it('gives NATIONAL_RULE_LIST its checks in order, by which the generated registry names the rules', () => {
    expect(NATIONAL_RULE_LIST).toEqual(NATIONAL_RULES.map((r) => r.check));
  });

  it('has exactly the rule ids of the data, but for DE and IS', () => {
    const named = new Set(Object.values(RULE_OF));
    named.delete('de');
    named.delete('is');
    expect(NATIONAL_RULES.map((r) => r.id).sort()).toEqual([...named].sort());
  });

  it('finds a rule by its id or its check', () => {
    for (const rule of NATIONAL_RULES) {
      expect(nationalRule(rule.id)).toBe(rule);
      expect(nationalRule(rule.check)).toBe(rule);
    }
    for (const none of ['de', 'is', '', undefined, () => true]) expect(nationalRule(none)).toBeUndefined();
  });

  describe.each(byCountry)('$cc', ({ cc, sources, all }) => {
    it(`accepts every published IBAN (${all.length})`, () => {
      for (const [source, ibans] of Object.entries(sources)) {
        for (const iban of ibans ?? []) {
          expect(iban.slice(0, 2), `${source} ${iban}`).toBe(cc);
          expect(ibanMod97(iban), `${source} ${iban}: MOD-97`).toBe(1);
          expect(ruleFor(iban)(iban), `${source} ${iban}`).toBe(true);
        }
      }
    });

    it('has enough published examples', () => {
      const published = all.length - (sources.schwiftyGenerated?.length ?? 0);
      expect(published).toBeGreaterThanOrEqual(FEWER_FOUND[cc] ?? 3);
      expect(new Set(all).size).toBe(all.length);
    });
  });

  it('rejects every single-digit change at a position the rule covers', () => {
    let mutations = 0;
    let spanishMutations = 0;
    let spanishBlindSpot = 0;
    for (const iban of everyValid) {
      const rule = ruleFor(iban);
      const reads = covered(RULE_OF[iban.slice(0, 2)] as string, iban.length);
      for (let i = 4; i < iban.length; i++) {
        const c = iban[i] as string;
        // Letters of French and Italian accounts are folded or mapped onto digit values, so a
        // letter-for-digit change is not a typo every rule can see; digits are.
        if (!reads(i) || c < '0' || c > '9') continue;
        for (let d = 0; d <= 9; d++) {
          if (String(d) === c) continue;
          const mutated = replaceAt(iban, i, String(d));
          mutations++;
          if (iban.startsWith('ES')) spanishMutations++;
          if (iban.startsWith('ES') && rule(mutated)) {
            // Remainders 1 and 10 both give check digit 1: a change that moves a block's
            // remainder from one to the other keeps the digit. That is the only escape.
            const before = spanishRemainders(iban);
            const after = spanishRemainders(mutated);
            const swapped = [0, 1].some(
              (b) =>
                before[b] !== after[b] && [1, 10].includes(before[b] as number) && [1, 10].includes(after[b] as number),
            );
            expect(swapped, mutated).toBe(true);
            spanishBlindSpot++;
            continue;
          }
          expect(rule(mutated), `${iban} → ${mutated}`).toBe(false);
        }
      }
    }
    expect(mutations).toBeGreaterThan(100_000);
    // About 2/11 of blocks have remainder 1 or 10, and a tenth of their changes land on the other.
    expect(spanishBlindSpot / spanishMutations).toBeLessThan(0.04);
  });

  it('rejects a changed CIN letter', () => {
    for (const iban of [...byCountry.find((x) => x.cc === 'IT')!.all, ...byCountry.find((x) => x.cc === 'SM')!.all]) {
      for (let c = 65; c <= 90; c++) {
        const letter = String.fromCharCode(c);
        if (letter !== iban[4]) expect(itCin.check(replaceAt(iban, 4, letter)), iban).toBe(false);
      }
    }
  });

  it('ignores the positions a rule does not cover', () => {
    let checked = 0;
    for (const iban of everyValid) {
      const rule = ruleFor(iban);
      const reads = covered(RULE_OF[iban.slice(0, 2)] as string, iban.length);
      for (let i = 4; i < iban.length; i++) {
        if (reads(i)) continue;
        for (let d = 0; d <= 9; d++) {
          expect(rule(replaceAt(iban, i, String(d))), iban).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('rejects the IBANs published as failing their national check', () => {
    for (const iban of PUBLISHED_NATIONAL_FAILURES) {
      expect(ibanMod97(iban), iban).toBe(1);
      expect(ruleFor(iban)(iban), iban).toBe(false);
    }
  });

  it('accepts the SWIFT registry example of every country it covers', () => {
    for (const [cc, iban] of Object.entries(IBAN_REGISTRY_EXAMPLES)) {
      if (nationalRule(RULE_OF[cc]) !== undefined) expect(ruleFor(iban)(iban), iban).toBe(true);
    }
  });

  it('is the rule the IBAN registry enforces for each country, and none for Iceland', () => {
    for (const [cc, id] of Object.entries(RULE_OF)) {
      // Germany's entry asks the account check that comes with the German bank data (registry.ts).
      if (cc === 'DE') expect(ibanEntry(cc)?.rule, cc).toBeTypeOf('function');
      else expect(ibanEntry(cc)?.rule, cc).toBe(nationalRule(id)?.check);
    }
    expect(ibanEntry('IS')?.rule).toBeUndefined();
  });
});

describe('edge cases of the definitions', () => {
  it('be: 97 stands for a remainder of 0, and 00 never passes', () => {
    expect(be.check('BE54310100270097')).toBe(true);
    expect(be.check('BE54310100270000')).toBe(false);
  });

  it('fr-rib, mod97-variant, mod97-10: keys that keep the remainder but are never issued fail', () => {
    // 97 − x ranges over 01–97 and 98 − x over 02–98. The aliases 00, 98 and 99 (RIB key) or
    // 00, 01 and 99 (MOD 97-10) leave the BBAN's remainder modulo 97 unchanged, yet fail, as the
    // IBAN's own 00, 01 and 99 do. Taken from the vectors whose key has an alias.
    const ALIAS: Record<string, Record<string, string>> = {
      'mod97-10': { '98': '01', '97': '00', '02': '99' },
      'fr-rib': { '97': '00', '01': '98', '02': '99' },
      'mod97-variant': { '97': '00', '01': '98', '02': '99' },
    };
    const checked = new Set<string>();
    for (const iban of everyValid) {
      const id = RULE_OF[iban.slice(0, 2)] as string;
      const swap = ALIAS[id]?.[iban.slice(-2)];
      if (swap === undefined) continue;
      expect(Math.abs(Number(swap) - Number(iban.slice(-2))) % 97, swap).toBe(0);
      expect(ruleFor(iban)(iban.slice(0, -2) + swap), `${iban} with key ${swap}`).toBe(false);
      checked.add(id);
    }
    expect([...checked].sort()).toEqual(['fr-rib', 'mod97-10', 'mod97-variant']);
  });

  it('fr-rib: each letter counts as the digit of the published folding table', () => {
    const FOLD = ['AJ', 'BKS', 'CLT', 'DMU', 'ENV', 'FOW', 'GPX', 'HQY', 'IRZ'];
    const rib = frRib.check;
    // The keys (00–99) that make an account valid: a letter must allow exactly those of its digit.
    const keys = (iban: string) =>
      [...Array(100).keys()].filter((k) => rib(iban.slice(0, -2) + String(k).padStart(2, '0')));
    const valid = 'FR1420041010050500013M02606';
    FOLD.forEach((letters, i) => {
      const expected = keys(replaceAt(valid, 17, String(i + 1)));
      expect(expected).toHaveLength(1);
      for (const letter of letters) expect(keys(replaceAt(valid, 17, letter)), letter).toEqual(expected);
    });
  });

  it('no: a remainder that needs check digit 10 has no valid IBAN', () => {
    // 8601 11 1794x: Σ of the first ten digits is 7 mod 11, so only x = 4 passes … and for an account
    // whose Σ is 1 mod 11 no digit passes at all.
    const valid = 'NO9386011117947';
    let withRemainderOne = 0;
    for (let d = 0; d <= 9; d++) {
      const head = replaceAt(valid, 13, String(d));
      const passing = [...'0123456789'].filter((x) => no.check(replaceAt(head, 14, x)));
      if (passing.length === 0) withRemainderOne++;
      else expect(passing).toHaveLength(1);
    }
    expect(withRemainderOne).toBe(1);
  });

  it('hu: an 8-digit account padded with eight zeros is checked at its own last digit', () => {
    expect(hu.check('HU90100320000160120200000000')).toBe(true);
    expect(hu.check('HU90100320000160120300000000')).toBe(false);
  });
});
