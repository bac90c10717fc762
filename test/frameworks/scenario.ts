/**
 * What a person does with a payment form built in a framework, step by step, and what the form
 * must do: the same steps for React, Vue and Svelte, on the recipes of docs/forms.md.
 */
import { expect, vi } from 'vitest';
import type { Mock } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { BankNumberInput } from '../../sdk/element/bank-number-input.ts';

const GERMAN = 'DE89370400440532013000';
const SAVED = 'GB82WEST12345698765432';

/** The page's one `<bank-number-input>`, once rendered. */
async function field(): Promise<BankNumberInput> {
  const el = await vi.waitFor(() => {
    const found = document.querySelector('bank-number-input');
    if (found === null) throw new Error('no <bank-number-input> on the page yet');
    return found;
  });
  await el.updateComplete;
  return el;
}

function button(text: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === text);
  if (found === undefined) throw new Error(`no button "${text}"`);
  return found;
}

/** Replaces the field's text by typing, as a person does: select all, then type. */
async function retype(el: BankNumberInput, text: string): Promise<void> {
  el.shadowRoot!.querySelector('textarea')!.focus();
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.keyboard(text);
  await el.updateComplete;
}

/** Clicks Pay and lets the framework's handler run. */
async function pay(): Promise<void> {
  await userEvent.click(button('Pay'));
}

function status(): string {
  return document.querySelector('[role="status"]:not(bank-number-input *)')?.textContent ?? '';
}

/**
 * An uncontrolled form (`name`, `formats="iban"`, `required`): the number reaches the submit handler
 * through FormData.
 */
export async function uncontrolledForm(onPay: Mock): Promise<void> {
  const el = await field();
  await pay();
  expect(onPay).not.toHaveBeenCalled();
  expect(el.validity.valueMissing).toBe(true);
  await el.updateComplete;
  expect(el.matches(':state(invalid)')).toBe(true);

  // A routing number: the form takes IBANs only, so the field says it does not take this kind of number.
  await retype(el, '021000021');
  expect(el.validity.patternMismatch).toBe(true);
  await pay();
  expect(onPay).not.toHaveBeenCalled();

  await retype(el, 'de89 3704 0044 0532 0130 00');
  expect(el.value).toBe('DE89 3704 0044 0532 0130 00');
  // Valid for the form once the German account check, which loads with the German data, has run.
  await vi.waitFor(() => expect(el.validity.valid).toBe(true), { timeout: 10_000 });
  await pay();
  expect(onPay).toHaveBeenCalledTimes(1);
  expect(onPay).toHaveBeenLastCalledWith(GERMAN);

  await userEvent.click(button('Clear'));
  await el.updateComplete;
  expect(el.value).toBe('');
  expect(el.validity.valueMissing).toBe(true);
  expect(el.matches(':state(invalid)')).toBe(false);
}

/**
 * A form that keeps the text in the framework's state (`value` and `input`) and the verdict from
 * `bank-number-validate`; its "Use my saved account" button sets the state to `SAVED`.
 */
export async function boundForm(onPay: Mock): Promise<void> {
  const el = await field();
  expect(el.value).toBe('');
  await pay();
  expect(onPay).not.toHaveBeenCalled();
  expect(el.validity.valueMissing).toBe(true);

  // A typo: the check digits do not match, the form will not submit.
  await retype(el, 'de89370400440532013001');
  expect(el.value).toBe('DE89 3704 0044 0532 0130 01');
  expect(el.validity.typeMismatch).toBe(true);
  await vi.waitFor(() => expect(status()).toBe(''));
  await pay();
  expect(onPay).not.toHaveBeenCalled();

  // An edit inside the number: the framework's render keeps the caret where the person types.
  const input = el.shadowRoot!.querySelector('textarea')!;
  input.setSelectionRange(7, 7);
  await userEvent.keyboard('{Backspace}');
  expect(el.value).toBe('DE89 3040 0440 5320 1300 1');
  expect(input.selectionStart).toBe(6);
  await userEvent.keyboard('7');
  await el.updateComplete;
  expect(el.value).toBe('DE89 3704 0044 0532 0130 01');
  expect(input.selectionStart).toBe(7);

  // Corrected: the state has the verdict and, once looked up, the bank.
  input.setSelectionRange(input.value.length, input.value.length);
  await userEvent.keyboard('{Backspace}0');
  expect(el.value).toBe('DE89 3704 0044 0532 0130 00');
  await vi.waitFor(() => expect(el.validity.valid).toBe(true), { timeout: 10_000 });
  await vi.waitFor(() => expect(status()).toBe('Commerzbank'));
  await pay();
  expect(onPay).toHaveBeenLastCalledWith(GERMAN);

  // The state drives the element: the saved account is shown grouped, validated, and submitted.
  await userEvent.click(button('Use my saved account'));
  await vi.waitFor(() => expect(el.value).toBe('GB82 WEST 1234 5698 7654 32'));
  await vi.waitFor(() => expect(status()).not.toBe(''));
  expect(el.validity.valid).toBe(true);
  await pay();
  expect(onPay).toHaveBeenLastCalledWith(SAVED);

  // Reset empties the field and the state alike; the field is quiet again.
  await userEvent.click(button('Clear'));
  await vi.waitFor(() => expect(status()).toBe(''));
  await el.updateComplete;
  expect(el.value).toBe('');
  expect(el.validity.valueMissing).toBe(true);
  expect(el.matches(':state(invalid)')).toBe(false);

  // And the form works on from there.
  await retype(el, '021000021');
  await vi.waitFor(() => expect(status()).not.toBe(''));
  await pay();
  expect(onPay).toHaveBeenLastCalledWith('021000021');
  expect(onPay).toHaveBeenCalledTimes(3);
}

export { SAVED };
