import { describe, expect, it } from 'vitest';
import { de } from '../locales/de.ts';
import { BE_STRUCTURED, CH_QR, FI_REFERENCE, RF } from '../references/index.ts';
import { reference } from './index.ts';

describe('reference(kind)', () => {
  it('gives the reference as stored for a valid one, cleaned as the other validators clean', () => {
    expect(reference(RF)['~standard'].validate('rf18 5390 0754 7034')).toEqual({ value: 'RF18539007547034' });
    expect(reference(RF)['~standard'].validate('RF18\u200B5390 0754 7034')).toEqual({ value: 'RF18539007547034' });
    expect(reference(CH_QR)['~standard'].validate('21 00000 00003 13947 14300 09017')).toEqual({
      value: '210000000003139471430009017',
    });
    expect(reference(BE_STRUCTURED)['~standard'].validate('+++123/4567/89002+++')).toEqual({ value: '123456789002' });
    expect(reference(FI_REFERENCE)['~standard'].validate('12 34561')).toEqual({ value: '1234561' });
  });

  it('reports the codes of checkReference, in the catalogue of its language', () => {
    expect(reference(RF)['~standard'].validate('XX18 5390 0754 7034')).toEqual({
      issues: [
        {
          code: 'INVALID_REFERENCE_FORMAT',
          message: 'The reference does not have the structure of this kind of reference.',
          suggestion: 'A creditor reference starts with RF and two check digits.',
        },
      ],
    });
    expect(reference(RF, { messages: de })['~standard'].validate('XX18 5390 0754 7034')).toEqual({
      issues: [
        {
          code: 'INVALID_REFERENCE_FORMAT',
          message: de.INVALID_REFERENCE_FORMAT[0],
          suggestion: de.INVALID_REFERENCE_FORMAT[1],
        },
      ],
    });
    expect(reference(FI_REFERENCE, { messages: de })['~standard'].validate('1234562')).toEqual({
      issues: [{ code: 'CHECKSUM_FAILED', message: de.CHECKSUM_FAILED[0], suggestion: de.CHECKSUM_FAILED[1] }],
    });
    expect(reference(CH_QR)['~standard'].validate('   ')).toMatchObject({ issues: [{ code: 'REQUIRED' }] });
    expect(reference(CH_QR)['~standard'].validate(42)).toMatchObject({ issues: [{ code: 'REQUIRED' }] });
  });

  it('refuses at once a kind that is not one (INVALID_PARAMETER), rather than failing in validate', () => {
    for (const kind of [undefined, null, 'rf']) {
      expect(() => reference(kind as unknown as typeof RF)).toThrow(
        expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'kind' }),
      );
    }
  });

  it('never takes a bank number for a reference, nor names another format', () => {
    const answer = reference(BE_STRUCTURED)['~standard'].validate('BE68 5390 0754 7034');
    expect(answer).toMatchObject({ issues: [{ code: 'NOT_NUMERIC' }, { code: 'WRONG_LENGTH' }] });
  });
});
