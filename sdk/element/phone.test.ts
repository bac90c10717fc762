import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { inner, mount, part } from './test-support/dom.ts';

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

  test('a Maltese IBAN, the widest the field meets: measured at 390px', async () => {
    const { input } = await onPhone(390, 'MT84 MALT 0110 0001 2345 MTLC AST0 01S');
    // 38 characters at 16px need more than a 390px phone leaves: the field scrolls, and says so here.
    console.info(`Maltese IBAN at 390px: scrollWidth ${input.scrollWidth}, clientWidth ${input.clientWidth}`);
    expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
  });
});
