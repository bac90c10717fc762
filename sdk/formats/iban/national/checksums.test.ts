import { describe, expect, it } from 'vitest';
import { alternateSum, endsWithMod97Key, mod97, twoDigits, weightedSum } from './checksums.ts';

describe('checksums', () => {
  it('weightedSum reads one digit per weight, with : as 10', () => {
    expect(weightedSum('XX123', 2, '111')).toBe(6);
    expect(weightedSum('XX123', 2, ':::')).toBe(60);
    expect(weightedSum('PL61109010140000071219812874', 4, '39713971')).toBe(80);
  });

  it('alternateSum counts every other character, from the first, through the table', () => {
    expect(alternateSum('123', 0, 3, 'ABCDEFGHIJ')).toBe(6);
    expect(alternateSum('123', 0, 3, 'BCDEFGHIJK')).toBe(8);
    expect(alternateSum('XAB', 1, 3, 'CDEFGHIJKL')).toBe(3);
    // The Luhn sum of a Finnish BBAN: a multiple of 10.
    expect(alternateSum('FI2112345600000785', 4, 18, 'ACEGIBDFHJ')).toBe(40);
  });

  it('mod97 counts letters as 10–35, or folded to 1–9 for the RIB key', () => {
    expect(mod97('0A', 1, 2)).toBe(10);
    expect(mod97('Z', 0, 1)).toBe(35);
    expect(mod97('1Z', 0, 2)).toBe(135 % 97);
    expect(mod97('Z', 0, 1, true)).toBe(9);
    expect(mod97('S', 0, 1, true)).toBe(2);
    expect(mod97('R', 0, 1, true)).toBe(9);
    expect(mod97('12345678901234567890', 0, 20)).toBe(Number(12345678901234567890n % 97n));
  });

  it('twoDigits and endsWithMod97Key', () => {
    expect(twoDigits('AB07', 2)).toBe(7);
    expect(endsWithMod97Key('TN5910006035183598478831', 97)).toBe(true);
    expect(endsWithMod97Key('TN5910006035183598478831', 98)).toBe(false);
    expect(endsWithMod97Key('PT50000201231234567890154', 98)).toBe(true);
  });
});
