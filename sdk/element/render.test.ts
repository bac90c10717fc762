import { afterEach, expect, test } from 'vitest';
import type { BankNumberInput } from './bank-number-input.ts';
import './define.ts';
import { part } from './test-support/dom.ts';

const sinks: [object, string][] = [
  [Element.prototype, 'innerHTML'],
  [Element.prototype, 'outerHTML'],
  [ShadowRoot.prototype, 'innerHTML'],
];
const saved = sinks.map(([proto, name]) => Object.getOwnPropertyDescriptor(proto, name) as PropertyDescriptor);
const insertAdjacentHTML = Element.prototype.insertAdjacentHTML;

afterEach(() => {
  sinks.forEach(([proto, name], i) => Object.defineProperty(proto, name, saved[i] as PropertyDescriptor));
  Element.prototype.insertAdjacentHTML = insertAdjacentHTML;
  document.body.replaceChildren();
});

test('builds and updates its shadow tree without parsing markup, as a page that enforces Trusted Types requires', async () => {
  // What `require-trusted-types-for 'script'` does to a string given to an HTML sink: a TypeError.
  const refuse = (): never => {
    throw new TypeError('This document requires TrustedHTML assignment.');
  };
  sinks.forEach(([proto, name], i) => Object.defineProperty(proto, name, { ...saved[i], set: refuse }));
  Element.prototype.insertAdjacentHTML = refuse;
  const el = document.createElement('bank-number-input') as BankNumberInput;
  el.label = 'IBAN';
  document.body.append(el);
  await el.updateComplete;
  el.value = 'DE89 3704 0044 0532 0130 00';
  await el.updateComplete;
  expect(part(el, 'status')!.textContent).toBe('Valid');
  expect(part(el, 'breakdown')!.children.length).toBeGreaterThan(0);
  el.value = 'DE89 3704 0044 0532 0130 01';
  await el.updateComplete;
  expect(part(el, 'message')!.textContent).toBe('The check digits do not match the rest of the number.');
  expect(el.shadowRoot!.querySelector('label')!.textContent).toBe('IBAN');
});
