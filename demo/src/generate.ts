/**
 * The generate page: test IBANs, BICs, routing numbers and sort codes from the SDK's seeded
 * generators, or from the API's `/generate`. For the same seed both give the same list.
 * @module
 */
import { BankNumberRequestError, validateSync } from 'bank-number';
import type { Format } from 'bank-number';
import { formatBic, generateBic, isValidBic } from 'bank-number/bic';
import { formatIban, generateIban, generateIbans, ibanCountry } from 'bank-number/iban';
import { formatSortCode, generateSortCodes } from 'bank-number/uk-sort-code';
import { formatRoutingNumber, generateRoutingNumbers } from 'bank-number/us-routing';
import { BankNumberApiError } from 'bank-number/client';
import { apiClient } from './api-client.ts';
import { connection, onConnectionChange } from './connection.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, copyText, el } from './dom.ts';

/** A generated number with its display form. */
interface Generated {
  value: string;
  formatted: string;
}

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
const meta = byId('gen-meta');
const copyAll = byId<HTMLButtonElement>('copy-all');

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Every two-letter code, in order. */
function allCodes(): string[] {
  const codes: string[] = [];
  for (const a of LETTERS) for (const b of LETTERS) codes.push(a + b);
  return codes;
}

/** The IBAN countries of the registry, with their names. */
const IBAN_COUNTRIES = allCodes()
  .map((code) => ibanCountry(code))
  .filter((country) => country !== null)
  .map((country) => ({ code: country.code, name: country.name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The countries a BIC may name: ISO 3166-1 alpha-2 and XK, as the SDK's BIC check accepts them. */
const BIC_COUNTRIES = allCodes()
  .filter((code) => isValidBic(`BANK${code}22`))
  .map((code) => ({ code, name: regionNames.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Routing numbers and sort codes belong to one country each: the page asks for none. */
const NATIONAL_NOTES: Partial<Record<Format, string>> = {
  'us-routing':
    'US routing numbers with a Federal Reserve prefix from 01 to 12 and a correct 3-7-1 check digit. They are not reserved for testing: one may belong to a real bank.',
  'uk-sort-code': 'UK sort codes, six digits shown as 12-34-56. Any six digits pass the checks, and one may belong to a real branch.',
};

/** What the list says it holds: one and many. */
const NAMES: Record<Format, [string, string]> = {
  iban: ['IBAN', 'IBANs'],
  bic: ['BIC', 'BICs'],
  'us-routing': ['routing number', 'routing numbers'],
  'uk-sort-code': ['sort code', 'sort codes'],
};

const DISPLAY: Record<Format, (value: string) => string> = {
  iban: formatIban,
  bic: formatBic,
  'us-routing': formatRoutingNumber,
  'uk-sort-code': formatSortCode,
};

let shownValues: string[] = [];

function selected(name: string): string {
  return form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
}

function generatorFormat(): Format {
  const format = selected('format');
  return format === 'bic' || format === 'us-routing' || format === 'uk-sort-code' ? format : 'iban';
}

function fillCountries(format: 'iban' | 'bic'): void {
  const previous = countrySelect.value || 'DE';
  const countries = format === 'iban' ? IBAN_COUNTRIES : BIC_COUNTRIES;
  countrySelect.replaceChildren(...countries.map((country) => el('option', { value: country.code }, `${country.name} (${country.code})`)));
  countrySelect.value = countries.some((country) => country.code === previous) ? previous : 'DE';
}

function updateBankHint(): void {
  const format = generatorFormat();
  if (format === 'bic') {
    bankHint.textContent = 'The institution code: 4 letters or digits, such as BANK.';
    return;
  }
  if (format !== 'iban') return;
  const sample = validateSync(generateIban({ country: countrySelect.value, seed: 'hint' })).result.breakdown;
  const bankCode = sample?.parts.find((part) => part.label === 'Bank Code');
  bankHint.textContent =
    bankCode === undefined
      ? 'This country has no bank code in its IBANs.'
      : `${bankCode.value.length} characters in this country, such as ${bankCode.value}.`;
}

function updateForm(): void {
  const format = generatorFormat();
  const note = NATIONAL_NOTES[format];
  formatNote.textContent = note ?? '';
  formatNote.hidden = note === undefined;
  countryField.hidden = note !== undefined;
  bankField.hidden = note !== undefined;
  branchField.hidden = format !== 'bic';
  if (format === 'iban' || format === 'bic') {
    fillCountries(format);
    updateBankHint();
  }
  updateSourceChoice();
}

function updateSourceChoice(): void {
  const api = form.querySelector<HTMLInputElement>('input[name="source"][value="api"]') as HTMLInputElement;
  const c = connection();
  api.disabled = c.baseUrl === null;
  if (c.baseUrl === null && api.checked) (form.querySelector('input[name="source"][value="local"]') as HTMLInputElement).checked = true;
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

/** The SDK's generators, numbered as `/generate` numbers them so that a seed gives the same list. */
function generateLocally(format: Format, country: string, count: number, seed: string, bankCode: string | undefined): Generated[] {
  let values: string[];
  if (format === 'iban') values = generateIbans({ country, seed, count, bankCode });
  else if (format === 'us-routing') values = generateRoutingNumbers({ seed, count });
  else if (format === 'uk-sort-code') values = generateSortCodes({ seed, count });
  else {
    const branch = branchBox.checked;
    values = Array.from({ length: count }, (_, i) => generateBic({ country, seed: i === 0 ? seed : `${seed}#${i}`, bankCode, branch }));
  }
  return values.map((value) => ({ value, formatted: DISPLAY[format](value) }));
}

function show(format: Format, items: Generated[], description: string): void {
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
        el('span', { class: 'value', 'data-value': value }, printed),
        el('span', { class: `badge ${result.valid ? 'valid' : 'invalid'}` }, result.valid ? 'Passes validation' : 'Invalid'),
        copy,
      );
    }),
  );
  meta.textContent = description;
  copyAll.disabled = items.length === 0;
}

function fail(message: string): void {
  errorBox.textContent = message;
  errorBox.hidden = false;
}

async function generate(): Promise<void> {
  errorBox.hidden = true;
  const format = generatorFormat();
  const national = NATIONAL_NOTES[format] !== undefined;
  const count = Number(countInput.value);
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    fail('How many: a whole number from 1 to 100.');
    countInput.focus();
    return;
  }
  const country = countrySelect.value;
  const seed = seedInput.value.trim() === '' ? randomSeed() : seedInput.value.trim();
  const bankCode = national || bankInput.value.trim() === '' ? undefined : bankInput.value.trim();
  const what = `${count} ${NAMES[format][count === 1 ? 0 : 1]}${national ? '' : ` for ${countrySelect.selectedOptions[0]?.textContent ?? country}`}`;
  if (selected('source') !== 'api') {
    try {
      show(format, generateLocally(format, country, count, seed, bankCode), `${what}, seed “${seed}”, generated in this browser.`);
    } catch (error) {
      fail(error instanceof BankNumberRequestError ? error.message : String(error));
    }
    return;
  }
  const client = apiClient();
  if (client === null) return;
  runButton.disabled = true;
  meta.textContent = 'Asking the API…';
  try {
    const envelope = await client.generate(
      format === 'us-routing' || format === 'uk-sort-code' ? { format, count, seed } : { format, country, count, seed, bankCode },
    );
    show(format, envelope.result.items, `${what}, seed “${seed}”, from the API in ${envelope.processingTimeMs.toFixed(1)} ms.`);
  } catch (error) {
    meta.textContent = '';
    if (error instanceof BankNumberApiError) fail(`${error.code} (HTTP ${error.status}): ${error.message}`);
    else if (error instanceof BankNumberRequestError) fail(`${error.code}: ${error.message}`);
    else fail(`The API could not be reached: ${(error as Error).message}`);
  } finally {
    runButton.disabled = false;
  }
}

form.addEventListener('change', (event) => {
  const target = event.target as HTMLInputElement;
  if (target.name === 'format') updateForm();
  else if (target.name === 'country') updateBankHint();
  else if (target.name === 'source') updateSourceChoice();
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  void generate();
});
copyAll.addEventListener('click', () => void copyText(copyAll, shownValues.join('\n')));

updateForm();
void initConnectionPanel().then(() => {
  updateSourceChoice();
  onConnectionChange(updateSourceChoice);
});
