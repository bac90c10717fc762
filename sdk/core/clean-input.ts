/**
 * What a person pastes, made ready for validation: invisible characters and a leading label such
 * as `IBAN:` are dropped. Validation itself (docs/contract.md) never does this; the element, the
 * schema validators and anyone's own inputs call `cleanInput` before it.
 * @module
 */

/**
 * The labels that `cleanInput` drops from the start of a text, in English and in the languages of
 * `bank-number/locales/*`. Matching ignores case; a space in a label also matches a hyphen or
 * nothing (`Sort code`, `Sort-code`, `Sortcode`), a dot may be left out, and a slash may have
 * spaces around it.
 */
export const INPUT_LABELS: readonly string[] = [
  // English
  'IBAN', 'IBAN number', 'IBAN no.', 'IBAN code', 'BIC', 'BIC code', 'SWIFT', 'SWIFT code',
  'SWIFT/BIC', 'BIC/SWIFT', 'SWIFT BIC', 'SWIFT/BIC code', 'BIC/SWIFT code', 'Sort code',
  'Routing number', 'Routing no.', 'Routing #', 'Routing', 'Routing transit number', 'RTN', 'ABA',
  'ABA number', 'ABA no.', 'ABA #', 'ABA routing number', 'ABA RTN',
  // German
  'IBAN-Nummer', 'IBAN-Nr.', 'BIC-Code', 'SWIFT-Code', 'SWIFT/BIC-Code', 'BIC/SWIFT-Code',
  'ABA-Nummer', 'Routingnummer', 'Bankleitzahl', 'BLZ',
  // French
  'Code IBAN', 'Numéro IBAN', 'N° IBAN', 'Nº IBAN', 'Code BIC', 'Code SWIFT', 'Code BIC/SWIFT',
  'Numéro ABA', 'Numéro de routage',
  // Spanish
  'Código IBAN', 'Número IBAN', 'Cuenta IBAN', 'Código BIC', 'Código SWIFT', 'Código BIC/SWIFT',
  'Número ABA', 'Número de ruta', 'Número de enrutamiento',
  // Italian
  'Codice IBAN', 'Coordinate IBAN', 'Codice BIC', 'Codice SWIFT', 'Codice BIC/SWIFT', 'Numero ABA',
  'Codice ABA', 'Numero di routing',
  // Dutch
  'IBAN-rekeningnummer', 'BIC-code', 'SWIFT-code', 'ABA-nummer', 'Routingnummer',
  // Polish
  'Numer IBAN', 'Nr. IBAN', 'Kod BIC', 'Kod SWIFT', 'Kod BIC/SWIFT', 'Numer ABA', 'Nr. ABA',
  'Numer rozliczeniowy', 'Numer rachunku', 'Nr. rachunku',
  // Portuguese
  'Código IBAN', 'Número IBAN', 'Código BIC', 'Código SWIFT', 'Número ABA', 'Número de roteamento',
  'Número de encaminhamento',
];

/** A label as a pattern: a space matches whitespace, a hyphen or nothing; a dot is optional. */
function labelPattern(label: string): string {
  return label
    .replace(/[\\^$*+?()[\]{}|]/g, '\\$&')
    .replace(/\./g, '\\.?')
    .replace(/[ -]/g, '[\\s-]*')
    .replace(/\//g, '\\s*/\\s*');
}

// Unicode format characters (category Cf): zero-width space and joiners, word joiner, byte order
// mark, soft hyphen, direction marks and the like. None of them is visible, so no one can fix them.
const FORMAT_CHARACTERS = /\p{Cf}/gu;
let leadingLabel: RegExp | undefined;

/**
 * Whitespace, a label (the longest first), then a colon (optionally spaced) or whitespace; then the
 * rest, which must not be empty. Built on first use.
 */
function leadingLabelPattern(): RegExp {
  if (leadingLabel) return leadingLabel;
  const labels = [...new Set(INPUT_LABELS)].sort((a, b) => b.length - a.length).map(labelPattern);
  return (leadingLabel = new RegExp(`^\\s*(?:${labels.join('|')})(?:\\s*[:：]\\s*|\\s+)(?=\\S)`, 'iu'));
}

/**
 * Drops what a person pastes along with a bank number: Unicode format characters (zero-width space,
 * zero-width joiner and non-joiner, word joiner, byte order mark, soft hyphen, direction marks) and
 * leading labels from `INPUT_LABELS` (`IBAN:`, `BIC `, `Sort code:`, `Routing number`, `Code IBAN :`,
 * …), case-insensitive, each followed by a colon or white space and then by more text. Everything
 * else is kept as it is, so the result still goes through `validate()` like any input.
 * Never throws; anything but a string gives the empty string.
 * @example cleanInput('IBAN: DE89 3704 0044 0532 0130 00') // 'DE89 3704 0044 0532 0130 00'
 * @example cleanInput('DE89\u200B3704\u00AD0044') // 'DE8937040044'
 */
export function cleanInput(text: string): string {
  if (typeof text !== 'string') return '';
  const label = leadingLabelPattern();
  let out = text.replace(FORMAT_CHARACTERS, '');
  for (let rest = out.replace(label, ''); rest !== out; rest = out.replace(label, '')) out = rest;
  return out;
}
