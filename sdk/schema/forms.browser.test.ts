/**
 * The form recipes of docs/forms.md in real Chromium: the page's own components, built with React,
 * react-hook-form and TanStack Form, typed into and submitted as a person does.
 */
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';

type Form = (props: { onSave: (value: unknown) => void }) => ReactElement;

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

/** A section's code block of docs/forms.md, served as a module by the test-support plugin. */
async function recipe(heading: string, name: string): Promise<Form> {
  const url = `/@forms-doc/${encodeURIComponent(heading)}.tsx`;
  const module = (await import(/* @vite-ignore */ url)) as Record<string, Form>;
  return module[name] as Form;
}

/** Renders a form of the page; `saved` collects what it submits. */
async function render(form: Form): Promise<unknown[]> {
  const saved: unknown[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(createElement(form, { onSave: (value) => saved.push(value) }));
  await expect.poll(() => document.querySelector('button')).not.toBeNull();
  return saved;
}

const field = (name: string): HTMLInputElement =>
  document.querySelectorAll('input')[name === 'bic' ? 1 : 0] as HTMLInputElement;
const alerts = (): string[] => [...document.querySelectorAll('[role="alert"]')].map((p) => p.textContent ?? '');

describe('docs/forms.md in Chromium', () => {
  test(
    'react-hook-form: a pasted IBAN with its label is submitted in electronic form; ' + 'a wrong one shows the message',
    async () => {
      const saved = await render(await recipe('react-hook-form', 'PayeeForm'));
      await userEvent.fill(field('iban'), 'DE89 3704 0044 0532 0130 01');
      await userEvent.fill(field('bic'), 'deut de ff');
      await userEvent.click(document.querySelector('button')!);
      await expect
        .poll(alerts)
        .toEqual([expect.stringContaining('The check digits do not match the rest of the number.')]);
      expect(saved).toEqual([]);
      await userEvent.fill(field('iban'), 'IBAN: DE89\u200b3704 0044 0532 0130 00');
      await userEvent.click(document.querySelector('button')!);
      await expect.poll(() => saved).toEqual([{ iban: 'DE89370400440532013000', bic: 'DEUTDEFF' }]);
      expect(alerts()).toEqual([]);
    },
  );

  test(
    'react-hook-form with the element: registered, it submits the number in electronic form, ' +
      'and an invalid one is refused with its message shown once',
    async () => {
      const saved = await render(await recipe('react-hook-form with the element', 'ElementPayeeForm'));
      const element = document.querySelector('bank-number-input') as HTMLElement & { updateComplete: Promise<boolean> };
      await expect.poll(() => element.shadowRoot?.querySelector('textarea')).toBeTruthy();
      const inner = element.shadowRoot!.querySelector('textarea')!;
      await userEvent.fill(inner, 'DE89 3704 0044 0532 0130 01');
      await userEvent.click(document.querySelector('button')!);
      await element.updateComplete;
      expect(saved).toEqual([]);
      // The message shows once: under the element, and nowhere in the form's own markup.
      const message = 'The check digits do not match the rest of the number.';
      expect(element.shadowRoot!.textContent).toContain(message);
      expect(document.body.textContent).not.toContain(message);
      await userEvent.fill(inner, 'DE89 3704 0044 0532 0130 00');
      // Valid for the form once the German account check has run (the page may still be loading its data).
      await expect.poll(() => element.matches(':state(valid)'), { timeout: 10_000 }).toBe(true);
      await userEvent.click(document.querySelector('button')!);
      await expect.poll(() => saved).toEqual([{ iban: 'DE89370400440532013000' }]);
    },
  );

  test(
    'TanStack Form: the field shows the issue in German while typing, ' + 'and the form submits once it is valid',
    async () => {
      const saved = await render(await recipe('TanStack Form', 'IbanForm'));
      await userEvent.fill(field('iban'), 'DE89 3704 0044 0532 0130 01');
      await expect.poll(alerts).toEqual(['Die Prüfziffern passen nicht zum Rest der Nummer.']);
      await userEvent.click(document.querySelector('button')!);
      expect(saved).toEqual([]);
      await userEvent.fill(field('iban'), 'IBAN: DE89 3704 0044 0532 0130 00');
      await expect.poll(alerts).toEqual([]);
      await userEvent.click(document.querySelector('button')!);
      await expect.poll(() => saved).toEqual([{ iban: 'IBAN: DE89 3704 0044 0532 0130 00' }]);
    },
  );
});
