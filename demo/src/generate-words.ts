/**
 * The generate page's own words, in English as the page is: per format, what the list holds, the
 * note of a format of one country and the sentences of a bank code. The facts in them (the shape
 * of a bank code, the countries) come from the format's generator (`GENERATORS`).
 * @module
 */
import type { BankCodeShape } from 'bank-number';

/** What the list says it holds, by format: one and many. */
export const NAMES: Readonly<Record<string, readonly [string, string]>> = {
  iban: ['IBAN', 'IBANs'],
  bic: ['BIC', 'BICs'],
  'us-routing': ['routing number', 'routing numbers'],
  'uk-sort-code': ['sort code', 'sort codes'],
};

/** The note of a format of one country (routing numbers, sort codes), by format: the page asks for no country. */
export const NATIONAL_NOTES: Readonly<Record<string, string>> = {
  'us-routing':
    'US routing numbers with a Federal Reserve prefix from 01 to 12 and a correct 3-7-1 check digit. ' +
    'They are not reserved for testing: one may belong to a real bank.',
  'uk-sort-code':
    'UK sort codes, six digits shown as 12-34-56. Any six digits pass the checks, and one may belong to a real branch.',
};

/** The sentences of a format's bank code, the country named as the page names it. */
export interface BankCodeWords {
  /** What a bank code looks like, after a refusal of one. */
  rule: (code: BankCodeShape, country: string) => string;
  /** The hint under the field. */
  hint: (code: BankCodeShape) => string;
  /** The rule and the hint for a country whose numbers hold no bank code. */
  none?: { rule: (country: string) => string; hint: string } | undefined;
}

const CHARACTERS: Readonly<Record<BankCodeShape['characters'], string>> = {
  digits: 'digits',
  letters: 'letters',
  alphanumeric: 'letters or digits',
};

/** "8 digits, such as 37040044". */
function described(code: BankCodeShape): string {
  return `${code.length} ${CHARACTERS[code.characters]}, such as ${code.example}`;
}

/** The sentences of the bank code, by format, for the formats whose generator takes one. */
export const BANK_CODE_WORDS: Readonly<Record<string, BankCodeWords>> = {
  iban: {
    rule: (code, country) => `A bank code in IBANs of ${country} has ${described(code)}.`,
    hint: (code) => `${code.length} characters in this country, such as ${code.example}.`,
    none: {
      rule: (country) => `IBANs of ${country} have no bank code: leave the field empty.`,
      hint: 'This country has no bank code in its IBANs.',
    },
  },
  bic: {
    rule: (code) => `A BIC’s bank code (its institution code) has ${described(code)}.`,
    hint: (code) => `The institution code: ${described(code)}.`,
  },
};
