/**
 * 20,000 characters pasted into the field: its height stays bounded, the message about the length
 * shows right below it in the viewport, and the text is kept as pasted, not reformatted.
 */
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { en } from '../locales/en.ts';
import { inner, mount, part, paste } from './test-support/dom.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

for (const [name, text] of [
  // Starts like an IBAN, whose display form would group it in fours.
  ['an IBAN followed by digits', `DE89 3704 0044 0532 0130 00${'9'.repeat(19_973)}`],
  ['text', 'lorem ipsum '.repeat(1_667).slice(0, 20_000)],
] as const) {
  test(`20,000 characters pasted (${name}): the field stays a few lines high, the message shows below it`, async () => {
    await page.viewport(1280, 800);
    const el = await mount('<form><bank-number-input name="account" label="Bank number"></bank-number-input></form>');
    // The empty field is one row high.
    const row = inner(el).getBoundingClientRect().height;
    await paste(el, text);
    expect(text).toHaveLength(20_000);
    // Kept exactly as pasted: beyond the limit nothing is reformatted.
    expect(el.value).toBe(text);
    expect(el.validity.tooLong).toBe(true);
    expect(el.envelope).toBeNull();
    const field = inner(el).getBoundingClientRect();
    expect(field.height).toBeGreaterThan(0);
    expect(field.height).toBeLessThanOrEqual(3 * row);
    expect(el.getBoundingClientRect().height).toBeLessThan(400);
    // The message about the length is there, right below the field and on the screen.
    const message = part(el, 'message')!;
    expect(message.textContent).toBe(en.TOO_LONG[0]);
    const shown = message.getBoundingClientRect();
    expect(shown.top).toBeGreaterThanOrEqual(field.bottom);
    expect(shown.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(el.matches(':state(invalid)')).toBe(true);
  });
}
