/**
 * Typed on a page that has loaded no German bank data (a test file is a page of its own), a German
 * IBAN whose account number fails its bank code's method ends invalid and is never submitted.
 */
import { test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { inner } from './test-support/dom.ts';
import { REFUSED, refusedOnFreshPage } from './test-support/german-check.ts';

test('typed on a fresh page, an IBAN whose account fails its bank method ends invalid, never submitted', async () => {
  await refusedOnFreshPage(async (el) => {
    inner(el).focus();
    await userEvent.keyboard(REFUSED);
  });
});
