import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bbanClasses, ibanEntry } from '../registry.ts';
import { completeNational } from './complete.ts';
import { NATIONAL_RULES } from './index.ts';
import { NATIONAL_VECTORS, RULE_OF } from '../../../../test/vectors/iban-national.ts';

// The check positions each rule writes, blanked below to show the completer finds them again.
function blanks(rule: string, iban: string): number[] {
  const n = iban.length;
  const table: Record<string, number[]> = {
    be: [14, 15],
    'fr-rib': [25, 26],
    es: [12, 13],
    'it-cin': [4],
    'mod97-10': [n - 2, n - 1],
    'mod97-variant': [n - 2, n - 1],
    no: [14],
    pl: [11],
    ee: [19],
    'fi-luhn': [17],
    'cz-sk': [13, 23],
    hr: [10, 20],
    hu: [11, iban.endsWith('00000000') ? 19 : 27],
  };
  return table[rule] as number[];
}

describe('completeNational', () => {
  it('writes back the check characters of every published IBAN', () => {
    let n = 0;
    for (const [cc, sources] of Object.entries(NATIONAL_VECTORS)) {
      const rule = RULE_OF[cc] as string;
      for (const iban of Object.values(sources).flat()) {
        let blanked = iban;
        for (const i of blanks(rule, iban))
          blanked = blanked.slice(0, i) + (rule === 'it-cin' ? 'Z' : '9') + blanked.slice(i + 1);
        expect(completeNational(rule, blanked), iban).toBe(iban);
        n++;
      }
    }
    expect(n).toBeGreaterThan(900);
  });

  it('makes any BBAN of the structure pass its rule, or says no check digit can', () => {
    const countries = Object.keys(RULE_OF);
    const bbanChar = (cls: string) =>
      cls === 'n'
        ? fc.constantFrom(...'0123456789')
        : cls === 'a'
          ? fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
          : fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const ibanOf = fc.constantFrom(...countries).chain((cc) => {
      const classes = bbanClasses(ibanEntry(cc)!);
      return fc.tuple(
        fc.constant(cc),
        fc.tuple(...[...classes].map(bbanChar)).map((cs) => cs.join('')),
      );
    });
    const impossible = new Set<string>();
    fc.assert(
      fc.property(ibanOf, ([cc, bban]) => {
        const rule = RULE_OF[cc] as string;
        const done = completeNational(rule, `${cc}00${bban}`);
        if (done === null) {
          impossible.add(rule);
          return rule === 'no' || rule === 'cz-sk';
        }
        return done.length === bban.length + 4 && done.startsWith(`${cc}00`) && NATIONAL_RULES[rule]!(done);
      }),
      { numRuns: 5000, seed: 13616 },
    );
    expect([...impossible].every((r) => r === 'no' || r === 'cz-sk')).toBe(true);
  });

  it('returns null where the rule admits no check digit', () => {
    // The digit before the check digit has weight 2, so its ten values give ten different
    // remainders modulo 11: exactly one of them is 1, which would need check digit 10.
    const stuck = [...'0123456789'].map((d) => `NO93860111179${d}0`).filter((s) => completeNational('no', s) === null);
    expect(stuck).toHaveLength(1);
  });

  it('throws for an id without a rule', () => {
    expect(() => completeNational('is', 'IS140159260076545510730339')).toThrow(RangeError);
  });
});
