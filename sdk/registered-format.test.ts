/**
 * A format of the test's own, registered once (`registerFormat`), flows through the system as the
 * four of the package do: detection and `validate`, a schema validator, the server's `/validate`
 * over HTTP on loopback with its `format` hint, and the CLI's `validate`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKSUM_FAILED, NOT_NUMERIC, WRONG_LENGTH } from './core/error-catalogue.ts';
import { invalid, valid } from './core/result.ts';
import type { Format, ValidationError, ValidationResult } from './core/types.ts';
import { registerFormat } from './formats/index.ts';
import { bankNumber } from './schema/bank-number.ts';
import type { BankNumberResult } from './schema/schema.ts';
import { detectFormat, validate, validateSync } from './index.ts';

const TEST_NUMBER = 'test-number' as Format;

/** `TST` and seven digits, the last a mod-10 (Luhn) check digit over the six before it. */
function checkTestNumber(normalized: string): ValidationResult {
  const digits = normalized.slice(3);
  const errors: ValidationError[] = [];
  if (!normalized.startsWith('TST') || !/^\d*$/.test(digits)) errors.push(NOT_NUMERIC);
  if (normalized.length !== 10) errors.push(WRONG_LENGTH);
  if (errors.length === 0 && luhn(digits.slice(0, 6)) !== Number(digits[6])) errors.push(CHECKSUM_FAILED);
  return errors.length > 0
    ? invalid(TEST_NUMBER, normalized, errors)
    : valid(TEST_NUMBER, normalized, 'Test Number', ['Prefix', 3, 'Number', 9, 'Check Digit', 10]);
}

/** The Luhn check digit of a string of digits. */
function luhn(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

registerFormat({
  id: TEST_NUMBER,
  detect: (normalized) => /^TST\d{7}$/.test(normalized),
  country: () => null,
  check: checkTestNumber,
  lookupKey: () => null,
});

// 123456 has the Luhn check digit 6.
const GOOD = 'TST1234566';
const BAD = 'TST1234567';

describe('a registered format', () => {
  it('is detected and validated by the SDK, sync and async', async () => {
    expect(luhn('7992739871')).toBe(3);
    expect(detectFormat('tst 1234566')).toBe(TEST_NUMBER);
    const sync = validateSync(GOOD).result;
    expect(sync).toEqual({
      valid: true,
      format: TEST_NUMBER,
      normalized: GOOD,
      errors: [],
      breakdown: {
        formatName: 'Test Number',
        parts: [
          { label: 'Prefix', value: 'TST', start: 0, end: 3 },
          { label: 'Number', value: '123456', start: 3, end: 9 },
          { label: 'Check Digit', value: '6', start: 9, end: 10 },
        ],
      },
      bankInfo: null,
    });
    expect((await validate(GOOD)).result).toEqual(sync);
    expect((await validate(BAD)).result.errors.map((e) => e.code)).toEqual(['CHECKSUM_FAILED']);
    // Too short for detection, but checked under the hint.
    expect(validateSync('TST123').result.errors.map((e) => e.code)).toEqual(['UNKNOWN_FORMAT']);
    expect(validateSync('TST123', { format: TEST_NUMBER }).result.errors.map((e) => e.code)).toEqual(['WRONG_LENGTH']);
    // The four keep their answers.
    expect(detectFormat('DEUTDEFF')).toBe('bic');
    expect(validateSync('123456').result.errors.map((e) => e.code)).toEqual(['AMBIGUOUS_FORMAT']);
  });

  it('is taken by a schema validator that accepts it, and refused by one that does not', () => {
    const ours = bankNumber({ formats: [TEST_NUMBER] })['~standard'];
    expect(ours.validate('tst-1234566')).toEqual({ value: GOOD });
    expect((ours.validate(BAD) as BankNumberResult).issues?.map((i) => i.code)).toEqual(['CHECKSUM_FAILED']);
    const ibans = bankNumber({ formats: ['iban'] })['~standard'];
    expect((ibans.validate(GOOD) as BankNumberResult).issues?.map((i) => i.code)).toEqual(['FORMAT_NOT_ALLOWED']);
  });

  describe('through the server and the CLI', () => {
    // Imported after the registration, as a server started with the format registered would be.
    let server: Awaited<ReturnType<typeof import('./server/test-support/harness.ts')['startTestServer']>>;
    let send: typeof import('./server/test-support/harness.ts')['send'];
    beforeAll(async () => {
      const harness = await import('./server/test-support/harness.ts');
      send = harness.send;
      server = await harness.startTestServer({ network: true });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("answers /validate over HTTP, with the format's hint", async () => {
      const detected = await send(server, `/api/v1/validate?q=${GOOD}`);
      expect(detected.status).toBe(200);
      expect(detected.body.result).toEqual(validateSync(GOOD).result);
      const hinted = await send(server, `/api/v1/validate?q=TST123&format=${TEST_NUMBER}`);
      expect(hinted.status).toBe(200);
      expect(hinted.body.result).toEqual(validateSync('TST123', { format: TEST_NUMBER }).result);
      const posted = await send(server, '/api/v1/validate', {
        method: 'POST',
        body: { input: BAD, format: TEST_NUMBER },
      });
      expect(posted.status).toBe(200);
      expect(posted.body.result.errors.map((e: { code: string }) => e.code)).toEqual(['CHECKSUM_FAILED']);
    });

    it('is validated by the CLI, with its hint', async () => {
      const { main } = await import('./cli/main.ts');
      const out: string[] = [];
      const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        out.push(String(chunk));
        return true;
      });
      try {
        expect(await main(['validate', '--format', TEST_NUMBER, 'TST 123456 6'])).toBe(0);
      } finally {
        write.mockRestore();
      }
      expect(JSON.parse(out.join('')).result).toEqual(validateSync(GOOD).result);
    });
  });
});
