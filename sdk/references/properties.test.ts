/**
 * Property tests of the payment references: every generated reference passes; every single-character
 * change that a kind's check digits are guaranteed to catch fails; any string gets an answer. What
 * each checksum guarantees is stated in docs/references.md; the tests below hold those words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BE_STRUCTURED,
  CH_QR,
  FI_REFERENCE,
  REFERENCE_KINDS,
  RF,
  checkQrBillReference,
  checkReference,
  compactReference,
  creditorReferenceFrom,
  formatReference,
  generateReferences,
  isValidReference,
  referenceInCreditorReference,
} from './index.ts';
import type { ReferenceKind } from './index.ts';

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const seed = fc.oneof(fc.integer(), fc.string({ maxLength: 20 }));
/** A generated reference of `kind`, from any seed. */
const generated = (kind: ReferenceKind) =>
  seed.map((s) => generateReferences({ kind, seed: s, count: 1 })[0] as string);
const put = (s: string, at: number, c: string) => s.slice(0, at) + c + s.slice(at + 1);
const swap = (s: string, at: number) => s.slice(0, at) + s[at + 1] + s[at] + s.slice(at + 2);
/** Every character of `alphabet` but `c`. */
const others = (alphabet: string, c: string) => [...alphabet].filter((o) => o !== c);
const classOf = (c: string) => (DIGITS.includes(c) ? DIGITS : LETTERS);

describe('every generated reference passes', () => {
  for (const kind of REFERENCE_KINDS) {
    it(kind.id, () => {
      fc.assert(
        fc.property(seed, fc.integer({ min: 1, max: 20 }), (s, count) => {
          for (const reference of generateReferences({ kind, seed: s, count })) {
            const result = checkReference(reference, kind);
            expect(result.valid, reference).toBe(true);
            expect(result.normalized).toBe(reference);
            // Its print form, as a person copies it, passes too.
            expect(isValidReference(formatReference(reference, kind), kind)).toBe(true);
          }
        }),
      );
    });
  }
});

describe('single-character changes', () => {
  it('RF (MOD 97-10): every substitution of a digit for a digit or a letter for a letter fails', () => {
    fc.assert(
      fc.property(generated(RF), (reference) => {
        for (let at = 2; at < reference.length; at++) {
          const c = reference[at] as string;
          for (const o of others(classOf(c), c)) expect(isValidReference(put(reference, at, o), RF)).toBe(false);
        }
      }),
    );
  });

  it('RF (MOD 97-10): every swap of two neighbouring, different digits fails', () => {
    fc.assert(
      fc.property(generated(RF), (reference) => {
        for (let at = 2; at + 1 < reference.length; at++) {
          const [a, b] = [reference[at] as string, reference[at + 1] as string];
          if (a !== b && DIGITS.includes(a) && DIGITS.includes(b)) {
            expect(isValidReference(swap(reference, at), RF), `${reference} at ${at}`).toBe(false);
          }
        }
      }),
    );
  });

  it('RF (MOD 97-10): a letter for a digit or the reverse is not guaranteed, as docs/references.md says', () => {
    // The letter is read as two digits, so the rest of the number shifts: a remainder can repeat.
    // Counted over 2,000 generated references, every position and every character of the other class.
    let changes = 0;
    let passed = 0;
    for (const reference of generateReferences({ kind: RF, seed: 'cross', count: 100 }).concat(
      ...Array.from({ length: 19 }, (_, i) => generateReferences({ kind: RF, seed: `cross${i}`, count: 100 })),
    )) {
      for (let at = 4; at < reference.length; at++) {
        const c = reference[at] as string;
        for (const o of classOf(c) === DIGITS ? LETTERS : DIGITS) {
          changes++;
          if (isValidReference(put(reference, at, o), RF)) passed++;
        }
      }
    }
    expect(changes).toBeGreaterThan(100_000);
    expect(passed).toBeGreaterThan(0);
    expect(passed / changes).toBeLessThan(0.02);
  });

  it('Swiss QR (recursive modulo 10): every substitution, every insertion or deletion fails', () => {
    fc.assert(
      fc.property(generated(CH_QR), fc.nat(26), fc.constantFrom(...DIGITS), (reference, at, digit) => {
        for (const o of others(DIGITS, reference[at] as string)) {
          expect(isValidReference(put(reference, at, o), CH_QR)).toBe(false);
        }
        expect(isValidReference(reference.slice(0, at) + reference.slice(at + 1), CH_QR)).toBe(false);
        expect(isValidReference(reference.slice(0, at) + digit + reference.slice(at), CH_QR)).toBe(false);
      }),
    );
  });

  it('Swiss QR: a swap of two different neighbours fails but for 10 of the 450 cases (exhaustive)', () => {
    // The carry before the pair and the two digits decide; the swap passes exactly where carry + a
    // and carry + b are 4 and 7 modulo 10.
    const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
    const step = (carry: number, digit: number) => table[(carry + digit) % 10] as number;
    const missed: string[] = [];
    for (let carry = 0; carry < 10; carry++) {
      for (let a = 0; a < 10; a++) {
        for (let b = a + 1; b < 10; b++) {
          if (step(step(carry, a), b) === step(step(carry, b), a))
            missed.push(`${(carry + a) % 10}${(carry + b) % 10}`);
        }
      }
    }
    expect(missed.length).toBe(10);
    expect(new Set(missed.map((pair) => [...pair].sort().join('')))).toEqual(new Set(['47']));
    // One such swap in a whole reference: 47 at the start (carry 0) of the published example's tail.
    const reference = CH_QR.complete('47000000000313947143000901');
    expect(isValidReference(reference, CH_QR)).toBe(true);
    expect(isValidReference(swap(reference, 0), CH_QR)).toBe(true);
  });

  it('Belgian (modulo 97): every substitution, every swap of neighbours, every insertion or deletion fails', () => {
    fc.assert(
      fc.property(
        generated(BE_STRUCTURED),
        fc.nat(11),
        fc.nat(10),
        fc.constantFrom(...DIGITS),
        (reference, at, next, digit) => {
          for (const o of others(DIGITS, reference[at] as string)) {
            expect(isValidReference(put(reference, at, o), BE_STRUCTURED)).toBe(false);
          }
          if (reference[next] !== reference[next + 1]) {
            expect(isValidReference(swap(reference, next), BE_STRUCTURED)).toBe(false);
          }
          expect(isValidReference(reference.slice(0, at) + reference.slice(at + 1), BE_STRUCTURED)).toBe(false);
          expect(isValidReference(reference.slice(0, at) + digit + reference.slice(at), BE_STRUCTURED)).toBe(false);
        },
      ),
    );
  });

  it('Finnish (7-3-1): every substitution fails; a swap of neighbours fails unless they differ by 5', () => {
    fc.assert(
      fc.property(generated(FI_REFERENCE), fc.nat(), (reference, pick) => {
        const at = pick % reference.length;
        for (const o of others(DIGITS, reference[at] as string)) {
          expect(isValidReference(put(reference, at, o), FI_REFERENCE)).toBe(false);
        }
        // Neighbours of the reference without its check digit: their weights differ by 4, 2 or 6.
        const next = pick % (reference.length - 2);
        const [a, b] = [Number(reference[next]), Number(reference[next + 1])];
        const swapped = swap(reference, next);
        if (a !== b && Math.abs(a - b) !== 5 && swapped[0] !== '0') {
          expect(isValidReference(swapped, FI_REFERENCE)).toBe(false);
        }
      }),
    );
    // What the weights miss: 1601 and 6101 both pass (1 and 6 swapped, weights 1 and 3).
    expect(isValidReference('1601', FI_REFERENCE)).toBe(true);
    expect(isValidReference('6101', FI_REFERENCE)).toBe(true);
  });
});

describe('any string gets an answer, never a crash', () => {
  const anyText = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(...'RF0123456789 +/-.', 'A', 'z', '\u00a0', '\u200b'), maxLength: 40 }),
  );
  it('every function of bank-number/reference', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.constantFrom(...REFERENCE_KINDS), (text, other, kind) => {
        const result = checkReference(text, kind);
        expect(typeof result.valid).toBe('boolean');
        expect(result.valid).toBe(result.errors.length === 0);
        expect(result.breakdown === null).toBe(!result.valid);
        expect(typeof formatReference(text, kind)).toBe('string');
        expect(typeof compactReference(text, kind)).toBe('string');
        expect(typeof creditorReferenceFrom(text, kind).valid).toBe('boolean');
        expect(typeof referenceInCreditorReference(text, kind).valid).toBe('boolean');
        const pair = checkQrBillReference(text, other);
        expect(pair.valid).toBe(pair.errors.length === 0);
      }),
    );
  });
});
