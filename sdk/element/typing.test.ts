import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { preloadLookups, validate, validateSync } from '../validate.ts';
import type { Envelope } from '../core/types.ts';
import type { BankNumberInput } from './bank-number-input.ts';
import { inner, mount, part, paste } from './test-support/dom.ts';

function parts(el: BankNumberInput, name: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
}

function withoutTime(envelope: Envelope): Omit<Envelope, 'processingTimeMs'> {
  const { processingTimeMs: _ignored, ...rest } = envelope;
  return rest;
}

// The German IBANs here stand for any valid number: with the German data loaded, their verdict is
// complete at once (german-check.test.ts: a page that has not loaded it).
beforeAll(() => preloadLookups('iban:DE'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typing', () => {
  test('typing gb82 west 1234 5698 7654 32 with real keys shows a valid IBAN and submits it normalized', async () => {
    const el = await mount('<form><bank-number-input name="iban" label="IBAN"></bank-number-input></form>');
    inner(el).focus();
    await userEvent.keyboard('gb82 west 1234 5698 7654 32');
    await el.updateComplete;

    expect(inner(el).value).toBe('GB82 WEST 1234 5698 7654 32');
    expect(el.value).toBe('GB82 WEST 1234 5698 7654 32');
    expect(el.matches(':state(valid)')).toBe(true);
    expect(el.matches(':state(invalid)')).toBe(false);
    expect(part(el, 'status')!.textContent).toBe('Valid');
    expect(part(el, 'format')!.textContent).toBe('IBAN');
    const segments = parts(el, 'segment').map((s) => [
      s.querySelector('[part="segment-label"]')!.textContent,
      s.querySelector('[part="segment-value"]')!.textContent,
    ]);
    expect(segments).toEqual(
      validateSync('GB82WEST12345698765432').result.breakdown!.parts.map((p) => [p.label, p.value]),
    );
    expect(segments[0]).toEqual(['Country', 'GB']);
    expect(part(el, 'message')).toBeNull();
    expect(new FormData(el.form!).get('iban')).toBe('GB82WEST12345698765432');
    expect(inner(el).selectionStart).toBe(inner(el).value.length);
  });

  test('every keystroke gets its own verdict at once, the same as validateSync on the text shown', async () => {
    const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
    const seen: Array<{ detail: Envelope; shown: string }> = [];
    el.addEventListener('bank-number-validate', (e) => seen.push({ detail: e.detail, shown: inner(el).value }));
    inner(el).focus();
    await userEvent.keyboard('GB82WEST1234');
    expect(seen).toHaveLength(12);
    for (const { detail, shown } of seen) {
      expect(withoutTime(detail)).toEqual(withoutTime(validateSync(shown)));
    }
    expect(seen.map((s) => s.shown).slice(-3)).toEqual(['GB82 WEST 12', 'GB82 WEST 123', 'GB82 WEST 1234']);
    await el.updateComplete;
    expect(el.matches(':state(invalid)')).toBe(true);
    expect(part(el, 'status')!.textContent).toBe('Invalid');
    const first = validateSync('GB82WEST1234').result.errors[0]!;
    expect(part(el, 'message')!.textContent).toBe(first.message);
    expect(part(el, 'suggestion')!.textContent).toBe(first.suggestion);
    expect(part(el, 'format')!.textContent).toBe('IBAN');
    expect(part(el, 'breakdown')).toBeNull();
  });

  test('a sort code with the hint is written 12-34-56 while typing; routing numbers and BICs stay plain', async () => {
    const el = await mount('<bank-number-input format="uk-sort-code" label="Sort code"></bank-number-input>');
    inner(el).focus();
    await userEvent.keyboard('123');
    expect(inner(el).value).toBe('12-3');
    await userEvent.keyboard('456');
    await el.updateComplete;
    expect(inner(el).value).toBe('12-34-56');
    expect(el.matches(':state(valid)')).toBe(true);
    expect(inner(el).getAttribute('inputmode')).toBe('numeric');
    expect(parts(el, 'segment-label').map((s) => s.textContent)).toEqual(['Bank ID', 'Branch (1)', 'Branch (2)']);

    const routing = await mount('<bank-number-input label="Routing number"></bank-number-input>');
    inner(routing).focus();
    await userEvent.keyboard('0210 0002 1');
    await routing.updateComplete;
    expect(inner(routing).value).toBe('021000021');
    expect(part(routing, 'format')!.textContent).toBe('US Routing Number');
    expect(routing.matches(':state(valid)')).toBe(true);

    const bic = await mount('<bank-number-input label="BIC"></bank-number-input>');
    inner(bic).focus();
    await userEvent.keyboard('deut de ff');
    await bic.updateComplete;
    expect(inner(bic).value).toBe('DEUTDEFF');
    expect(part(bic, 'format')!.textContent).toBe('SWIFT/BIC');
    expect(bic.matches(':state(valid)')).toBe(true);
  });

  test('text of no known format is left as typed, with the error of the dispatcher', async () => {
    const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
    inner(el).focus();
    await userEvent.keyboard('12 34 5');
    await el.updateComplete;
    expect(inner(el).value).toBe('12 34 5');
    expect(el.envelope!.result.errors[0]!.code).toBe('UNKNOWN_FORMAT');
    expect(part(el, 'format')).toBeNull();
  });

  test(
    'text that is no number is never rewritten: each keystroke leaves ' + 'what was typed, caret at the end',
    async () => {
      // Along the way `hello wor` looks like a BIC, `Account1` too, `1234 5678 9` like a routing number.
      for (const typed of ['hello world', 'Account 12345678', '1234 5678 9012']) {
        const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
        const shown: string[] = [];
        el.addEventListener('input', () => shown.push(el.value));
        inner(el).focus();
        await userEvent.keyboard(typed);
        await el.updateComplete;
        expect(shown, typed).toEqual([...typed].map((_, i) => typed.slice(0, i + 1)));
        expect(inner(el).selectionStart, typed).toBe(typed.length);
        expect(el.matches(':state(invalid)'), typed).toBe(true);
      }
    },
  );

  test('pasting a whole number reformats it and leaves the caret at the end', async () => {
    const el = await mount('<bank-number-input label="IBAN"></bank-number-input>');
    await userEvent.fill(inner(el), '  de89-3704.0044 0532013000 ');
    await el.updateComplete;
    expect(inner(el).value).toBe('DE89 3704 0044 0532 0130 00');
    expect(inner(el).selectionStart).toBe(27);
    expect(el.matches(':state(valid)')).toBe(true);
  });
});

describe('pasting', () => {
  test('a leading label and invisible characters are dropped from what is pasted', async () => {
    const cases = [
      ['IBAN: DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
      ['DE89 3704\u200B 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
      ['\uFEFFBIC DEUTDEFF', 'DEUTDEFF'],
      ['Sort code: 12-34-56', '12-34-56'],
    ];
    for (const [pasted, shown] of cases) {
      const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
      const inputs: string[] = [];
      el.addEventListener('input', () => inputs.push(el.value));
      await paste(el, pasted!);
      expect(inner(el).value, pasted).toBe(shown);
      expect(inputs, pasted).toEqual([shown]);
      expect(inner(el).selectionStart, pasted).toBe(shown!.length);
      expect(el.matches(':state(valid)'), pasted).toBe(true);
    }
  });

  test('pasted into the middle of a number, the clean text goes where the caret is', async () => {
    const el = await mount('<bank-number-input label="IBAN"></bank-number-input>');
    inner(el).focus();
    await userEvent.keyboard('DE89 3704 0044 0532 0130 00');
    inner(el).setSelectionRange(10, 14);
    await paste(el, '\u20600044\u00AD');
    expect(inner(el).value).toBe('DE89 3704 0044 0532 0130 00');
    expect(el.matches(':state(valid)')).toBe(true);
  });

  test('text without a label or invisible character is pasted as the browser pastes it', async () => {
    const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
    await paste(el, 'hello world');
    expect(inner(el).value).toBe('hello world');
  });
});

describe('the caret', () => {
  async function typedIban(): Promise<BankNumberInput> {
    const el = await mount('<bank-number-input label="IBAN"></bank-number-input>');
    inner(el).focus();
    await userEvent.keyboard('GB82WEST12345698765432');
    expect(inner(el).value).toBe('GB82 WEST 1234 5698 7654 32');
    return el;
  }

  async function caretTo(el: BankNumberInput, position: number): Promise<void> {
    await userEvent.keyboard('{Home}');
    for (let i = 0; i < position; i++) await userEvent.keyboard('{ArrowRight}');
    expect(inner(el).selectionStart).toBe(position);
  }

  test('typing in the middle of a formatted IBAN keeps the caret after the typed character', async () => {
    const el = await typedIban();
    await caretTo(el, 7); // GB82 WE|ST
    await userEvent.keyboard('X');
    expect(inner(el).value).toBe('GB82 WEXS T123 4569 8765 432');
    expect(inner(el).selectionStart).toBe(8);
    expect(inner(el).selectionEnd).toBe(8);
    await userEvent.keyboard('Y');
    expect(inner(el).value).toBe('GB82 WEXY ST12 3456 9876 5432');
    expect(inner(el).selectionStart).toBe(9);
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(inner(el).value).toBe('GB82 WEST 1234 5698 7654 32');
    expect(inner(el).selectionStart).toBe(7);
    await el.updateComplete;
    expect(el.matches(':state(valid)')).toBe(true);
  });

  test('typing at the end of a group moves the caret past the separator inserted before the next group', async () => {
    const el = await typedIban();
    await caretTo(el, 4); // GB82| WEST
    await userEvent.keyboard('Z');
    expect(inner(el).value).toBe('GB82 ZWES T123 4569 8765 432');
    expect(inner(el).selectionStart).toBe(6);
  });

  test(
    'Backspace just after a separator deletes the character before ' +
      'it; Delete just before one deletes the one after it',
    async () => {
      const el = await typedIban();
      await caretTo(el, 10); // GB82 WEST |1234
      await userEvent.keyboard('{Backspace}');
      expect(inner(el).value).toBe('GB82 WES1 2345 6987 6543 2');
      expect(inner(el).selectionStart).toBe(8);

      await userEvent.keyboard('T');
      expect(inner(el).value).toBe('GB82 WEST 1234 5698 7654 32');
      expect(inner(el).selectionStart).toBe(9);
      await userEvent.keyboard('{Delete}');
      expect(inner(el).value).toBe('GB82 WEST 2345 6987 6543 2');
      expect(inner(el).selectionStart).toBe(9);
    },
  );

  test('once the text no longer starts like an IBAN, it is left as the user has it', async () => {
    const el = await typedIban();
    await caretTo(el, 5); // GB82 |WEST
    await userEvent.keyboard('{Backspace}');
    expect(inner(el).value).toBe('GB8WEST 1234 5698 7654 32');
    expect(inner(el).selectionStart).toBe(3);
  });

  test('replacing a selection in the middle keeps the caret after the replacement', async () => {
    const el = await typedIban();
    inner(el).setSelectionRange(10, 14); // "1234"
    await userEvent.keyboard('9');
    expect(inner(el).value).toBe('GB82 WEST 9569 8765 432');
    expect(inner(el).selectionStart).toBe(11);
  });
});

describe('events', () => {
  test(
    'input comes from the host, composed, with the value already ' +
      'reformatted; change on leaving the field and on Enter',
    async () => {
      const el = await mount('<bank-number-input label="IBAN"></bank-number-input><button>next</button>');
      const inputs: Array<{ target: EventTarget | null; composed: boolean; value: string }> = [];
      const changes: Array<{ target: EventTarget | null; composed: boolean; bubbles: boolean; value: string }> = [];
      document.addEventListener('input', (e) =>
        inputs.push({ target: e.target, composed: e.composed, value: el.value }),
      );
      document.addEventListener('change', (e) =>
        changes.push({ target: e.target, composed: e.composed, bubbles: e.bubbles, value: el.value }),
      );
      inner(el).focus();
      await userEvent.keyboard('gb82w');
      expect(inputs).toHaveLength(5);
      expect(inputs.every((i) => i.target === el && i.composed)).toBe(true);
      expect(inputs.at(-1)!.value).toBe('GB82 W');
      expect(changes).toHaveLength(0);

      await userEvent.keyboard('{Tab}');
      expect(changes).toEqual([{ target: el, composed: true, bubbles: true, value: 'GB82 W' }]);

      // Focus and leave again without editing: no change.
      inner(el).focus();
      await userEvent.keyboard('{Tab}');
      expect(changes).toHaveLength(1);

      inner(el).focus();
      await userEvent.keyboard('{End}E{Enter}');
      expect(changes).toHaveLength(2);
      expect(changes[1]!.value).toBe('GB82 WE');
    },
  );

  test('the verdict event carries the envelope of validate(), processingTimeMs apart', async () => {
    const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
    inner(el).focus();
    for (const typed of [
      'gb82 west 1234 5698 7654 32',
      '021000021',
      '12-34-56',
      'DEUTDEFF500',
      'GB82 WEST 1234 5698 7654 33',
    ]) {
      const events: Envelope[] = [];
      const listener = (e: CustomEvent<Envelope>): void => {
        events.push(e.detail);
      };
      el.addEventListener('bank-number-validate', listener);
      await userEvent.clear(inner(el));
      await userEvent.keyboard(typed);
      await expect.poll(() => el.matches(':state(pending)')).toBe(false);
      el.removeEventListener('bank-number-validate', listener);
      const expected = await validate(typed);
      expect(withoutTime(events.at(-1)!)).toEqual(withoutTime(expected));
      expect(withoutTime(el.envelope!)).toEqual(withoutTime(expected));
      expect(Object.keys(events.at(-1)!)).toEqual(['apiVersion', 'processingTimeMs', 'result']);
    }
  });

  test('a programmatic value fires no input or change, and one verdict event after the render', async () => {
    const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
    const names: string[] = [];
    for (const name of ['input', 'change', 'bank-number-validate']) el.addEventListener(name, () => names.push(name));
    el.value = 'gb82west12345698765432';
    expect(el.value).toBe('GB82 WEST 1234 5698 7654 32');
    expect(el.validity.valid).toBe(true);
    el.value = '021000021';
    await el.updateComplete;
    expect(names).toEqual(['bank-number-validate']);
    expect(el.envelope!.result.format).toBe('us-routing');
  });
});

describe('empty input', () => {
  test('shows no error until the user has interacted, and fires no verdict event for an empty value', async () => {
    const el = await mount('<bank-number-input required label="Bank number"></bank-number-input>');
    const events: Envelope[] = [];
    el.addEventListener('bank-number-validate', (e) => events.push(e.detail));
    expect(part(el, 'message')).toBeNull();
    expect(el.matches(':state(invalid)')).toBe(false);
    expect(inner(el).getAttribute('aria-invalid')).toBe('false');
    expect(el.validity.valueMissing).toBe(true);

    inner(el).focus();
    await userEvent.keyboard('1{Backspace}');
    await el.updateComplete;
    expect(events).toHaveLength(1);
    expect(el.envelope).toBeNull();
    expect(el.matches(':state(invalid)')).toBe(true);
    expect(part(el, 'message')!.textContent).toBe(el.validationMessage);
  });

  test('an optional empty control stays quiet and valid after the user clears it', async () => {
    const el = await mount('<bank-number-input label="Bank number"></bank-number-input>');
    inner(el).focus();
    await userEvent.keyboard('1{Backspace}');
    await el.updateComplete;
    expect(el.validity.valid).toBe(true);
    expect(part(el, 'message')).toBeNull();
    expect(part(el, 'status')!.textContent).toBe('');
  });
});

describe('attributes', () => {
  test('an unknown format value means auto-detection', async () => {
    const el = await mount(
      '<bank-number-input format="swift" value="12-34-56" label="Bank number"></bank-number-input>',
    );
    expect(el.envelope!.result.format).toBe('uk-sort-code');
    el.format = 'us-routing';
    expect(el.envelope!.result.format).toBe('us-routing');
    expect(el.envelope!.result.valid).toBe(false);
    // Under the routing hint the text was written plain, and six bare digits need a hint.
    expect(el.value).toBe('123456');
    el.removeAttribute('format');
    expect(el.format).toBe('');
    expect(el.envelope!.result.errors[0]!.code).toBe('AMBIGUOUS_FORMAT');
  });

  test('the hint given after the value still applies: six digits are a sort code only with it', async () => {
    const el = await mount(
      '<bank-number-input value="123456" format="uk-sort-code" label="Sort code"></bank-number-input>',
    );
    expect(el.value).toBe('12-34-56');
    expect(el.envelope!.result.valid).toBe(true);
    const bare = await mount('<bank-number-input value="123456" label="Sort code"></bank-number-input>');
    expect(bare.envelope!.result.errors[0]!.code).toBe('AMBIGUOUS_FORMAT');
    bare.format = 'uk-sort-code';
    expect(bare.value).toBe('12-34-56');
    expect(bare.envelope!.result.valid).toBe(true);
  });

  test('placeholder reaches the inner input; input over 128 characters is tooLong, not a thrown error', async () => {
    const el = await mount('<bank-number-input placeholder="GB82 WEST …" label="Bank number"></bank-number-input>');
    expect(inner(el).placeholder).toBe('GB82 WEST …');
    el.value = 'x'.repeat(129);
    await el.updateComplete;
    expect(el.validity.tooLong).toBe(true);
    expect(el.envelope).toBeNull();
    expect(el.matches(':state(invalid)')).toBe(true);
    expect(part(el, 'message')!.textContent).toBe(el.validationMessage);
  });
});
