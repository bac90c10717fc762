/**
 * What the validators of `bank-number/schema` share: the input cleaning, the rules of a form and
 * the display text of the issues. Each validator passes in only its own checks, so that a bundle
 * carries the formats it uses and no other, and only the English texts it can report.
 * @module
 */
import { cleanInput } from '../core/clean-input.ts';
import { otherFormat } from '../detect.ts';
import { isBlank } from '../core/normalize.ts';
import type { ErrorCode, Format, ValidationResult } from '../core/types.ts';
import { fill, intl } from '../locales/localized.ts';
import type { BankNumberMessages, ElementCode, MessagePair } from '../locales/types.ts';
import type {
  StandardSchemaV1,
  StandardSchemaV1Issue,
  StandardSchemaV1Options,
  StandardSchemaV1Props,
  StandardSchemaV1Success,
} from './standard-schema.ts';

/** Options of every validator. */
export interface SchemaOptions {
  /**
   * The catalogue that the issues' messages come from: `de` from `bank-number/locales/de`, or any
   * other, with texts of your own spread over it. A text that it lacks, or all of them without
   * one, is English.
   */
  messages?: Partial<BankNumberMessages> | undefined;
}

/**
 * One issue of a validator of `bank-number/schema`: display text in the catalogue's language, and
 * the error code for programs (an error code of the envelope, or `REQUIRED`,
 * `FORMAT_NOT_ALLOWED`, `COUNTRY_NOT_ALLOWED`).
 */
export interface BankNumberIssue extends StandardSchemaV1Issue {
  readonly code: ErrorCode | ElementCode;
  readonly message: string;
  /** What to do about it, in the same language. */
  readonly suggestion: string;
}

/**
 * A Standard Schema v1 validator of bank numbers: a string in, the normalized number out (`'de89
 * 3704 0044 0532 0130 00'` gives `'DE89370400440532013000'`). Its `validate` never throws, and
 * answers at once, but for a German IBAN checked before the German bank data has loaded: that one
 * gets a promise of the completed verdict (`BankNumberPending`).
 */
export interface BankNumberSchema extends StandardSchemaV1<string, string> {
  readonly '~standard': BankNumberSchemaProps;
}

/**
 * The `~standard` property of a validator of `bank-number/schema`: `validate` answers at once, or
 * with a `BankNumberPending` while the data of a check still loads.
 */
export interface BankNumberSchemaProps extends StandardSchemaV1Props<string, string> {
  readonly validate: (
    value: unknown,
    options?: StandardSchemaV1Options | undefined,
  ) => BankNumberResult | BankNumberPending;
}

/** The normalized number, or the issues. */
export type BankNumberResult = StandardSchemaV1Success<string> | { readonly issues: readonly BankNumberIssue[] };

/**
 * The answer for a number that passes every check made so far but one whose data is still loading
 * (a German IBAN before the German bank data, which brings the account check): a promise of the
 * completed result, for consumers that await it (react-hook-form, TanStack Form's async
 * validators), which also carries the issue `CHECK_PENDING`, so that a consumer that does not
 * await (ArkType) refuses the number instead of taking it. The data loads once; later answers come
 * at once.
 */
export type BankNumberPending = Promise<BankNumberResult> & { readonly issues: readonly BankNumberIssue[] };

/**
 * The English texts a validator can report beyond the envelope's own (which carries its English),
 * or in place of those that speak to a program; and the formats' names, where it names them.
 */
export type EnglishTexts = { REQUIRED: MessagePair } & Partial<
  Record<
    'FORMAT_NOT_ALLOWED' | 'COUNTRY_NOT_ALLOWED' | 'AMBIGUOUS_FORMAT' | 'UNKNOWN_FORMAT' | 'CHECK_PENDING',
    MessagePair
  >
> &
  Partial<Record<Format, string>>;

/** What a validator's checks answer: a `ValidationResult`, or its part that the issues need. */
export type Verdict = Pick<ValidationResult, 'valid' | 'format' | 'normalized' | 'errors'>;

/**
 * Verdicts that data still loading may refuse (a German IBAN before the German bank data, which
 * brings the account check): `awaits` tells them, `load` loads that data and answers the verdict
 * completed with it (the format's `FormatLookup.complete`), without checking the number again.
 */
export interface AwaitedData {
  awaits(result: Verdict): boolean;
  load(result: Verdict): Promise<Verdict>;
}

/** Country codes as the rules compare them: in capitals, whatever the caller wrote. */
export function countryList(countries: readonly string[] | undefined): string[] {
  return Array.isArray(countries) ? countries.map((code) => String(code).toUpperCase()) : [];
}

/**
 * A validator that cleans a string (`cleanInput`), runs `check` on it and holds the valid result to
 * the rules of a form, as `brokenRule` does: `FORMAT_NOT_ALLOWED` when `formats` (not empty) lacks
 * its format, else `COUNTRY_NOT_ALLOWED` when `countries` (not empty) lacks its country, which
 * `country` gives (the validator's own: `resultCountry` for any format, the prefix for an IBAN). The
 * rules are here rather than `brokenRule` and `resultCountry`, so that a validator of one format
 * carries neither the other formats' countries nor the checks of a malformed result. Anything but a
 * string, or nothing left after cleaning: `REQUIRED`. An invalid number that is plainly of a format
 * outside `formats` (`021000021` for `iban()`, whose `formats` are `['iban']`): `FORMAT_NOT_ALLOWED`,
 * which says what the field takes, rather than the errors of a format the person did not mean. A
 * text missing from `options.messages` comes from `english`, or from the verdict's own English.
 * A valid verdict that data still loading may refuse (`data.awaits`) is answered with a
 * `BankNumberPending`, completed once `data.load` is done: `english` holds `CHECK_PENDING`
 * where `check` can give such a verdict.
 */
/* @__NO_SIDE_EFFECTS__ */
export function bankNumberSchema(
  check: (cleaned: string) => Verdict,
  options: SchemaOptions | undefined,
  english: EnglishTexts,
  countries: readonly string[] = [],
  country: (result: Verdict) => string | null = () => null,
  formats: readonly Format[] = [],
  data?: AwaitedData,
): BankNumberSchema {
  const messages: Record<string, unknown> = { ...english, ...options?.messages };
  const issue = (code: string, fallback: unknown, values: Record<string, string> = {}): BankNumberIssue => {
    const [message, suggestion] = (Array.isArray(messages[code]) ? messages[code] : fallback) as MessagePair;
    return {
      code: code as BankNumberIssue['code'],
      message: fill(message, values),
      suggestion: fill(suggestion, values),
    };
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'bank-number',
      validate(value: unknown) {
        const text = cleanInput(value as string);
        if (isBlank(text)) return { issues: [issue('REQUIRED', english.REQUIRED)] };
        const result = check(text);
        const answer = respond(text, result);
        if (answer.issues || !data?.awaits(result)) return answer;
        // Loaded on demand, as `validate()` loads it; a load that fails leaves the verdict as it is.
        const completed = data.load(result).then(
          (done) => respond(text, done),
          () => answer,
        );
        return Object.assign(completed, { issues: [issue('CHECK_PENDING', english.CHECK_PENDING)] });
      },
    },
  };

  /** The answer for a cleaned, non-blank `text` whose verdict is `result`. */
  function respond(text: string, result: Verdict): BankNumberResult {
    // The format to hold to `formats`: the result's, or for an invalid number the one it plainly has.
    const format = result.valid ? (result.format as Format) : otherFormat(text, formats);
    if (!result.valid && (format === null || format === result.format)) {
      return { issues: result.errors.map((error) => issue(error.code, [error.message, error.suggestion])) };
    }
    const rule =
      formats.length > 0 && !formats.includes(format as Format)
        ? 'FORMAT_NOT_ALLOWED'
        : countries.length > 0 && !countries.includes(country(result) ?? '')
          ? 'COUNTRY_NOT_ALLOWED'
          : null;
    if (!rule) return { value: result.normalized };
    const names = intl(messages['lang'] as string);
    const name = (code: unknown) =>
      typeof messages[code as string] === 'string' ? (messages[code as string] as string) : String(code);
    const values = {
      format: name(format),
      formats: names.list(formats.map(name)),
      country: names.region(country(result) as string),
      countries: names.list(countries.map(names.region)),
    };
    return { issues: [issue(rule, english[rule], values)] };
  }
}
