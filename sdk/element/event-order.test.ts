import { afterEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Envelope } from '../core/types.ts';
import { inner, mount } from './test-support/dom.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('event order', () => {
  test(
    "each keystroke's input reaches the host and the window before " + 'its verdict, with value already new',
    async () => {
      const el = await mount('<form><bank-number-input label="Bank number"></bank-number-input></form>');
      const heard: string[] = [];
      const atWindow = (): void => {
        heard.push(`window ${el.value}`);
      };
      el.addEventListener('input', () => heard.push(`input ${el.value}`));
      el.addEventListener('bank-number-validate', (e) =>
        heard.push(`verdict ${e.detail.result.normalized} ${el.value}`),
      );
      window.addEventListener('input', atWindow);
      try {
        inner(el).focus();
        await userEvent.keyboard('gb82w');
      } finally {
        window.removeEventListener('input', atWindow);
      }
      expect(heard).toEqual([
        'input g',
        'window g',
        'verdict G g',
        'input gb',
        'window gb',
        'verdict GB gb',
        'input gb8',
        'window gb8',
        'verdict GB8 gb8',
        'input GB82',
        'window GB82',
        'verdict GB82 GB82',
        'input GB82 W',
        'window GB82 W',
        'verdict GB82W GB82 W',
      ]);
    },
  );

  test('a binding that renders from a verdict listener has taken the new text in, and keeps it', async () => {
    const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
    let bound = '';
    // As a framework's two-way binding: the input listener updates the state, and a render that a
    // verdict listener causes writes the state back into the element when the two differ.
    el.addEventListener('input', () => {
      bound = el.value;
    });
    el.addEventListener('bank-number-validate', () => {
      if (el.value !== bound) el.value = bound;
    });
    inner(el).focus();
    await userEvent.keyboard('gb82west');
    await el.updateComplete;
    expect(inner(el).value).toBe('GB82 WEST');
  });

  test('an input event stopped on its way still brings its verdict, in the next task', async () => {
    const el = await mount('<bank-number-input no-lookup label="Bank number"></bank-number-input>');
    const verdicts: string[] = [];
    const heard: number[] = [];
    el.addEventListener('input', (e) => {
      e.stopPropagation();
      heard.push(verdicts.length);
      // Nothing comes while the event is still being dispatched, microtasks included.
      queueMicrotask(() => heard.push(verdicts.length));
    });
    el.addEventListener('bank-number-validate', (e) => verdicts.push(e.detail.result.normalized));
    inner(el).focus();
    await userEvent.keyboard('0');
    await expect.poll(() => verdicts).toEqual(['0']);
    expect(heard).toEqual([0, 0]);
    await userEvent.keyboard('21000021');
    await expect.poll(() => verdicts.at(-1)).toBe('021000021');
    // A keystroke that comes before the verdict of the one before may make it stale; none comes twice.
    expect(new Set(verdicts).size).toBe(verdicts.length);
  });
});

describe('a value set to the text shown', () => {
  test('changes nothing: no verdict event, the same envelope, however the text is written', async () => {
    const el = await mount('<bank-number-input no-lookup label="IBAN"></bank-number-input>');
    el.value = 'gb82west12345698765432';
    await el.updateComplete;
    const shown = el.envelope;
    const events: Envelope[] = [];
    el.addEventListener('bank-number-validate', (e) => events.push(e.detail));
    for (const text of ['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432', 'gb82 west 1234 5698 7654 32']) {
      el.value = text;
      expect(el.value).toBe('GB82 WEST 1234 5698 7654 32');
      expect(el.envelope).toBe(shown);
    }
    await el.updateComplete;
    expect(events).toEqual([]);
    el.value = 'GB82 WEST 1234 5698 7654 33';
    await el.updateComplete;
    expect(events.map((e) => e.result.valid)).toEqual([false]);
  });

  test('so a binding that writes back the ungrouped text it set on every verdict gets one verdict', async () => {
    const el = await mount('<bank-number-input no-lookup label="IBAN"></bank-number-input>');
    const bound = 'GB82WEST12345698765432';
    let verdicts = 0;
    el.addEventListener('bank-number-validate', () => {
      verdicts += 1;
      // Vue's v-model renders after the verdict changed its state, and writes its text back when it
      // differs from the element's value (a bound of 5 keeps a regression from looping forever).
      if (verdicts < 5 && el.value !== bound) el.value = bound;
    });
    el.value = bound;
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve));
    expect(el.value).toBe('GB82 WEST 1234 5698 7654 32');
    expect(verdicts).toBe(1);
  });
});
