import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { preloadLookups } from '../validate.ts';
import { de } from '../locales/de.ts';
import { en } from '../locales/en.ts';
import { es } from '../locales/es.ts';
import { fr } from '../locales/fr.ts';
import { it as italian } from '../locales/it.ts';
import { nl } from '../locales/nl.ts';
import { pl } from '../locales/pl.ts';
import { pt } from '../locales/pt.ts';
import type { BankNumberMessages } from '../locales/types.ts';
import type { BankNumberInput } from './bank-number-input.ts';
import { mount, part } from './test-support/dom.ts';

const CATALOGUES: BankNumberMessages[] = [en, de, fr, es, italian, nl, pl, pt];
const INVALID_IBAN = 'GB82 WEST 1234 5698 7654 31';
const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';

// The German IBANs here stand for any valid number: with the German data loaded, their verdict is
// complete at once (german-check.test.ts: a page that has not loaded it).
beforeAll(() => preloadLookups('iban:DE'));

afterEach(() => {
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

/** Every text the element shows or gives to assistive technology. */
function words(el: BankNumberInput): string[] {
  const root = el.shadowRoot!;
  const texts = [...root.querySelectorAll('[part]')]
    .filter((n) => n.children.length === 0)
    .map((n) => n.textContent ?? '');
  for (const n of root.querySelectorAll('[aria-label]')) texts.push(n.getAttribute('aria-label')!);
  texts.push(el.validationMessage);
  return texts.map((t) => t.trim()).filter(Boolean);
}

async function settle(el: BankNumberInput): Promise<void> {
  await el.updateComplete;
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

describe('each language', () => {
  for (const messages of CATALOGUES) {
    test(`${messages.lang}: status, format, labels, message, suggestion and validity in the language`, async () => {
      const el = await mount(
        `<form><bank-number-input lang="${messages.lang}" label="IBAN" ` +
          `required value="${INVALID_IBAN}"></bank-number-input></form>`,
      );
      await settle(el);
      expect(part(el, 'status')!.textContent).toBe(messages.invalid);
      expect(part(el, 'format')!.textContent).toBe(messages.iban);
      expect(part(el, 'message')!.textContent).toBe(messages.CHECKSUM_FAILED[0]);
      expect(part(el, 'suggestion')!.textContent).toBe(messages.CHECKSUM_FAILED[1]);
      expect(el.validationMessage).toBe(messages.CHECKSUM_FAILED[0]);
      // The envelope stays English.
      expect(el.envelope!.result.errors[0]!.message).toBe(en.CHECKSUM_FAILED[0]);

      el.value = VALID_IBAN;
      await settle(el);
      expect(part(el, 'status')!.textContent).toBe(messages.valid);
      const labels = [...el.shadowRoot!.querySelectorAll('[part="segment-label"]')].map((s) => s.textContent);
      expect(labels).toEqual([
        messages.Country,
        messages['Check Digits'],
        messages.countries?.DE?.['Bank Code'] ?? messages['Bank Code'],
        messages['Account Number'],
      ]);
      expect(part(el, 'breakdown')!.getAttribute('aria-label')).toBe(messages.structure);

      el.value = '';
      el.form!.requestSubmit();
      await settle(el);
      expect(part(el, 'message')!.textContent).toBe(messages.REQUIRED[0]);
      expect(part(el, 'suggestion')!.textContent).toBe(messages.REQUIRED[1]);

      el.value = 'x'.repeat(129);
      await settle(el);
      expect(part(el, 'message')!.textContent).toBe(messages.TOO_LONG[0]);
    });
  }

  test('a German element shows no English word, apart from proper names', async () => {
    // English words: those of the English catalogue that the German one does not use too (IBAN, SWIFT/BIC, …).
    const split = (text: string): string[] => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    const catalogueWords = (m: BankNumberMessages): string[] =>
      Object.values(m).flatMap((v) => (typeof v === 'string' ? split(v) : Array.isArray(v) ? v.flatMap(split) : []));
    const german = new Set(catalogueWords(de));
    const english = new Set(catalogueWords(en).filter((w) => !german.has(w)));
    expect(english.has('valid') && english.has('number')).toBe(true);

    const el = await mount(
      '<form><bank-number-input lang="de" label="Konto" required formats="iban bic uk-sort-code">' +
        '</bank-number-input></form>',
    );
    const seen: string[] = [];
    for (const value of [
      '',
      INVALID_IBAN,
      VALID_IBAN,
      'DEUTDEFF500',
      'DEUTXXFF',
      '12-34-56',
      '123456',
      'hello',
      '021000021',
      '021000022',
      'x'.repeat(129),
    ]) {
      el.value = value;
      if (value === '') el.form!.requestSubmit();
      await settle(el);
      seen.push(...words(el));
    }
    const left = seen.flatMap(split).filter((w) => english.has(w));
    expect(left).toEqual([]);
    expect(seen).toContain('Bankleitzahl');
    expect(seen).toContain('Ungültig');
  });
});

test("a British IBAN in German: every label in German, the bank's country named in German", async () => {
  const el = await mount(
    '<bank-number-input lang="de" label="IBAN" value="GB29 NWBK 6016 1331 9268 19"></bank-number-input>',
  );
  await expect.poll(() => part(el, 'bank-details')?.textContent).toBe('Vereinigtes Königreich · NWBKGB2LXXX');
  const labels = [...el.shadowRoot!.querySelectorAll('[part="segment-label"]')].map((n) => n.textContent);
  expect(labels).toEqual(['Land', 'Prüfziffern', 'Bankkennung', 'Bankleitzahl', 'Kontonummer']);
  expect(el.envelope!.result.bankInfo!.country).toBe('United Kingdom');
});

describe('the language follows the page', () => {
  test('from the nearest ancestor, then the document; switching lang re-renders', async () => {
    document.documentElement.lang = 'it';
    const el = await mount(
      `<div lang="es"><bank-number-input value="${INVALID_IBAN}"></bank-number-input>` +
        `</div><bank-number-input id="b" value="${INVALID_IBAN}"></bank-number-input>`,
    );
    const other = document.getElementById('b') as BankNumberInput;
    await settle(el);
    await settle(other);
    expect(part(el, 'status')!.textContent).toBe(es.invalid);
    expect(part(other, 'status')!.textContent).toBe(italian.invalid);

    el.lang = 'fr';
    await expect.poll(() => part(el, 'message')!.textContent).toBe(fr.CHECKSUM_FAILED[0]);
    expect(el.validationMessage).toBe(fr.CHECKSUM_FAILED[0]);
    el.removeAttribute('lang');
    await expect.poll(() => part(el, 'status')!.textContent).toBe(es.invalid);
    el.parentElement!.lang = 'nl';
    await expect.poll(() => part(el, 'status')!.textContent).toBe(nl.invalid);
    document.documentElement.lang = 'pl';
    await expect.poll(() => part(other, 'status')!.textContent).toBe(pl.invalid);
  });

  test("inside another component's shadow root, the language comes from the host's ancestors", async () => {
    document.body.innerHTML = '<section lang="pt"><div id="host"></div></section>';
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<bank-number-input value="${INVALID_IBAN}"></bank-number-input>`;
    const el = shadow.querySelector('bank-number-input')!;
    await settle(el);
    expect(part(el, 'status')!.textContent).toBe(pt.invalid);
    document.querySelector('section')!.lang = 'de';
    await expect.poll(() => part(el, 'status')!.textContent).toBe(de.invalid);
  });

  test(
    'a region falls to its language; a language without a catalogue, ' + 'or none, falls back to English, never blank',
    async () => {
      const el = await mount(`<bank-number-input lang="de-CH" value="${INVALID_IBAN}"></bank-number-input>`);
      await settle(el);
      expect(part(el, 'status')!.textContent).toBe(de.invalid);
      el.lang = 'sv';
      await expect.poll(() => part(el, 'status')!.textContent).toBe(en.invalid);
      expect(part(el, 'message')!.textContent).toBe(en.CHECKSUM_FAILED[0]);
      el.lang = 'fr_CA';
      await expect.poll(() => part(el, 'status')!.textContent).toBe(fr.invalid);
      el.lang = '';
      await expect.poll(() => part(el, 'status')!.textContent).toBe(en.invalid);
    },
  );

  test('the messages property overrides any text, over the language', async () => {
    const el = await mount(`<bank-number-input lang="de" value="${VALID_IBAN}"></bank-number-input>`);
    await settle(el);
    el.messages = { valid: 'Passt', 'Bank Code': 'BLZ' };
    await settle(el);
    expect(part(el, 'status')!.textContent).toBe('Passt');
    expect([...el.shadowRoot!.querySelectorAll('[part="segment-label"]')].map((s) => s.textContent)).toContain('BLZ');
    expect(part(el, 'format')!.textContent).toBe('IBAN');
    el.messages = fr;
    await settle(el);
    expect(part(el, 'status')!.textContent).toBe(fr.valid);
    el.messages = undefined;
    await settle(el);
    expect(part(el, 'status')!.textContent).toBe(de.valid);
  });

  test('the announcement is in the language', async () => {
    const el = await mount('<bank-number-input lang="nl" no-lookup></bank-number-input>');
    await settle(el);
    el.focus();
    const input = el.shadowRoot!.querySelector('textarea')!;
    input.value = '021000021';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
    const region = el.shadowRoot!.querySelector('[role="status"]')!;
    await expect.poll(() => region.textContent).toBe(`${nl['us-routing']} is geldig.`);
  });
});

describe('axe-core in every language', () => {
  for (const messages of CATALOGUES) {
    test(`${messages.lang}: no violations, invalid and valid`, async () => {
      document.documentElement.lang = messages.lang;
      document.title = 'bank-number-input';
      const el = await mount(
        `<main><h1>IBAN</h1><form><bank-number-input name="a" label="IBAN" ` +
          `value="${INVALID_IBAN}"></bank-number-input><button>OK</button></form></main>`,
      );
      await settle(el);
      const run = async (): Promise<string[]> =>
        (await axe.run(document, { resultTypes: ['violations'] })).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(part(el, 'status')!.textContent).toBe(messages.invalid);
      expect(await run()).toEqual([]);
      el.value = VALID_IBAN;
      await settle(el);
      expect(await run()).toEqual([]);
    });
  }
});

describe('rules a form brings: formats and countries', () => {
  test(
    'a valid number of a format the form does not take is invalid ' +
      'for it, with its own message, state and validity',
    async () => {
      const events: unknown[] = [];
      document.addEventListener('bank-number-validate', (e) => events.push((e as CustomEvent).detail), { once: true });
      const el = await mount(
        '<form><bank-number-input formats="iban bic" value="021000021"></bank-number-input></form>',
      );
      await settle(el);
      expect(el.envelope!.result.valid).toBe(true);
      expect((events[0] as { result: { valid: boolean } }).result.valid).toBe(true);
      expect(el.checkValidity()).toBe(false);
      expect(el.validity.patternMismatch).toBe(true);
      expect(el.validity.typeMismatch).toBe(false);
      expect(el.matches(':state(not-allowed)')).toBe(true);
      expect(el.matches(':state(invalid)')).toBe(true);
      expect(el.matches(':state(valid)')).toBe(false);
      expect(el.validationMessage).toBe('This field does not take this kind of number (US Routing Number).');
      expect(part(el, 'suggestion')!.textContent).toBe('It takes: IBAN and SWIFT/BIC.');
      expect(part(el, 'status')!.textContent).toBe('Invalid');

      el.formats = 'iban bic us-routing';
      await settle(el);
      expect(el.checkValidity()).toBe(true);
      expect(el.matches(':state(not-allowed)')).toBe(false);
      expect(el.matches(':state(valid)')).toBe(true);
      expect(part(el, 'message')).toBeNull();
    },
  );

  test('a field of one format says what it takes, in every language, for a number plainly of another', async () => {
    const catalogues = { en, de, fr, es, it: italian, nl, pl, pt };
    for (const [lang, texts] of Object.entries(catalogues)) {
      for (const [formats, value, other, shown] of [
        ['iban', '021000021', 'us-routing', '021000021'],
        ['iban', '12-34-56', 'uk-sort-code', '12-34-56'],
        ['bic', 'DE89 3704 0044 0532 0130 00', 'iban', 'DE89 3704 0044 0532 0130 00'],
        ['uk-sort-code', '021000021', 'us-routing', '021000021'],
      ] as const) {
        const el = await mount(
          `<bank-number-input lang="${lang}" formats="${formats}" value="${value}"></bank-number-input>`,
        );
        await settle(el);
        const where = `${lang} ${formats} ${value}`;
        // Shown in its own style, not grouped as the field's format (no `0210 0002 1`).
        expect(el.value, where).toBe(shown);
        expect(el.validity.patternMismatch, where).toBe(true);
        expect(el.validationMessage, where).toBe(texts.FORMAT_NOT_ALLOWED[0].replace('{format}', texts[other]));
        expect(part(el, 'suggestion')!.textContent, where).toBe(
          texts.FORMAT_NOT_ALLOWED[1].replace('{formats}', texts[formats]),
        );
        el.remove();
      }
    }
    // What could still become an IBAN is an IBAN: a half-typed one has the shape of a BIC.
    const el = await mount('<bank-number-input formats="iban" value="GB82WEST"></bank-number-input>');
    await settle(el);
    expect(el.value).toBe('GB82 WEST');
    expect(el.validity.typeMismatch).toBe(true);
  });

  test('a valid number of a country the form does not take: its own message, in the language', async () => {
    const el = await mount(
      '<form><bank-number-input lang="de" countries="DE AT CH" value="FR14 2004 1010 0505 0001 3M02 606">' +
        '</bank-number-input></form>',
    );
    await settle(el);
    expect(el.validity.patternMismatch).toBe(true);
    expect(el.validationMessage).toBe('Bankverbindungen aus diesem Land werden hier nicht angenommen (Frankreich).');
    expect(part(el, 'suggestion')!.textContent).toBe('Zulässige Länder: Deutschland, Österreich und Schweiz.');
    el.value = 'DE89 3704 0044 0532 0130 00';
    await settle(el);
    expect(el.checkValidity()).toBe(true);
    // BICs count by their country too, routing numbers as US, sort codes as GB.
    el.value = 'BNPAFRPP';
    await settle(el);
    expect(el.validity.patternMismatch).toBe(true);
    el.countries = 'de, fr';
    await settle(el);
    expect(el.checkValidity()).toBe(true);
  });

  test('an invalid number stays typeMismatch with its own error; the rules add nothing to it', async () => {
    const el = await mount(
      `<bank-number-input countries="AT" formats="bic iban" value="${INVALID_IBAN}"></bank-number-input>`,
    );
    await settle(el);
    expect(el.validity.typeMismatch).toBe(true);
    expect(el.validity.patternMismatch).toBe(false);
    expect(el.validationMessage).toBe(en.CHECKSUM_FAILED[0]);
    expect(el.matches(':state(not-allowed)')).toBe(false);
  });

  test('a single allowed format is also the hint: six digits are a sort code', async () => {
    const el = await mount('<bank-number-input formats="uk-sort-code" value="123456"></bank-number-input>');
    await settle(el);
    expect(el.envelope!.result.format).toBe('uk-sort-code');
    expect(el.value).toBe('12-34-56');
    expect(el.checkValidity()).toBe(true);
  });
});

test('in a narrow column, a long status word shrinks the input instead of widening the element', async () => {
  const el = await mount(
    `<div style="width: 300px"><bank-number-input lang="pl" label="IBAN" ` +
      `value="${INVALID_IBAN}"></bank-number-input></div>`,
  );
  await settle(el);
  expect(part(el, 'status')!.textContent).toBe(pl.invalid);
  const host = el.getBoundingClientRect();
  for (const name of ['base', 'field', 'message', 'suggestion']) {
    expect(part(el, name)!.getBoundingClientRect().right, name).toBeLessThanOrEqual(host.right + 0.5);
  }
});
