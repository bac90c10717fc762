/**
 * A German IBAN checked before the German bank data has loaded (each test file has a module state
 * of its own, and nothing loads that data here before the validators do): they answer with a
 * promise of the verdict with the account check, which also carries the issue `CHECK_PENDING`, so
 * that no consumer, awaiting or not, takes a number that `validate()` refuses.
 */
import { type } from 'arktype';
import { expect, it } from 'vitest';
import { ibanCheckDigits } from '../formats/iban/registry.ts';
import { de } from '../locales/de.ts';
import { en } from '../locales/en.ts';
import { validate, validateSync } from '../validate.ts';
import { bankNumber, iban } from './index.ts';

/** Account 1234567890 at bank code 10050000, whose method it fails, with the right check digits. */
const REFUSED = `DE${ibanCheckDigits('DE', '100500001234567890')}100500001234567890`;
/** Account 0532013000 at bank code 37040044, which passes its method. */
const PASSES = 'DE89370400440532013000';

it('a German IBAN before the German data: awaited, refused with BBAN_CHECKSUM_FAILED; not awaited, CHECK_PENDING', async () => {
  // Nothing has loaded the German data: the synchronous checks pass the account.
  expect(validateSync(REFUSED).result.valid).toBe(true);
  const schemas = [iban(), bankNumber(), iban({ messages: de, sepa: true })];
  const answers = schemas.map((schema) => schema['~standard'].validate(`IBAN: ${REFUSED.toLowerCase()}`));
  for (const answer of answers) {
    expect(answer).toBeInstanceOf(Promise);
    expect(answer.issues?.map((issue) => issue.code)).toEqual(['CHECK_PENDING']);
  }
  expect(answers[0]!.issues?.[0]?.message).toBe(en.CHECK_PENDING[0]);
  expect(answers[2]!.issues?.[0]?.message).toBe(de.CHECK_PENDING[0]);
  // A consumer that does not await (ArkType) refuses it rather than taking the promise as the value.
  const transfer = type({ iban: iban() });
  const early = transfer({ iban: REFUSED });
  expect(early).toBeInstanceOf(type.errors);
  expect((early as InstanceType<typeof type.errors>).summary).toBe(en.CHECK_PENDING[0]);

  const completed = await Promise.all(answers);
  for (const result of completed) expect(result.issues?.map((issue) => issue.code)).toEqual(['BBAN_CHECKSUM_FAILED']);
  expect(completed[2]!.issues?.[0]?.message).toBe(de.BBAN_CHECKSUM_FAILED[0]);
  expect((await validate(REFUSED)).result.errors.map((error) => error.code)).toEqual(['BBAN_CHECKSUM_FAILED']);

  // Loaded now: every answer comes at once, ArkType's too.
  expect(iban()['~standard'].validate(REFUSED)).not.toBeInstanceOf(Promise);
  expect(iban()['~standard'].validate(REFUSED).issues?.[0]?.code).toBe('BBAN_CHECKSUM_FAILED');
  expect(iban()['~standard'].validate(PASSES)).toEqual({ value: PASSES });
  expect((transfer({ iban: REFUSED }) as InstanceType<typeof type.errors>).summary).toBe(en.BBAN_CHECKSUM_FAILED[0]);
  expect(transfer({ iban: PASSES })).toEqual({ iban: PASSES });
});

it('a number whose verdict no data still to load can change is answered at once, valid or not', () => {
  for (const value of ['GB82 WEST 1234 5698 7654 32', 'DEUTDEFF', '021000021', 'DE89 3704 0044 0532 0130 01']) {
    expect(bankNumber()['~standard'].validate(value), value).not.toBeInstanceOf(Promise);
  }
  // A German IBAN that another rule refuses needs no account check to be refused.
  expect(iban({ countries: ['AT'] })['~standard'].validate(REFUSED)).not.toBeInstanceOf(Promise);
});
