import { describe, expect, it } from 'vitest';
import { detectFormat, detectNormalized } from './detect.ts';
import { normalize } from './core/normalize.ts';

const detect = (s: string) => detectNormalized(normalize(s), s);

describe('detection (docs/contract.md §3, first matching rule wins)', () => {
  it('rule 1: 8 or 11 characters shaped like a BIC', () => {
    expect(detectFormat('DEUTDEFF')).toBe('bic');
    expect(detectFormat('deutdeff500')).toBe('bic');
    expect(detectFormat('1BCDGB2L')).toBe('bic');
    // An 8-character IBAN-shaped string whose positions 5–6 are letters is a BIC by rule 1.
    expect(detectFormat('GB82WEST')).toBe('bic');
  });
  it('rule 2: two letters and two digits is an IBAN, at any length', () => {
    expect(detectFormat('GB82 WEST 1234 5698 7654 32')).toBe('iban');
    expect(detectFormat('DE89')).toBe('iban');
    expect(detectFormat('GB82WEST1')).toBe('iban');
  });
  it('rule 3: nine digits is a US routing number', () => {
    expect(detectFormat('021000021')).toBe('us-routing');
    expect(detectFormat('0210-0002-1')).toBe('us-routing');
  });
  it('rule 4: NN-NN-NN or NN NN NN is a UK sort code', () => {
    expect(detectFormat('12-34-56')).toBe('uk-sort-code');
    expect(detectFormat(' 12 34 56 ')).toBe('uk-sort-code');
    expect(detectFormat('12\u201334\u201356')).toBe('uk-sort-code');
    expect(detect('12-34 56')).toBe('ambiguous');
  });
  it('rule 5: six bare digits are ambiguous', () => {
    expect(detect('123456')).toBe('ambiguous');
    expect(detectFormat('123456')).toBeNull();
  });
  it('rule 6: anything else is unknown', () => {
    expect(detect('hello')).toBe('unknown');
    expect(detect('')).toBe('unknown');
    expect(detect('😀')).toBe('unknown');
    expect(detectFormat('12345')).toBeNull();
  });
  it('does not fold non-ASCII letters into a format', () => {
    expect(detectFormat('\ufb012112345600000785')).toBeNull();
  });
});
