/**
 * What the tests of a German IBAN on a fresh page share: a page that has loaded no German bank data
 * meets an IBAN whose account number fails its bank code's method (each test file of the browser
 * project is a page of its own, so each such test has a file of its own).
 */
import { expect, vi } from 'vitest';
import { validate, validateSync } from '../../validate.ts';
import type { Envelope } from '../../core/types.ts';
import { GERMAN_ACCOUNT_REFUSED } from '../../../test/vectors/de-refused.ts';
import type { BankNumberInput } from '../bank-number-input.ts';
import { mount, part } from './dom.ts';

/** Account 1234567890 at bank code 10050000, whose method it fails (`DE46…`). */
export const REFUSED = GERMAN_ACCOUNT_REFUSED;

/** Asks the form to submit, through the browser's own validation, and says whether it did. */
export function submits(form: HTMLFormElement): boolean {
  let submitted = false;
  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    submitted = true;
  };
  form.addEventListener('submit', onSubmit);
  form.requestSubmit();
  form.removeEventListener('submit', onSubmit);
  return submitted;
}

/**
 * Puts `REFUSED` into a required field of a form with `enter` (typing or pasting), on a page that has
 * loaded no German data, and checks that the field never calls it valid nor lets the form submit it,
 * and ends invalid with `BBAN_CHECKSUM_FAILED`, the verdict of `validate()`.
 */
export async function refusedOnFreshPage(
  enter: (el: BankNumberInput) => Promise<void>,
  /** A server to ask (`api-base-url`) and the key to send it. */
  remote?: { baseUrl: string; apiKey: string },
): Promise<void> {
  // Nothing has loaded the German data yet: the synchronous checks cannot refuse the account.
  expect(validateSync(REFUSED).result.valid).toBe(true);
  const server = remote ? ` api-base-url="${remote.baseUrl}"` : '';
  const el = await mount(
    `<form><bank-number-input name="account" label="IBAN" required${server}></bank-number-input><button>Pay</button></form>`,
  );
  if (remote) el.apiKey = remote.apiKey;
  const form = el.form!;
  // What the field says of each verdict as it is fired (`submittable`: the form would submit it);
  // the first valid one, instant, comes while the German data loads.
  const verdicts: Array<{ envelope: Envelope; pending: boolean; valid: boolean; submittable: boolean }> = [];
  el.addEventListener('bank-number-validate', (event) =>
    verdicts.push({
      envelope: event.detail,
      pending: el.matches(':state(pending)'),
      valid: el.matches(':state(valid)') || el.validity.valid,
      submittable: el.validity.valid,
    }),
  );

  await enter(el);
  await el.updateComplete;
  expect(el.value).toBe(REFUSED.replace(/(.{4})(?!$)/g, '$1 '));
  expect(REFUSED).toMatch(/^DE46/);
  expect(el.matches(':state(valid)')).toBe(false);
  expect(submits(form)).toBe(false);

  await vi.waitFor(() => expect(el.envelope!.result.errors[0]?.code).toBe('BBAN_CHECKSUM_FAILED'), { timeout: 10_000 });
  await el.updateComplete;
  expect(el.matches(':state(pending)')).toBe(false);
  expect(el.matches(':state(valid)')).toBe(false);
  expect(el.matches(':state(invalid)')).toBe(true);
  expect(el.validity.typeMismatch).toBe(true);
  expect(el.validationMessage).toBe(el.envelope!.result.errors[0]!.message);
  expect(part(el, 'status')!.textContent).toBe('Invalid');
  expect(part(el, 'message')!.textContent).toBe(el.validationMessage);
  expect(submits(form)).toBe(false);
  // The instant verdict came while the German data loaded: the field did not call it valid then,
  // nor would the form submit it; the last verdict fired is the completed one, as validate() gives it.
  await vi.waitFor(() => expect(verdicts.at(-1)!.envelope.result.valid).toBe(false));
  const instant = verdicts.find((verdict) => verdict.envelope.result.valid);
  expect(instant).toMatchObject({ pending: true, valid: false, submittable: false });
  expect(verdicts.filter((verdict) => verdict.valid || verdict.submittable)).toEqual([]);
  expect(verdicts.at(-1)!.envelope.result).toEqual((await validate(REFUSED)).result);
}
