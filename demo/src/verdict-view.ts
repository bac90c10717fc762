/**
 * Draws a verdict (`result` of the envelope): the outcome, the breakdown as labelled segments, the
 * bank, and the errors with their suggestions, in the words of the English catalogue: the JSON view
 * beside it shows the envelope's own.
 * @module
 */
import { localize } from 'bank-number';
import type { BankInfo, Breakdown, ValidationResult } from 'bank-number';
import { en } from 'bank-number/locales/en';
import { el } from './dom.ts';
import { numberText } from './number-text.ts';

const FORMAT_NAMES: Record<string, string> = {
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'US routing number',
  'uk-sort-code': 'UK sort code',
};

/** The display name of a format, or "not detected". */
export function formatName(format: string | null): string {
  return format === null ? 'not detected' : (FORMAT_NAMES[format] ?? format);
}

/** The breakdown as a row of segments, each with its characters above its label. */
export function breakdownView(breakdown: Breakdown): HTMLElement {
  return el(
    'ol',
    { class: 'segments', 'aria-label': `${breakdown.formatName} structure` },
    ...breakdown.parts.map((part) =>
      el(
        'li',
        { class: 'segment', style: `flex-grow: ${part.end - part.start}` },
        el('span', { class: 'segment-value' }, part.value),
        el('span', { class: 'segment-label' }, part.label),
      ),
    ),
  );
}

/** The bank's facts as a description list. */
export function bankView(bank: BankInfo): HTMLElement {
  const list = el('dl', { class: 'facts', 'aria-label': 'Bank' });
  const row = (term: string, value: string | null): void => {
    list.append(el('dt', {}, term), el('dd', {}, value ?? '—'));
  };
  row('Bank', bank.bankName);
  row('City', bank.city);
  row('Country', `${bank.country} (${bank.countryCode})`);
  row('BIC', bank.bic);
  return list;
}

/** The whole verdict. */
export function verdictView(result: ValidationResult): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(
    el(
      'div',
      { class: 'verdict' },
      el(
        'span',
        { class: `badge ${result.valid ? 'valid' : 'invalid'}`, 'data-verdict': result.valid ? 'valid' : 'invalid' },
        result.valid ? 'Valid' : 'Invalid',
      ),
      el('span', {}, formatName(result.format)),
      numberText(result.normalized, 'mono'),
    ),
  );
  if (result.breakdown !== null) {
    fragment.append(el('h3', {}, 'Structure'), breakdownView(result.breakdown));
  }
  if (result.valid) {
    fragment.append(
      el('h3', {}, 'Bank'),
      result.bankInfo === null
        ? el('p', { class: 'hint' }, 'The bundled lookup data has no bank for this number.')
        : bankView(result.bankInfo),
    );
  }
  if (result.errors.length > 0) {
    fragment.append(
      el('h3', {}, result.errors.length === 1 ? 'Error' : 'Errors'),
      el(
        'ul',
        { class: 'errors' },
        ...localize(result, en).errors.map((error) =>
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
