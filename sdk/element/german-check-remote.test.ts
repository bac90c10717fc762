/**
 * With a server that refuses the key, on a page that has loaded no German bank data (a test file is
 * a page of its own), a German IBAN whose account number fails its bank code's method still ends
 * invalid and is never submitted: the element completes the verdict locally.
 */
import { expect, inject, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { BankNumberErrorDetail } from './bank-number-input.ts';
import { inner } from './test-support/dom.ts';
import { REFUSED, refusedOnFreshPage } from './test-support/german-check.ts';

test('a server that refuses the key: the IBAN whose account fails its bank method ends invalid', async () => {
  const server = inject('referenceServer');
  const errors: BankNumberErrorDetail[] = [];
  document.addEventListener('bank-number-error', (e) => errors.push((e as CustomEvent<BankNumberErrorDetail>).detail));
  await refusedOnFreshPage(
    async (el) => {
      await userEvent.fill(inner(el), REFUSED);
    },
    { baseUrl: server.url, apiKey: server.unknownKey },
  );
  expect(errors).toEqual([expect.objectContaining({ status: 401, code: 'INVALID_API_KEY' })]);
});
