/**
 * Pasted on a page that has loaded no German bank data, a German IBAN whose account number fails its
 * bank code's method ends invalid and is never submitted (typed: german-check-typed.test.ts, a page
 * of its own); once the data is loaded, the refusal is instant.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { inner, mount, paste } from './test-support/dom.ts';
import { REFUSED, refusedOnFreshPage, submits } from './test-support/german-check.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

test('pasted on a fresh page, an IBAN whose account fails its bank method ends invalid, never submitted', async () => {
  await refusedOnFreshPage((el) => paste(el, REFUSED));
});

test('typed once the German data has loaded, the refusal is instant; a right account submits', async () => {
  const el = await mount('<form><bank-number-input name="account" label="IBAN"></bank-number-input></form>');
  inner(el).focus();
  await userEvent.keyboard(REFUSED);
  expect(el.envelope!.result.errors[0]?.code).toBe('BBAN_CHECKSUM_FAILED');
  expect(el.validity.typeMismatch).toBe(true);
  expect(submits(el.form!)).toBe(false);

  el.value = 'DE89 3704 0044 0532 0130 00';
  await vi.waitFor(() => expect(el.matches(':state(valid)')).toBe(true), { timeout: 10_000 });
  expect(submits(el.form!)).toBe(true);
});
