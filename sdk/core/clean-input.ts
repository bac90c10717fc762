/**
 * What a person pastes, made ready for validation: invisible characters and a leading label such
 * as `IBAN:` are dropped. Validation itself (docs/contract.md) never does this; the element, the
 * schema validators and anyone's own inputs call `cleanInput` before it.
 * @module
 */

// Unicode format characters (category Cf): zero-width space and joiners, word joiner, byte order
// mark, soft hyphen, direction marks and the like. None of them is visible, so no one can fix them.
const FORMAT_CHARACTERS = /\p{Cf}/gu;
// A leading label, in any case: a word before it (`Code`, `Codice`, `Código`, `Kod`, `Numéro`,
// `Número`, `Numero`, `Numer`, `No.`, `Nr.`, `N°`, `Cuenta`, `Coordinate`), the name (`IBAN`,
// `BIC`, `SWIFT`, `SWIFT/BIC`, `ABA`, `ABA routing`, `RTN`, `Routing`, `Routing transit`,
// `Sort code`, `BLZ`, `Bankleitzahl`, `rachunku`, `rozliczeniowy`, `de ruta` and the like), words
// after it (`number`, `no.`, `Nr.`, `#`, `code`, `Nummer`, `rekeningnummer`), then a colon or white
// space, and more text. docs/forms.md lists the labels; a test holds this expression to the list.
// Built once, at module load, from strings of a line each (backslashes doubled, `/` unescaped):
// the same source and flags as the one-line regular expression literal, in fewer bundled bytes.
const LEADING_LABEL = /* @__PURE__ */ new RegExp(
  '^\\s*(?:(?:c[oó]d(?:e|ice|igo)|kod|n[uú]m(?:[eé]ro|er)|n[or]\\.?|n[°º]|cuenta|coordinate)[\\s.]*)?' +
    '(?:iban|swift(?:\\s*/\\s*bic)?|bic(?:\\s*/\\s*swift)?' +
    '|aba(?:[\\s-]*(?:routing|rtn))?|rtn|routing(?:[\\s-]*transit)?' +
    '|sort[\\s-]*code|blz|bankleitzahl|rachunku|rozliczeniowy' +
    '|d[ei]\\s+(?:routage|ruta|enrutamiento|routing|roteamento|encaminhamento))' +
    '(?:[\\s-]*(?:bic|number|n[or]\\.?|#|code|nummer|rekeningnummer))*(?:\\s*[:：]\\s*|\\s+)(?=\\S)',
  'iu',
);

/**
 * Drops what a person pastes along with a bank number: Unicode format characters (zero-width space,
 * zero-width joiner and non-joiner, word joiner, byte order mark, soft hyphen, direction marks) and
 * leading labels (`IBAN:`, `BIC `, `Sort code:`, `Routing number`, `Code IBAN :`, `Numer IBAN`,
 * …, in English and in the languages of `bank-number/locales/*`), case-insensitive, each followed by
 * a colon or white space and then by more text. Everything else is kept as it is, so the result
 * still goes through `validate()` like any input. Never throws; anything but a string gives the
 * empty string.
 * @example cleanInput('IBAN: DE89 3704 0044 0532 0130 00') // 'DE89 3704 0044 0532 0130 00'
 * @example cleanInput('DE89\u200B3704\u00AD0044') // 'DE8937040044'
 */
export function cleanInput(text: string): string {
  if (typeof text !== 'string') return '';
  let out = text.replace(FORMAT_CHARACTERS, '');
  for (let rest = out.replace(LEADING_LABEL, ''); rest !== out; rest = out.replace(LEADING_LABEL, '')) out = rest;
  return out;
}
