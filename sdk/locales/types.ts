import type { ErrorCode, Format, ReferenceErrorCode } from '../core/types.ts';

/** Every label that a breakdown part can have, as the envelope spells it (in English). */
export type BreakdownLabel =
  | 'Country'
  | 'Check Digits'
  | 'Bank Code'
  | 'Branch Code'
  | 'Sort Code'
  | 'Account Number'
  | 'National Check Digits'
  | 'Account Type'
  | 'Currency'
  | 'Owner Account Number'
  | 'Institution Code'
  | 'Country Code'
  | 'Location Code'
  | 'Fed District'
  | 'Fed Office'
  | 'Institution ID'
  | 'Check Digit'
  | 'Bank ID'
  | 'Branch (1)'
  | 'Branch (2)';

/**
 * A message with a suggestion. Placeholders in braces are filled in: `{format}` (a format's
 * name), `{formats}` (a list of them), `{country}` (a country's name), `{countries}` (a list).
 */
export type MessagePair = readonly [message: string, suggestion: string];

/** Message pairs of the element's own checks, next to the error codes of the envelope. */
export type ElementCode =
  | 'TOO_LONG'
  | 'REQUIRED'
  | 'FORMAT_NOT_ALLOWED'
  | 'COUNTRY_NOT_ALLOWED'
  /** A valid number whose last check waits for data still loading (a German IBAN's bank data). */
  | 'CHECK_PENDING';

/** The element's own single words and sentences. */
export type ElementWord =
  /** The status next to a valid number. */
  | 'valid'
  /** The status next to an invalid number. */
  | 'invalid'
  /** The accessible name of the breakdown list. */
  | 'structure'
  /** The format's name when no format was detected. */
  | 'number'
  /** The announcement of a valid number, with `{format}`; the bank's name follows. */
  | 'announceValid'
  /** The announcement of an invalid number, with `{format}`; the message follows. */
  | 'announceInvalid'
  /**
   * The warning of a BIC field whose BIC names another bank than the IBAN field it points to
   * (`iban-field`), with `{bankBic}`, the BIC of the IBAN's bank.
   */
  | 'bicOtherBank';

/**
 * A message catalogue: everything `<bank-number-input>` and `localize()` show, in one language.
 * The keys are the envelope's own words (error codes, format ids, breakdown labels, which stay
 * English in the envelope) and the element's words. `bank-number/locales/en`, `…/de`, `…/fr`,
 * `…/es`, `…/it`, `…/nl`, `…/pl` and `…/pt` each export a complete one.
 */
export type BankNumberMessages = {
  /** The language of the catalogue (BCP 47), e.g. `de`. */
  readonly lang: string;
  /**
   * A country's own names for breakdown parts of its IBANs, where they differ from the general
   * one: `{ FR: { 'National Check Digits': 'Clé RIB' } }`.
   */
  readonly countries?: Readonly<Record<string, Readonly<Partial<Record<BreakdownLabel, string>>>>>;
} & Readonly<Record<ErrorCode | ReferenceErrorCode | ElementCode, MessagePair>> &
  Readonly<Record<Format | BreakdownLabel | ElementWord, string>>;

/** Some texts of a catalogue, for the element's `messages` property: they override the language's. */
export type PartialMessages = Partial<BankNumberMessages>;
