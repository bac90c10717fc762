import { afterEach, beforeAll, expect, test } from 'vitest';
import { preloadLookups } from '../validate.ts';
import { userEvent } from 'vitest/browser';
import { inner, mount, part } from './test-support/dom.ts';

// The German IBANs here stand for any valid number: with the German data loaded, their verdict is
// complete at once (german-check.test.ts: a page that has not loaded it).
beforeAll(() => preloadLookups('iban:DE'));

afterEach(() => {
  document.body.innerHTML = '';
});

test('shows a saved IBAN masked, reveals it on focus and masks it again on leaving', async () => {
  const el = await mount(
    '<form><bank-number-input name="iban" masked value="DE89370400440532013000"></bank-number-input>' +
      '<button>next</button></form>',
  );
  expect(inner(el).value).toBe('DE89 •••• •••• •••• ••30 00');
  expect(part(el, 'breakdown')).toBeNull();
  expect(part(el, 'bank')).toBeNull();
  // The value and what the form submits stay the whole number.
  expect(el.value).toBe('DE89 3704 0044 0532 0130 00');
  expect(new FormData(el.form!).get('iban')).toBe('DE89370400440532013000');
  expect(el.matches(':state(valid)')).toBe(true);

  await userEvent.click(inner(el));
  await el.updateComplete;
  expect(inner(el).value).toBe('DE89 3704 0044 0532 0130 00');
  expect(part(el, 'breakdown')).not.toBeNull();

  // The masked and the whole number have the same length: the caret stays where the click put it.
  await userEvent.keyboard('{End}{Backspace}1');
  await el.updateComplete;
  expect(el.value).toBe('DE89 3704 0044 0532 0130 01');

  await userEvent.click(el.form!.querySelector('button')!);
  await el.updateComplete;
  // Invalid now: shown as typed, with its error.
  expect(inner(el).value).toBe('DE89 3704 0044 0532 0130 01');

  inner(el).focus();
  await userEvent.keyboard('{Backspace}0');
  inner(el).blur();
  await el.updateComplete;
  expect(inner(el).value).toBe('DE89 •••• •••• •••• ••30 00');
});

test('masks only valid IBANs, and only with the attribute', async () => {
  const el = await mount('<bank-number-input masked value="DEUTDEFF500"></bank-number-input>');
  expect(inner(el).value).toBe('DEUTDEFF500');
  el.value = 'GB82 WEST 1234 5698 7654 32';
  await el.updateComplete;
  expect(inner(el).value).toBe('GB82 •••• •••• •••• ••54 32');
  el.masked = false;
  await el.updateComplete;
  expect(el.hasAttribute('masked')).toBe(false);
  expect(inner(el).value).toBe('GB82 WEST 1234 5698 7654 32');
  expect(part(el, 'breakdown')).not.toBeNull();
});
