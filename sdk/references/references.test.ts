import { describe, expect, it } from 'vitest';
import { ESR_PADDED, PUBLISHED, PYTHON_STDNUM, vectorCounts } from '../../test/vectors/references.ts';
import type { KindId } from '../../test/vectors/references.ts';
import { NOT_QR_IBANS, QR_IBANS } from '../../test/vectors/iban-qr.ts';
import { isValidIban } from '../formats/iban/index.ts';
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
  generateReference,
  generateReferences,
  isValidReference,
  referenceInCreditorReference,
  referenceKind,
} from './index.ts';
import { mod97, recursiveMod10, weights731 } from './checksums.ts';

const kindOf = (id: KindId) => referenceKind(id) ?? expect.unreachable(`no kind ${id}`);

describe('the published examples', () => {
  it('has examples of every kind', () => {
    expect(Object.keys(PUBLISHED).sort()).toEqual(REFERENCE_KINDS.map((kind) => kind.id).sort());
    expect(vectorCounts()).toEqual({
      rf: { published: 2, pythonStdnum: 103 },
      'ch-qr': { published: 1, pythonStdnum: 17 },
      'be-structured': { published: 2, pythonStdnum: 2 },
      'fi-reference': { published: 2, pythonStdnum: 0 },
    });
  });

  for (const [id, examples] of Object.entries(PUBLISHED) as [KindId, (typeof PUBLISHED)[KindId]][]) {
    it(`passes the ${examples.length} published example(s) of ${id}, printed as published`, () => {
      const kind = kindOf(id);
      for (const { printed, normalized } of examples) {
        const result = checkReference(printed, kind);
        expect(result, printed).toMatchObject({ valid: true, kind: id, normalized, errors: [] });
        expect(result.breakdown?.parts.map((part) => part.value).join('')).toBe(normalized);
        expect(isValidReference(normalized, kind)).toBe(true);
        expect(compactReference(printed, kind)).toBe(normalized);
      }
      // The print form of the first example is the one its publisher prints.
      const first = examples[0] as (typeof examples)[number];
      expect(formatReference(first.normalized, kind)).toBe(first.printed);
    });
  }

  it('computes the published check digits from the published bases', () => {
    expect(RF.complete('2348231')).toBe('RF712348231');
    expect(RF.complete('539007547034')).toBe('RF18539007547034');
    expect(CH_QR.complete('21000000000313947143000901')).toBe('210000000003139471430009017');
    expect(BE_STRUCTURED.complete('1234567890')).toBe('123456789002');
    expect(FI_REFERENCE.complete('123456')).toBe('1234561');
    // Annex B of ISO 11649: 2348231 RF00 → 2348231271500, remainder 27, check digits 98 − 27 = 71.
    expect(mod97('2348231RF00')).toBe(27);
    expect(recursiveMod10('21000000000313947143000901')).toBe(7);
    expect(weights731('123456')).toBe(1);
  });
});

describe('the vectors of python-stdnum', () => {
  const answer = (input: string, id: KindId) => {
    const result = checkReference(input, kindOf(id));
    return result.valid ? 'valid' : (result.errors[0]?.code as string);
  };
  const STDNUM_CODES = {
    valid: 'valid',
    InvalidChecksum: 'CHECKSUM_FAILED',
    InvalidLength: 'WRONG_LENGTH',
    InvalidFormat: null,
  } as const;

  for (const [id, vectors] of Object.entries(PYTHON_STDNUM) as [KindId, (typeof PYTHON_STDNUM)['rf']][]) {
    it(`answers the ${vectors.length} vectors of ${id} as python-stdnum does, or as noted`, () => {
      for (const { input, stdnum, ours } of vectors) {
        const got = answer(input, id);
        if (ours !== undefined) expect(got, `${input}: ${ours.why}`).toBe(ours.answer);
        else if (STDNUM_CODES[stdnum] === null) expect(got, input).not.toBe('valid');
        else expect(got, input).toBe(STDNUM_CODES[stdnum]);
      }
    });
  }

  it('takes the shorter ISR references once their leading zeros are written', () => {
    for (const reference of ESR_PADDED) expect(isValidReference(reference, CH_QR), reference).toBe(true);
  });
});

describe('checkReference', () => {
  it('answers in the envelope style, with the codes of the catalogues', () => {
    expect(checkReference('RF17 5390 0754 7034', RF)).toEqual({
      valid: false,
      kind: 'rf',
      normalized: 'RF17539007547034',
      errors: [
        {
          code: 'CHECKSUM_FAILED',
          message: 'The check digits do not match the rest of the number.',
          suggestion: 'Check each character for a typo or two swapped neighbours.',
        },
      ],
      breakdown: null,
    });
    expect(checkReference('+++123/4567/89002+++', BE_STRUCTURED).breakdown).toEqual({
      formatName: 'Belgian Structured Communication',
      parts: [
        { label: 'Reference', value: '1234567890', start: 0, end: 10 },
        { label: 'Check Digits', value: '02', start: 10, end: 12 },
      ],
    });
  });

  it.each([
    ['RF', RF, ['WRONG_LENGTH', 'INVALID_REFERENCE_FORMAT']],
    ['XX18539007547034', RF, ['INVALID_REFERENCE_FORMAT']],
    ['RFAB539007547034', RF, ['INVALID_REFERENCE_FORMAT']],
    ['RF18 5390 0754 7034 5390 0754 70', RF, ['WRONG_LENGTH']],
    ['RF18_5390', RF, ['INVALID_CHARACTERS']],
    ['RF01 0', RF, ['CHECKSUM_FAILED']],
    ['', RF, ['WRONG_LENGTH', 'INVALID_REFERENCE_FORMAT']],
    ['2100000000031394714300090', CH_QR, ['WRONG_LENGTH']],
    ['21000000000313947143000901A', CH_QR, ['NOT_NUMERIC']],
    ['', CH_QR, ['NOT_NUMERIC', 'WRONG_LENGTH']],
    ['+++123/4567/89003+++', BE_STRUCTURED, ['CHECKSUM_FAILED']],
    ['+++123/4567/8900+++', BE_STRUCTURED, ['WRONG_LENGTH']],
    ['RF1853900754', BE_STRUCTURED, ['NOT_NUMERIC']],
    ['1234562', FI_REFERENCE, ['CHECKSUM_FAILED']],
    ['123', FI_REFERENCE, ['WRONG_LENGTH']],
    ['0000', FI_REFERENCE, ['WRONG_LENGTH']],
    ['123456789012345678901', FI_REFERENCE, ['WRONG_LENGTH']],
    ['12A4561', FI_REFERENCE, ['NOT_NUMERIC']],
  ])('%j as %s: %j', (input, kind, codes) => {
    const result = checkReference(input, kind);
    expect(result.valid).toBe(false);
    expect(result.errors.map((error) => error.code)).toEqual(codes);
  });

  it('checks the Belgian check digits 97 where the remainder is 0', () => {
    // 97 × 10309278 = 999999966: its remainder is 0, so its check digits are 97.
    expect(BE_STRUCTURED.complete('0999999966')).toBe('099999996697');
    expect(isValidReference('+++099/9999/96697+++', BE_STRUCTURED)).toBe(true);
    expect(isValidReference('+++099/9999/96600+++', BE_STRUCTURED)).toBe(false);
  });

  it('answers anything but a string as the empty string, never throwing', () => {
    for (const kind of REFERENCE_KINDS) {
      for (const value of [undefined, null, 42, {}, ['RF18539007547034']]) {
        const result = checkReference(value as unknown as string, kind);
        expect(result.valid).toBe(false);
        expect(result.normalized).toBe('');
      }
    }
  });
});

describe('a kind that is not one', () => {
  it('is refused with INVALID_PARAMETER for the parameter kind, by every function that takes one', () => {
    for (const kind of [undefined, null, 'rf', {}, { id: 'rf' }]) {
      const bad = kind as unknown as typeof RF;
      const refused = { code: 'INVALID_PARAMETER', parameter: 'kind' };
      expect(() => checkReference('RF18539007547034', bad)).toThrow(expect.objectContaining(refused));
      expect(() => isValidReference('RF18539007547034', bad)).toThrow(expect.objectContaining(refused));
      expect(() => formatReference('RF18539007547034', bad)).toThrow(expect.objectContaining(refused));
      expect(() => compactReference('RF18539007547034', bad)).toThrow(expect.objectContaining(refused));
      expect(() => generateReferences({ kind: bad, seed: 1, count: 1 })).toThrow(expect.objectContaining(refused));
      expect(() => referenceInCreditorReference('RF18539007547034', bad)).toThrow(expect.objectContaining(refused));
      if (kind !== undefined) {
        expect(() => creditorReferenceFrom('1234561', bad)).toThrow(expect.objectContaining(refused));
      }
    }
  });
});

describe('creditorReferenceFrom and referenceInCreditorReference', () => {
  it('makes the RF form of a reference, and finds the reference in it again', () => {
    expect(creditorReferenceFrom('5390 0754 7034').normalized).toBe('RF18539007547034');
    expect(creditorReferenceFrom('2348231').normalized).toBe('RF712348231');
    const finnish = creditorReferenceFrom('12 34561', FI_REFERENCE);
    expect(finnish).toMatchObject({ valid: true, kind: 'rf', normalized: 'RF341234561' });
    expect(formatReference(finnish.normalized, RF)).toBe('RF34 1234 561');
    expect(referenceInCreditorReference('RF34 1234 561', FI_REFERENCE)).toMatchObject({
      valid: true,
      kind: 'fi-reference',
      normalized: '1234561',
    });
    expect(creditorReferenceFrom('+++123/4567/89002+++', BE_STRUCTURED).normalized).toBe('RF79123456789002');
  });

  it('answers a reference it cannot hold, and a national one that fails, without throwing', () => {
    expect(creditorReferenceFrom('1234562', FI_REFERENCE)).toMatchObject({ valid: false, kind: 'fi-reference' });
    expect(creditorReferenceFrom('21 00000 00003 13947 14300 09017', CH_QR).errors.map((e) => e.code)).toEqual([
      'WRONG_LENGTH',
    ]);
    expect(creditorReferenceFrom('').errors.map((e) => e.code)).toEqual(['WRONG_LENGTH']);
    expect(creditorReferenceFrom('ABC_1').errors.map((e) => e.code)).toEqual(['INVALID_CHARACTERS']);
    expect(referenceInCreditorReference('RF35 1234 561', FI_REFERENCE)).toMatchObject({ valid: false, kind: 'rf' });
    expect(referenceInCreditorReference('RF18 5390 0754 7034', FI_REFERENCE)).toMatchObject({
      valid: false,
      kind: 'fi-reference',
    });
  });
});

describe('generateReference', () => {
  it('is repeatable: the same seed, the same references; a longer list starts with the shorter', () => {
    for (const kind of REFERENCE_KINDS) {
      const five = generateReferences({ kind, seed: 'demo', count: 5 });
      expect(generateReferences({ kind, seed: 'demo', count: 5 })).toEqual(five);
      expect(generateReferences({ kind, seed: 'demo', count: 2 })).toEqual(five.slice(0, 2));
      expect(generateReference({ kind, seed: 'demo' })).toBe(five[0]);
      expect(new Set(five).size).toBe(5);
    }
    expect(generateReferences({ kind: RF, seed: 1, count: 3 })).toEqual([
      'RF524TQKW8KEM7AHUUDY7S',
      'RF56P4YSVM',
      'RF8729Z2',
    ]);
  });

  it('refuses a bad seed or count as the other generators do', () => {
    expect(() => generateReferences({ kind: RF, seed: 1, count: 0 })).toThrow(/count/);
    expect(() => generateReference({ kind: RF, seed: 'x'.repeat(129) })).toThrow(/seed/);
  });
});

describe('checkQrBillReference', () => {
  const QR_REFERENCE = '21 00000 00003 13947 14300 09017';
  const IBAN = 'CH93 0076 2011 6238 5295 7';
  const codes = (iban: string, reference: string) =>
    checkQrBillReference(iban, reference).errors.map((error) => error.code);

  it('takes a QR-IBAN with a QR reference, and nothing else', () => {
    for (const qrIban of QR_IBANS) {
      expect(checkQrBillReference(qrIban, QR_REFERENCE), qrIban).toEqual({
        valid: true,
        referenceType: 'QRR',
        errors: [],
      });
      expect(codes(qrIban, 'RF18 5390 0754 7034')).toEqual(['QR_REFERENCE_REQUIRED']);
      expect(codes(qrIban, '')).toEqual(['QR_REFERENCE_REQUIRED']);
    }
  });

  it('takes any other IBAN with a creditor reference or none, never with a QR reference', () => {
    const others = NOT_QR_IBANS.filter((iban) => isValidIban(iban));
    expect(others.length).toBeGreaterThan(5);
    for (const iban of others) {
      expect(checkQrBillReference(iban, 'RF18 5390 0754 7034'), iban).toEqual({
        valid: true,
        referenceType: 'SCOR',
        errors: [],
      });
      expect(checkQrBillReference(iban, ' ')).toEqual({ valid: true, referenceType: 'NON', errors: [] });
      expect(codes(iban, QR_REFERENCE)).toEqual(['QR_IBAN_REQUIRED']);
    }
  });

  it('reports the errors of the IBAN and of the reference, and no pairing without both', () => {
    expect(codes('CH4531999123000889012', QR_REFERENCE)).toEqual(['CHECKSUM_FAILED']);
    expect(codes(IBAN, '21 00000 00003 13947 14300 09016')).toEqual(['CHECKSUM_FAILED']);
    expect(checkQrBillReference(IBAN, 'RF17 5390 0754 7034')).toMatchObject({ valid: false, referenceType: null });
    expect(checkQrBillReference(undefined as unknown as string, null as unknown as string).valid).toBe(false);
  });
});
