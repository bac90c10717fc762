import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { inner, mount, part } from './test-support/dom.ts';

async function violations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

afterEach(() => {
  document.documentElement.style.colorScheme = '';
  document.body.style.background = '';
  document.body.innerHTML = '';
});

describe('axe-core', () => {
  const page = (inside: string): string => `<main><h1>Payment</h1><form>${inside}<button>Pay</button></form></main>`;

  test(
    'no violations: empty, valid with its breakdown, invalid with ' + 'its message, required after a failed submit',
    async () => {
      document.documentElement.lang = 'en';
      document.title = 'bank-number-input';
      const el = await mount(page('<bank-number-input name="a" label="Account number" required></bank-number-input>'));
      expect(await violations()).toEqual([]);

      el.form!.requestSubmit();
      await el.updateComplete;
      expect(part(el, 'message')).not.toBeNull();
      expect(await violations()).toEqual([]);

      inner(el).focus();
      await userEvent.keyboard('GB82 WEST 1234 5698 7654 32');
      await el.updateComplete;
      expect(part(el, 'breakdown')).not.toBeNull();
      expect(await violations()).toEqual([]);

      await userEvent.keyboard('{Backspace}9');
      await el.updateComplete;
      expect(part(el, 'suggestion')).not.toBeNull();
      expect(await violations()).toEqual([]);
    },
  );

  test('no violations in a dark colour scheme, including colour contrast', async () => {
    document.documentElement.style.colorScheme = 'dark';
    document.body.style.background = 'Canvas';
    const el = await mount(
      page(
        '<bank-number-input name="a" label="Account number" value="GB82 WEST 1234 5698 7654 31"></bank-number-input>',
      ),
    );
    expect(getComputedStyle(part(el, 'input')!).backgroundColor).toBe('rgb(13, 17, 23)');
    expect(await violations()).toEqual([]);
    el.value = '12-34-56';
    await el.updateComplete;
    expect(await violations()).toEqual([]);
  });

  test('no violations with a slotted label and with an outside <label for>', async () => {
    await mount(
      page('<bank-number-input name="a"><span slot="label">IBAN <em>(required)</em></span></bank-number-input>'),
    );
    expect(await violations()).toEqual([]);
    await mount(page('<label for="b">Routing number</label><bank-number-input id="b" name="b"></bank-number-input>'));
    expect(await violations()).toEqual([]);
  });
});

describe('labels and descriptions', () => {
  test('the label is a real <label for> of the inner input, from the attribute or the slot', async () => {
    const el = await mount('<bank-number-input label="IBAN"></bank-number-input>');
    const label = part(el, 'label') as HTMLLabelElement;
    expect(label.tagName).toBe('LABEL');
    expect(label.control).toBe(inner(el));
    expect(label.textContent!.trim()).toBe('IBAN');

    const slotted = await mount(
      '<bank-number-input label="ignored"><b slot="label">Beneficiary IBAN</b></bank-number-input>',
    );
    const slot = part(slotted, 'label')!.querySelector('slot')!;
    expect(slot.assignedElements()[0]!.textContent).toBe('Beneficiary IBAN');
    expect(part(slotted, 'label')!.classList.contains('no-label')).toBe(false);
    expect(inner(slotted).hasAttribute('aria-label')).toBe(false);
  });

  test("without a label of its own, the inner input is named by the host's outside label", async () => {
    const el = await mount('<label for="x">Sort code</label><bank-number-input id="x"></bank-number-input>');
    expect(inner(el).getAttribute('aria-label')).toBe('Sort code');
    expect(part(el, 'label')!.classList.contains('no-label')).toBe(true);
  });

  test('aria-invalid and aria-describedby follow the error shown', async () => {
    const el = await mount('<bank-number-input label="IBAN"></bank-number-input>');
    expect(inner(el).hasAttribute('aria-describedby')).toBe(false);
    inner(el).focus();
    await userEvent.keyboard('GB00');
    await el.updateComplete;
    expect(inner(el).getAttribute('aria-invalid')).toBe('true');
    const ids = inner(el).getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => el.shadowRoot!.getElementById(id)!.getAttribute('part'))).toEqual(['message', 'suggestion']);
    await userEvent.fill(inner(el), '021000021');
    await el.updateComplete;
    expect(inner(el).getAttribute('aria-invalid')).toBe('false');
    expect(inner(el).hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('live region', () => {
  test('announces the verdict politely once typing pauses, not on every keystroke', async () => {
    const el = await mount('<bank-number-input label="Routing number"></bank-number-input>');
    const region = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    inner(el).focus();
    await userEvent.keyboard('02100002');
    await el.updateComplete;
    expect(region.textContent).toBe('');
    await userEvent.keyboard('1');
    await el.updateComplete;
    expect(region.textContent).toBe('');
    await expect.poll(() => region.textContent).toMatch(/^Valid US Routing Number\./);
    await userEvent.keyboard('{Backspace}2');
    await expect
      .poll(() => region.textContent)
      .toBe(`Invalid US Routing Number. ${el.envelope!.result.errors[0]!.message}`);
  });

  test('a value set by the page is not announced', async () => {
    const el = await mount('<bank-number-input label="Routing number" value="021000021"></bank-number-input>');
    await new Promise((r) => setTimeout(r, 1000));
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).toBe('');
  });
});

describe('keyboard and focus', () => {
  test('Tab reaches the inner input through the host, which shows a visible focus ring', async () => {
    const el = await mount(
      '<button>before</button><bank-number-input label="IBAN"></bank-number-input><button>after</button>',
    );
    document.querySelector('button')!.focus();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(el);
    expect(el.shadowRoot!.activeElement).toBe(inner(el));
    expect(inner(el).matches(':focus-visible')).toBe(true);
    const style = getComputedStyle(inner(el));
    expect(style.outlineStyle).toBe('solid');
    expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(document.querySelectorAll('button')[1]);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(el.shadowRoot!.activeElement).toBe(inner(el));
  });

  test('focus() and a click on an outside label focus the inner input; a disabled control is skipped', async () => {
    const el = await mount(
      '<label for="x">Account</label><bank-number-input id="x"></bank-number-input><button>after</button>',
    );
    el.focus();
    expect(el.shadowRoot!.activeElement).toBe(inner(el));
    el.blur();
    expect(el.shadowRoot!.activeElement).toBeNull();
    await userEvent.click(document.querySelector('label')!);
    expect(el.shadowRoot!.activeElement).toBe(inner(el));
    el.disabled = true;
    await el.updateComplete;
    document.body.focus();
    document.querySelector('label')!.focus();
    el.focus();
    expect(el.shadowRoot!.activeElement).toBeNull();
  });
});

describe('styling', () => {
  test('parts, custom properties and custom states', async () => {
    const el = await mount(
      '<style>bank-number-input{--bank-number-input-invalid-color: ' +
        'rgb(1, 2, 3)} bank-number-input::part(segment){outline: 1px ' +
        'solid rgb(4, 5, 6)}</style>' +
        '<bank-number-input label="IBAN" value="DE89 3704 0044 0532 0130 00"></bank-number-input>',
    );
    await expect.poll(() => el.matches(':state(pending)')).toBe(false);
    await el.updateComplete;
    for (const name of [
      'base',
      'label',
      'field',
      'input',
      'status',
      'details',
      'format',
      'breakdown',
      'segment',
      'segment-label',
      'segment-value',
      'bank',
      'bank-name',
      'bank-details',
    ]) {
      expect(part(el, name), name).not.toBeNull();
    }
    expect(getComputedStyle(part(el, 'segment')!).outlineColor).toBe('rgb(4, 5, 6)');
    expect(el.matches(':state(valid)')).toBe(true);

    el.value = 'DE89 3704 0044 0532 0130 01';
    await el.updateComplete;
    expect(el.matches(':state(invalid)')).toBe(true);
    expect(el.matches(':state(valid)')).toBe(false);
    for (const name of ['message', 'suggestion']) expect(part(el, name), name).not.toBeNull();
    expect(getComputedStyle(part(el, 'message')!).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(part(el, 'input')!).borderTopColor).toBe('rgb(1, 2, 3)');
  });
});
