import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { preloadLookups } from '../validate.ts';
import { page, userEvent } from 'vitest/browser';
import { IBAN_REGISTRY_EXAMPLES } from '../../test/vectors/iban.ts';
import { inner, mount, part } from './test-support/dom.ts';

// The German IBANs here stand for any valid number: with the German data loaded, their verdict is
// complete at once (german-check.test.ts: a page that has not loaded it).
beforeAll(() => preloadLookups('iban:DE'));

afterEach(async () => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

/** A page as phones get it: 16px of margin either side, the element as wide as the page. */
async function onPhone(width: number, value: string) {
  await page.viewport(width, 740);
  document.body.setAttribute('style', 'margin:0;padding:0 16px;font-size:14px');
  const el = await mount(`<bank-number-input label="IBAN" value="${value}"></bank-number-input>`);
  const input = inner(el);
  return { el, input, status: part(el, 'status')! };
}

describe('on a phone', () => {
  for (const width of [360, 390]) {
    test(`at ${width}px a whole German IBAN shows at 16px without scrolling, the status below the field`, async () => {
      const { input, status } = await onPhone(width, 'DE89 3704 0044 0532 0130 00');
      expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
      expect(Number.parseFloat(getComputedStyle(input).fontSize)).toBeGreaterThanOrEqual(16);
      expect(input.clientWidth).toBeGreaterThan(0);
      expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
      expect(status.textContent).not.toBe('');
      expect(status.getBoundingClientRect().top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom);
    });
  }

  test('on a wide page the status stays beside the field', async () => {
    const { input, status } = await onPhone(800, 'DE89 3704 0044 0532 0130 00');
    expect(status.getBoundingClientRect().left).toBeGreaterThanOrEqual(input.getBoundingClientRect().right);
    expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
  });

  // The longest IBAN of the registry (Russia's, 33 characters, 41 in groups), and Malta's, the
  // longest of SEPA: 16px text of that many characters is wider than a phone, so the field wraps.
  const longest = Object.values(IBAN_REGISTRY_EXAMPLES).reduce((a, b) => (b.length > a.length ? b : a));
  for (const width of [360, 390]) {
    for (const iban of [longest, IBAN_REGISTRY_EXAMPLES['MT'] as string]) {
      test(`at ${width}px the ${iban.length}-character IBAN ${iban.slice(0, 2)} shows whole at 16px`, async () => {
        const { el, input } = await onPhone(width, iban);
        expect(el.value.replaceAll(' ', '')).toBe(iban);
        expect(Number.parseFloat(getComputedStyle(input).fontSize)).toBeGreaterThanOrEqual(16);
        // Nothing scrolled out of view, either way, and the field fits the page.
        expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
        expect(input.scrollHeight).toBeLessThanOrEqual(input.clientHeight);
        expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(width - 16);
      });
    }
  }

  test('Enter, with or without Shift, never breaks a line in the field that wraps', async () => {
    const { el, input } = await onPhone(360, 'RU03 0445 2522 5408 1781');
    await userEvent.click(input);
    await userEvent.keyboard('{End}{Enter}{Shift>}{Enter}{/Shift}0538');
    await el.updateComplete;
    expect(input.value).toBe('RU03 0445 2522 5408 1781 0538');
  });
});
