import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bbanClasses, ibanEntry } from '../registry.ts';
import { completeNational } from './complete.ts';
import { NATIONAL_RULES, nationalRule } from './index.ts';
import { no } from './no.ts';
import { NATIONAL_VECTORS, RULE_OF } from '../../../../test/vectors/iban-national.ts';

describe('completeNational', () => {
  it('writes back the check characters of every published IBAN', () => {
    let n = 0;
    for (const [cc, sources] of Object.entries(NATIONAL_VECTORS)) {
      const rule = nationalRule(RULE_OF[cc])!;
      for (const iban of Object.values(sources).flat()) {
        // Its check characters blanked, to show the completer finds them again.
        let blanked = iban;
        for (const i of rule.positions(iban)) {
          expect(i, `${rule.id} ${iban}`).toBeGreaterThanOrEqual(4);
          blanked = blanked.slice(0, i) + (rule.letters ? 'Z' : '9') + blanked.slice(i + 1);
        }
        expect(completeNational(rule, blanked), iban).toBe(iban);
        n++;
      }
    }
    expect(n).toBeGreaterThan(900);
  });

  it('makes any BBAN of the structure pass its rule, or says no check digit can', () => {
    const countries = Object.keys(RULE_OF).filter((cc) => nationalRule(RULE_OF[cc]) !== undefined);
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
        const rule = nationalRule(RULE_OF[cc])!;
        const done = completeNational(rule, `${cc}00${bban}`);
        if (done === null) {
          impossible.add(rule.id);
          return rule.id === 'no' || rule.id === 'cz-sk';
        }
        return done.length === bban.length + 4 && done.startsWith(`${cc}00`) && rule.check(done);
      }),
      { numRuns: 5000, seed: 13616 },
    );
    expect([...impossible].every((r) => r === 'no' || r === 'cz-sk')).toBe(true);
  });

  it('returns null where the rule admits no check digit', () => {
    // The digit before the check digit has weight 2, so its ten values give ten different
    // remainders modulo 11: exactly one of them is 1, which would need check digit 10.
    const stuck = [...'0123456789'].map((d) => `NO93860111179${d}0`).filter((s) => completeNational(no, s) === null);
    expect(stuck).toHaveLength(1);
  });

  it('covers every registered rule', () => {
    const ruled = new Set(Object.keys(NATIONAL_VECTORS).map((cc) => RULE_OF[cc]));
    expect(NATIONAL_RULES.filter((r) => !ruled.has(r.id))).toEqual([]);
  });
});
