/** What every element test needs to put a control on the page and look inside it. */
import { userEvent } from 'vitest/browser';
import type { BankNumberInput } from '../bank-number-input.ts';
import '../define.ts';

/** Replaces the page's body with `markup` and waits for its first `<bank-number-input>` to render. */
export async function mount(markup: string): Promise<BankNumberInput> {
  document.body.innerHTML = markup;
  const el = document.querySelector('bank-number-input')!;
  await el.updateComplete;
  return el;
}

/** The native input inside the control. */
export function inner(el: BankNumberInput): HTMLTextAreaElement {
  return el.shadowRoot!.querySelector('textarea')!;
}

/** The first internal node with the CSS part `name`. */
export function part(el: BankNumberInput, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

/** Copies `text` to the clipboard and pastes it into the field at its caret, with the keyboard, as a person does. */
export async function paste(el: BankNumberInput, text: string): Promise<void> {
  const source = document.body.appendChild(document.createElement('textarea'));
  source.value = text;
  source.select();
  await userEvent.copy();
  source.remove();
  inner(el).focus();
  await userEvent.paste();
  await el.updateComplete;
}
