import { afterEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
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
import { inner, part } from './test-support/dom.ts';

const CATALOGUES: BankNumberMessages[] = [en, de, fr, es, italian, nl, pl, pt];
/** Commerzbank, bank code 37040044: one BIC, COBADEFFXXX. */
const COMMERZBANK = 'DE89 3704 0044 0532 0130 00';
/** Deutsche Bank Berlin, bank code 12070000: DEUTDEBB160 and its branch BICs. */
const DEUTSCHE_BANK_BERLIN = 'DE68 1207 0000 0001 2345 74';

afterEach(() => {
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

/** A form with an IBAN field (`iban`) and a BIC field pointing to it, both rendered. */
async function form(
  iban: string,
  bic: string,
  { lang = 'en', ibanField = 'iban-field="iban"', ibanTag = 'bank-number-input' } = {},
): Promise<{ ibanEl: HTMLElement & { value: string }; bicEl: BankNumberInput }> {
  document.body.innerHTML = `<form lang="${lang}">
    <${ibanTag} id="iban" name="iban-number" value="${iban}"></${ibanTag}>
    <bank-number-input id="bic" name="bic" format="bic" ${ibanField} value="${bic}"></bank-number-input>
  </form>`;
  const bicEl = document.getElementById('bic') as BankNumberInput;
  const ibanEl = document.getElementById('iban') as HTMLElement & { value: string };
  await bicEl.updateComplete;
  return { ibanEl, bicEl };
}

const warning = (el: BankNumberInput) => part(el, 'warning')?.textContent ?? null;

describe('a BIC field pointing to an IBAN field (iban-field)', () => {
  test('warns when the BIC names another bank, in the field’s language, and stays valid', async () => {
    for (const catalogue of CATALOGUES) {
      const { bicEl } = await form(COMMERZBANK, 'DEUT DE FF', { lang: catalogue.lang });
      const expected = catalogue.bicOtherBank.replace('{bankBic}', 'COBADEFFXXX');
      await expect.poll(() => warning(bicEl), { timeout: 10_000 }).toBe(expected);
      expect(expected).not.toContain('{');
      expect(bicEl.matches(':state(other-bank)')).toBe(true);
      expect(bicEl.matches(':state(valid)')).toBe(true);
      expect(bicEl.checkValidity()).toBe(true);
      expect(inner(bicEl).getAttribute('aria-describedby')).toBe('warning');
    }
  });

  test('says nothing for a BIC of the IBAN’s bank: a branch BIC, the BIC8 of its branches, the XXX form', async () => {
    for (const bic of ['DEUTDEBB120', 'DEUTDEBB', 'DEUTDEBBXXX']) {
      const { bicEl } = await form(DEUTSCHE_BANK_BERLIN, bic);
      // Another bank first, then this BIC: the warning comes and goes.
      await userEvent.fill(inner(bicEl), 'COBADEFF');
      await expect.poll(() => warning(bicEl), { timeout: 10_000 }).not.toBeNull();
      await userEvent.fill(inner(bicEl), bic);
      await expect.poll(() => warning(bicEl), { timeout: 10_000 }).toBeNull();
      expect(bicEl.matches(':state(other-bank)')).toBe(false);
      expect(inner(bicEl).hasAttribute('aria-describedby')).toBe(false);
    }
  });

  test('follows the IBAN field as a person edits it', async () => {
    const { ibanEl, bicEl } = await form(DEUTSCHE_BANK_BERLIN, 'COBADEFF');
    await expect.poll(() => warning(bicEl), { timeout: 10_000 }).toContain('DEUTDEBB160');
    await userEvent.fill(inner(ibanEl as unknown as BankNumberInput), COMMERZBANK);
    await expect.poll(() => warning(bicEl), { timeout: 10_000 }).toBeNull();
    // Programmatic changes count too.
    ibanEl.value = DEUTSCHE_BANK_BERLIN;
    await expect.poll(() => warning(bicEl), { timeout: 10_000 }).toContain('DEUTDEBB160');
  });

  test('works with a plain <input> found by its name in the form', async () => {
    const { ibanEl, bicEl } = await form(COMMERZBANK, 'DEUTDEFF', {
      ibanTag: 'input',
      ibanField: 'iban-field="iban-number"',
    });
    await expect.poll(() => warning(bicEl), { timeout: 10_000 }).toContain('COBADEFFXXX');
    await userEvent.fill(ibanEl as unknown as HTMLInputElement, DEUTSCHE_BANK_BERLIN);
    await expect.poll(() => warning(bicEl), { timeout: 10_000 }).toContain('DEUTDEBB160');
  });

  test('says nothing where the data does not decide, nor without iban-field or with no-lookup', async () => {
    // Fields that must stay silent, then a control that warns: their checks start first, on the same
    // data, so they have settled once the control shows its warning.
    const silent: [string, string, string][] = [
      // A country without a bank directory, and a code not in the German one, with a foreign BIC.
      ['PL61 1090 1014 0000 0712 1981 2874', 'BNPAFRPP', 'iban-field="iban-0"'],
      ['DE85 9999 9999 0001 2345 67', 'BNPAFRPP', 'iban-field="iban-1"'],
      [COMMERZBANK, 'DEUTDEFF', ''],
      [COMMERZBANK, 'DEUTDEFF', 'iban-field="iban-3" no-lookup'],
      [COMMERZBANK, 'DEUTDEFF', 'iban-field="iban-4"'],
    ];
    document.body.innerHTML = silent
      .map(
        ([iban, bic, attributes], i) => `<form>
          <bank-number-input id="iban-${i}" value="${iban}"></bank-number-input>
          <bank-number-input id="bic-${i}" format="bic" ${attributes} value="${bic}"></bank-number-input>
        </form>`,
      )
      .join('');
    const fields = silent.map((_, i) => document.getElementById(`bic-${i}`) as BankNumberInput);
    const control = fields.pop()!;
    await expect.poll(() => warning(control), { timeout: 10_000 }).toContain('COBADEFFXXX');
    for (const field of fields) {
      await field.updateComplete;
      expect(warning(field), field.id).toBeNull();
      expect(field.matches(':state(other-bank)'), field.id).toBe(false);
    }
  });
});
