/**
 * The generate page: test IBANs, BICs, routing numbers and sort codes from the SDK's seeded
 * generators, or from the API's `/generate`. For the same seed both give the same list.
 * @module
 */
import { BankNumberRequestError, GENERATORS, generateNumbers, validateSync } from 'bank-number';
import type { Format, FormatGenerator, GeneratedNumber } from 'bank-number';
import type { GenerateOptions } from 'bank-number/client';
import { apiClient } from './api-client.ts';
import { connection, onConnectionChange } from './connection.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, copyText, el, focusResult, isBusy, setBusy } from './dom.ts';
import { BANK_CODE_WORDS, NAMES, NATIONAL_NOTES } from './generate-words.ts';
import { numberText } from './number-text.ts';
import { requestErrorText } from './request-errors.ts';

const form = byId<HTMLFormElement>('generate-form');
const countrySelect = byId<HTMLSelectElement>('gen-country');
const countInput = byId<HTMLInputElement>('gen-count');
const seedInput = byId<HTMLInputElement>('gen-seed');
const bankInput = byId<HTMLInputElement>('gen-bank');
const bankHint = byId('gen-bank-hint');
const branchField = byId('branch-field');
const branchBox = byId<HTMLInputElement>('gen-branch');
const sourceHint = byId('gen-source-hint');
const formatNote = byId('format-note');
const countryField = byId('country-field');
const bankField = byId('bank-field');
const errorBox = byId('gen-error');
const runButton = byId<HTMLButtonElement>('gen-run');
const list = byId<HTMLOListElement>('generated');
const listHeading = byId('generated-heading');
const meta = byId('gen-meta');
const copyAll = byId<HTMLButtonElement>('copy-all');

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The countries each generator takes, by format, named as the banks' countries are (Unicode CLDR:
 * `Türkiye`, not the IBAN registry's `Turkiye`) and sorted by name.
 */
const COUNTRIES = new Map(
  GENERATORS.map((generator) => [
    generator.id,
    (generator.countries?.() ?? [])
      .map((code) => ({ code, name: regionNames.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  ]),
);

let shownValues: string[] = [];

/**
 * The bank code typed for each format (and, for IBANs, each country): bank codes are national and
 * a BIC's institution code is another thing again, so a code never follows the person to a format
 * or country it does not belong to, and comes back when they return.
 */
const bankCodes = new Map<string, string>();
let bankCodeSlot: string | null = null;

function currentBankCodeSlot(): string | null {
  const { id, bankCode } = currentGenerator();
  return bankCode === undefined ? null : bankCode.perCountry ? `${id}:${countrySelect.value}` : id;
}

/** Keeps the typed bank code under the slot it was typed for, and shows the one of the new slot. */
function switchBankCode(): void {
  const slot = currentBankCodeSlot();
  if (slot === bankCodeSlot) return;
  if (bankCodeSlot !== null) bankCodes.set(bankCodeSlot, bankInput.value);
  bankInput.value = slot === null ? '' : (bankCodes.get(slot) ?? '');
  bankCodeSlot = slot;
  clearFieldErrors();
}

/** The fields a refused parameter belongs to, with the element that shows its error. */
const FIELDS: Record<string, { field: HTMLInputElement | HTMLSelectElement; error: HTMLElement }> = {
  count: { field: countInput, error: byId('gen-count-error') },
  seed: { field: seedInput, error: byId('gen-seed-error') },
  bankCode: { field: bankInput, error: byId('gen-bank-error') },
};

function clearFieldErrors(): void {
  for (const { field, error } of Object.values(FIELDS)) {
    field.removeAttribute('aria-invalid');
    error.textContent = '';
  }
}

/** Shows `message` at the field of `parameter`, which takes the focus; false when no field fits. */
function fieldError(parameter: string | undefined, message: string): boolean {
  const target = parameter === undefined ? undefined : FIELDS[parameter];
  if (target === undefined || target.field.closest('[hidden]') !== null) return false;
  target.error.textContent = message;
  target.field.setAttribute('aria-invalid', 'true');
  target.field.focus();
  return true;
}

function selected(name: string): string {
  return form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
}

/** The format of the checked radio button (one per format; the first generator's is checked first). */
function generatorFormat(): Format {
  return (selected('format') || GENERATORS[0]?.id) as Format;
}

/** The generator of the checked format. */
function currentGenerator(): FormatGenerator {
  const format = generatorFormat();
  return GENERATORS.find((generator) => generator.id === format) as FormatGenerator;
}

/** A format of one country: the page asks for no country and no bank code. */
function isNational(generator: FormatGenerator): boolean {
  return generator.country !== undefined;
}

function fillCountries(generator: FormatGenerator): void {
  const previous = countrySelect.value || 'DE';
  const countries = COUNTRIES.get(generator.id) ?? [];
  countrySelect.replaceChildren(
    ...countries.map((country) => el('option', { value: country.code }, `${country.name} (${country.code})`)),
  );
  countrySelect.value = countries.some((country) => country.code === previous) ? previous : 'DE';
}

function countryName(): string {
  return countrySelect.selectedOptions[0]?.textContent ?? countrySelect.value;
}

/** What a bank code looks like for the format and country chosen, in a sentence. */
function bankCodeRule(): string {
  const generator = currentGenerator();
  const words = BANK_CODE_WORDS[generator.id];
  const code = generator.bankCode?.shape(countrySelect.value) ?? null;
  if (words === undefined) return '';
  return code === null ? (words.none?.rule(countryName()) ?? '') : words.rule(code, countryName());
}

function updateBankHint(): void {
  const generator = currentGenerator();
  const words = BANK_CODE_WORDS[generator.id];
  if (generator.bankCode === undefined || words === undefined) return;
  const code = generator.bankCode.shape(countrySelect.value);
  bankHint.textContent = code === null ? (words.none?.hint ?? '') : words.hint(code);
}

function updateForm(): void {
  const generator = currentGenerator();
  const national = isNational(generator);
  formatNote.textContent = national ? (NATIONAL_NOTES[generator.id] ?? '') : '';
  formatNote.hidden = !national;
  countryField.hidden = national;
  bankField.hidden = national;
  branchField.hidden = generator.branch !== true;
  if (generator.countries !== undefined) {
    fillCountries(generator);
    updateBankHint();
  }
  switchBankCode();
  updateSourceChoice();
}

function updateSourceChoice(): void {
  const api = form.querySelector<HTMLInputElement>('input[name="source"][value="api"]') as HTMLInputElement;
  const c = connection();
  api.disabled = c.baseUrl === null;
  if (c.baseUrl === null && api.checked)
    (form.querySelector('input[name="source"][value="local"]') as HTMLInputElement).checked = true;
  sourceHint.textContent =
    c.baseUrl === null
      ? 'To use the API, set its base URL in the API panel at the top of the page.'
      : selected('source') === 'api'
        ? `GET ${c.baseUrl}/api/v1/generate needs a Pro or Business key${c.apiKey === null ? ': none is set' : ''}.`
        : 'Generated by bank-number in this browser.';
}

function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function show(format: Format, items: GeneratedNumber[], description: string): void {
  shownValues = items.map((item) => item.value);
  list.replaceChildren(
    ...items.map(({ value, formatted: printed }) => {
      // With the hint: six digits alone are ambiguous, and a sort code is what was asked for.
      const { result } = validateSync(value, { format });
      const copy = el('button', { type: 'button', class: 'secondary small', 'aria-label': `Copy ${printed}` }, 'Copy');
      copy.addEventListener('click', () => void copyText(copy, value));
      return el(
        'li',
        {},
        el('span', { class: 'value', 'data-value': value }, numberText(printed)),
        el(
          'span',
          { class: `badge ${result.valid ? 'valid' : 'invalid'}` },
          result.valid ? 'Passes validation' : 'Invalid',
        ),
        copy,
      );
    }),
  );
  meta.textContent = description;
  copyAll.disabled = items.length === 0;
}

/** No list left over from an earlier request once one gave no numbers. */
function clearList(): void {
  shownValues = [];
  list.replaceChildren();
  meta.textContent = '';
  copyAll.disabled = true;
}

/** A request that gave no numbers, for a reason no single field holds. */
function fail(message: string): void {
  clearList();
  errorBox.textContent = message;
  errorBox.hidden = false;
}

/** A refused parameter at its field (in words for this form), or in the message box. */
function refused(error: unknown): void {
  const parameter = error instanceof BankNumberRequestError ? error.parameter : undefined;
  const message = parameter === 'bankCode' ? bankCodeRefusal(error as BankNumberRequestError) : requestErrorText(error);
  if (fieldError(parameter, message)) clearList();
  else fail(message);
}

function bankCodeRefusal(error: BankNumberRequestError): string {
  // A bank code of the right shape that no account number can complete (HR, PL: the national
  // check digit sits inside the bank code).
  if (/check digits/i.test(error.message))
    return `No IBAN with valid check digits can have this bank code. ${bankCodeRule()}`;
  return `This bank code does not fit. ${bankCodeRule()}`;
}

/**
 * Generates in this browser, or through the API. `trigger` is what asked (the Generate button):
 * when the focus is still there at the end, it moves to the list of numbers.
 */
async function generate(trigger: Element | null): Promise<void> {
  errorBox.hidden = true;
  clearFieldErrors();
  const generator = currentGenerator();
  const format = generatorFormat();
  const national = isNational(generator);
  const count = Number(countInput.value);
  if (countInput.value.trim() === '' || !Number.isInteger(count) || count < 1 || count > 100) {
    fieldError('count', 'How many: a whole number from 1 to 100.');
    clearList();
    return;
  }
  const country = countrySelect.value;
  const seed = seedInput.value.trim() === '' ? randomSeed() : seedInput.value.trim();
  const bankCode = national || bankInput.value.trim() === '' ? undefined : bankInput.value.trim();
  const what = `${count} ${NAMES[format]?.[count === 1 ? 0 : 1] ?? format}${national ? '' : ` for ${countryName()}`}`;
  // As /generate does: with the country's bank directory loaded, IBANs name banks of it (and German
  // accounts pass their bank's check-digit method).
  if (!national) await generator.draws?.(country);
  let local: GeneratedNumber[];
  try {
    // Locally in any case (the SDK's generators, which `/generate` also runs, so that a seed gives
    // the same list): the API is then sent only what its checks accept.
    const n = selected('source') === 'api' ? 1 : count;
    local = generateNumbers({ format, country, seed, count: n, bankCode, branch: branchBox.checked });
  } catch (error) {
    refused(error);
    return;
  }
  if (selected('source') !== 'api') {
    show(format, local, `${what}, seed “${seed}”, generated in this browser.`);
    focusResult(listHeading, trigger);
    return;
  }
  const client = apiClient();
  if (client === null) return;
  setBusy(runButton, true);
  meta.textContent = 'Asking the API…';
  try {
    // A format of one country is sent without one, as the form asks for none.
    const envelope = await client.generate(
      (national ? { format, count, seed } : { format, country, count, seed, bankCode }) as GenerateOptions,
    );
    show(
      format,
      envelope.result.items,
      `${what}, seed “${seed}”, from the API in ${envelope.processingTimeMs.toFixed(1)} ms.`,
    );
    focusResult(listHeading, trigger);
  } catch (error) {
    refused(error);
  } finally {
    setBusy(runButton, false);
  }
}

form.addEventListener('change', (event) => {
  const target = event.target as HTMLInputElement;
  if (target.name === 'format') updateForm();
  else if (target.name === 'country') {
    updateBankHint();
    switchBankCode();
  } else if (target.name === 'source') updateSourceChoice();
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!isBusy(runButton)) void generate(event.submitter ?? null);
});
for (const { field, error } of Object.values(FIELDS)) {
  field.addEventListener('input', () => {
    field.removeAttribute('aria-invalid');
    error.textContent = '';
  });
}
copyAll.addEventListener('click', () => void copyText(copyAll, shownValues.join('\n')));

updateForm();
void initConnectionPanel().then(() => {
  updateSourceChoice();
  onConnectionChange(updateSourceChoice);
});
