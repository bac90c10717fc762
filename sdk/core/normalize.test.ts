import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlank, isSeparator, isWhitespace, normalize, SEPARATOR } from './normalize.ts';

describe('normalize (docs/contract.md §2)', () => {
  it('removes whitespace, hyphens, dashes and dots, and uppercases ASCII', () => {
    expect(normalize('gb82 west-1234.5698\t7654\u00a032')).toBe('GB82WEST12345698765432');
    expect(normalize('12\u201034\u201356\u2212')).toBe('123456');
    expect(normalize('\u3000de89\u2003\u202f3704\ufeff')).toBe('DE893704');
    expect(normalize('\u0085a\u2028b\u2029')).toBe('AB');
  });

  it('folds no character but ASCII a–z', () => {
    expect(normalize('ß')).toBe('ß');
    expect(normalize('\ufb01')).toBe('\ufb01');
    expect(normalize('ı')).toBe('ı');
    expect(normalize('é')).toBe('é');
    expect(normalize('１２')).toBe('１２');
  });

  it('keeps other characters in place', () => {
    expect(normalize('12/34+56')).toBe('12/34+56');
    expect(normalize('a_b')).toBe('A_B');
  });

  it('agrees with a plain regular-expression reference on any string', () => {
    const reference = (s: string) =>
      s.replace(/[\s\u0085\-\u2010-\u2015\u2212.]/g, '').replace(/[a-z]/g, (c) => c.toUpperCase());
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        expect(normalize(s)).toBe(reference(s));
      }),
      { numRuns: 3000 },
    );
  });

  it('removes exactly whitespace, the hyphens and dashes and the dot, over every UTF-16 code unit', () => {
    for (let c = 0; c < 0x10000; c++) {
      const dash = c === 45 || (c >= 0x2010 && c <= 0x2015) || c === 0x2212;
      expect(isSeparator(c), `U+${c.toString(16)}`).toBe(isWhitespace(c) || dash || c === 46);
      expect(SEPARATOR.test(String.fromCharCode(c)), `U+${c.toString(16)}`).toBe(isSeparator(c));
      // normalize removes runs of them with an expression of its own.
      expect(normalize(`A${String.fromCharCode(c, c)}B`) === 'AB', `U+${c.toString(16)}`).toBe(isSeparator(c));
    }
  });

  it('keeps an input in electronic form as it is, and folds lower case around other characters', () => {
    const s = 'DE89370400440532013000';
    expect(normalize(s)).toBe(s);
    expect(normalize('de89 ß')).toBe('DE89ß');
    expect(normalize('\u2010x\u00e9y')).toBe('X\u00e9Y');
  });

  it('tells blank input', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      expect(isBlank(`${ch}\u3000${ch}`), `U+${c.toString(16)}`).toBe(isWhitespace(c));
    }
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\n\u00a0\u3000')).toBe(true);
    expect(isBlank(' - ')).toBe(false);
  });
});
