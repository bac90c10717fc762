/**
 * Draws a verdict (`result` of the envelope): the outcome, the breakdown as labelled segments, the
 * bank, and the errors with their suggestions, in the language of a catalogue of
 * `bank-number/locales/*` (English by default): the JSON view beside it shows the envelope's own.
 * @module
 */
import { localize } from 'bank-number';
import type { BankInfo, BankNumberMessages, Breakdown, ValidationResult } from 'bank-number';
import { en } from 'bank-number/locales/en';
import { el } from './dom.ts';
import { numberText } from './number-text.ts';

/** The display name of a format, as the English catalogue gives it (keyed by the format's id), or "not detected". */
export function formatName(format: string | null): string {
  if (format === null) return 'not detected';
  const name = (en as unknown as Partial<Record<string, unknown>>)[format];
  return typeof name === 'string' ? name : format;
}

/** The panel's own words, beyond the catalogue's, in each language of the catalogues. */
export const PANEL_WORDS: Record<
  string,
  { bank: string; city: string; country: string; error: string; errors: string; noBank: string; unknown: string }
> = {
  en: {
    bank: 'Bank',
    city: 'City',
    country: 'Country',
    error: 'Error',
    errors: 'Errors',
    noBank: 'The bundled lookup data has no bank for this number.',
    unknown: 'format not recognised',
  },
  de: {
    bank: 'Bank',
    city: 'Ort',
    country: 'Land',
    error: 'Fehler',
    errors: 'Fehler',
    noBank: 'Die mitgelieferten Daten kennen keine Bank zu dieser Nummer.',
    unknown: 'Format nicht erkannt',
  },
  fr: {
    bank: 'Banque',
    city: 'Ville',
    country: 'Pays',
    error: 'Erreur',
    errors: 'Erreurs',
    noBank: 'Les données fournies ne connaissent aucune banque pour ce numéro.',
    unknown: 'format non reconnu',
  },
  es: {
    bank: 'Banco',
    city: 'Ciudad',
    country: 'País',
    error: 'Error',
    errors: 'Errores',
    noBank: 'Los datos incluidos no tienen ningún banco para este número.',
    unknown: 'formato no reconocido',
  },
  it: {
    bank: 'Banca',
    city: 'Città',
    country: 'Paese',
    error: 'Errore',
    errors: 'Errori',
    noBank: 'I dati inclusi non contengono alcuna banca per questo numero.',
    unknown: 'formato non riconosciuto',
  },
  nl: {
    bank: 'Bank',
    city: 'Plaats',
    country: 'Land',
    error: 'Fout',
    errors: 'Fouten',
    noBank: 'De meegeleverde gegevens kennen geen bank voor dit nummer.',
    unknown: 'formaat niet herkend',
  },
  pl: {
    bank: 'Bank',
    city: 'Miasto',
    country: 'Kraj',
    error: 'Błąd',
    errors: 'Błędy',
    noBank: 'Dołączone dane nie zawierają banku dla tego numeru.',
    unknown: 'nie rozpoznano formatu',
  },
  pt: {
    bank: 'Banco',
    city: 'Cidade',
    country: 'País',
    error: 'Erro',
    errors: 'Erros',
    noBank: 'Os dados incluídos não têm nenhum banco para este número.',
    unknown: 'formato não reconhecido',
  },
};

/** The catalogues of the languages of the field, each loaded when it is first chosen. */
const CATALOGUES: Record<string, () => Promise<{ default: BankNumberMessages }>> = {
  en: () => import('bank-number/locales/en'),
  de: () => import('bank-number/locales/de'),
  fr: () => import('bank-number/locales/fr'),
  es: () => import('bank-number/locales/es'),
  it: () => import('bank-number/locales/it'),
  nl: () => import('bank-number/locales/nl'),
  pl: () => import('bank-number/locales/pl'),
  pt: () => import('bank-number/locales/pt'),
};

/** The catalogue of `language`, or English for a language without one. */
export async function panelMessages(language: string): Promise<BankNumberMessages> {
  const load = CATALOGUES[language.toLowerCase().split('-')[0] ?? 'en'];
  return load ? (await load()).default : en;
}

/** The words of the panel in the catalogue's language. */
function words(messages: Partial<BankNumberMessages>): (typeof PANEL_WORDS)['en'] {
  return PANEL_WORDS[messages.lang ?? 'en'] ?? (PANEL_WORDS['en'] as (typeof PANEL_WORDS)['en']);
}

/**
 * The breakdown as a row of segments, each with its characters above its label; `labels` are the
 * parts' labels in the panel's language (the breakdown's own, in English, without them).
 */
export function breakdownView(breakdown: Breakdown, labels?: readonly string[], name = 'structure'): HTMLElement {
  return el(
    'ol',
    { class: 'segments', 'aria-label': `${breakdown.formatName} ${name}` },
    ...breakdown.parts.map((part, i) =>
      el(
        'li',
        { class: 'segment', style: `flex-grow: ${part.end - part.start}` },
        el('span', { class: 'segment-value' }, part.value),
        el('span', { class: 'segment-label' }, labels?.[i] ?? part.label),
      ),
    ),
  );
}

/** The bank's facts as a description list, in the catalogue's language (the country named in it). */
export function bankView(bank: BankInfo, messages: Partial<BankNumberMessages> = en): HTMLElement {
  const w = words(messages);
  const list = el('dl', { class: 'facts', 'aria-label': w.bank });
  const row = (term: string, value: string | null): void => {
    list.append(el('dt', {}, term), el('dd', {}, value ?? '—'));
  };
  let country = bank.country;
  try {
    country = new Intl.DisplayNames([messages.lang ?? 'en'], { type: 'region' }).of(bank.countryCode) ?? country;
  } catch {
    // A code the runtime cannot name: the envelope's English name.
  }
  row(w.bank, bank.bankName);
  row(w.city, bank.city);
  row(w.country, `${country} (${bank.countryCode})`);
  row('BIC', bank.bic);
  return list;
}

/**
 * The whole verdict, in the language of `messages` (a catalogue of `bank-number/locales/*`). A
 * number of no detected format shows no format name, only the number and why.
 */
export function verdictView(result: ValidationResult, messages: BankNumberMessages = en): DocumentFragment {
  const local = localize(result, messages);
  const w = words(messages);
  const fragment = document.createDocumentFragment();
  fragment.append(
    el(
      'div',
      { class: 'verdict' },
      el(
        'span',
        { class: `badge ${result.valid ? 'valid' : 'invalid'}`, 'data-verdict': result.valid ? 'valid' : 'invalid' },
        local.status,
      ),
      el('span', { class: result.format === null ? 'hint' : '' }, local.format ?? w.unknown),
      numberText(result.normalized, 'mono'),
    ),
  );
  if (result.breakdown !== null) {
    fragment.append(
      el('h3', {}, messages.structure),
      breakdownView(
        result.breakdown,
        local.parts.map((part) => part.label),
        messages.structure.toLowerCase(),
      ),
    );
  }
  if (result.valid) {
    fragment.append(
      el('h3', {}, w.bank),
      result.bankInfo === null ? el('p', { class: 'hint' }, w.noBank) : bankView(result.bankInfo, messages),
    );
  }
  if (local.errors.length > 0) {
    fragment.append(
      el('h3', {}, local.errors.length === 1 ? w.error : w.errors),
      el(
        'ul',
        { class: 'errors' },
        ...local.errors.map((error) =>
          el(
            'li',
            {},
            el('code', {}, error.code),
            ' ',
            error.message,
            el('br'),
            el('span', { class: 'hint' }, error.suggestion),
          ),
        ),
      ),
    );
  }
  return fragment;
}
