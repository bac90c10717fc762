import { afterEach, beforeAll, expect, test } from 'vitest';
import { preloadLookups } from '../validate.ts';
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

// The German IBANs here stand for any valid number: with the German data loaded, their verdict is
// complete at once (german-check.test.ts: a page that has not loaded it).
beforeAll(() => preloadLookups('iban:DE'));

afterEach(() => {
  sinks.forEach(([proto, name], i) => Object.defineProperty(proto, name, saved[i] as PropertyDescriptor));
  Element.prototype.insertAdjacentHTML = insertAdjacentHTML;
  document.body.replaceChildren();
});

test(
  'builds and updates its shadow tree without parsing markup, as ' + 'a page that enforces Trusted Types requires',
  async () => {
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
  },
);

test('keeps the blocks under the field in order, and makes the details anew only for a new verdict', async () => {
  const el = document.createElement('bank-number-input') as BankNumberInput;
  document.body.append(el);
  await el.updateComplete;
  const blocks = (): string[] =>
    [...el.shadowRoot!.querySelector('[part="base"]')!.children].map(
      (child) => child.getAttribute('part') ?? child.getAttribute('role') ?? '',
    );
  const shown = async (value: string): Promise<string[]> => {
    el.value = value;
    await el.updateComplete;
    return blocks();
  };
  expect(blocks()).toEqual(['label', 'field', 'status']);
  // An error with a suggestion, one without (a custom message), then one with again.
  expect(await shown('DE89 3704 0044 0532 0130 01')).toEqual([
    'label',
    'field',
    'details',
    'message',
    'suggestion',
    'status',
  ]);
  el.setCustomValidity('Not this account.');
  await el.updateComplete;
  expect(blocks()).toEqual(['label', 'field', 'details', 'message', 'status']);
  expect(part(el, 'message')!.textContent).toBe('Not this account.');
  el.setCustomValidity('');
  expect(await shown('DE89 3704 0044 0532 0130 0')).toEqual([
    'label',
    'field',
    'details',
    'message',
    'suggestion',
    'status',
  ]);
  expect(await shown('DE89 3704 0044 0532 0130 00')).toEqual(['label', 'field', 'details', 'status']);
  const details = part(el, 'details');
  // An update that changes nothing of the verdict keeps the details as they are.
  el.placeholder = 'IBAN';
  await el.updateComplete;
  expect(part(el, 'details')).toBe(details);
  el.noLookup = true;
  await el.updateComplete;
  expect(part(el, 'details')).not.toBe(details);
  expect(part(el, 'bank')).toBeNull();
  expect(await shown('')).toEqual(['label', 'field', 'status']);
});
