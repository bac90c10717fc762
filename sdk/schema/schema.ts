/**
 * What the validators of `bank-number/schema` share: the input cleaning, the rules of a form, the
 * display text of the issues and the JSON Schema of input and output. Each validator passes in only
 * its own checks and shapes, so that a bundle carries the formats it uses and no other, and only
 * the English texts it can report.
 * @module
 */
import { cleanInput } from '../core/clean-input.ts';
import { INPUT_LENGTHS } from '../core/limits.ts';
import { otherFormat } from '../detect.ts';
import type { FormatShaper } from '../formats/descriptor.ts';
import { isBlank } from '../core/normalize.ts';
import type { ErrorCode, Format, FormatShape, ReferenceErrorCode, ValidationResult } from '../core/types.ts';
import { fill, intl } from '../locales/localized.ts';
import type { BankNumberMessages, ElementCode, MessagePair } from '../locales/types.ts';
import type {
  StandardJSONSchemaV1,
  StandardJSONSchemaV1Options,
  StandardJSONSchemaV1Props,
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
 * the error code for programs (an error code of the envelope or of a payment reference, or
 * `REQUIRED`, `FORMAT_NOT_ALLOWED`, `COUNTRY_NOT_ALLOWED`).
 */
export interface BankNumberIssue extends StandardSchemaV1Issue {
  readonly code: ErrorCode | ReferenceErrorCode | ElementCode;
  readonly message: string;
  /** What to do about it, in the same language. */
  readonly suggestion: string;
}

/**
 * A Standard Schema v1 validator of bank numbers: a string in, the normalized number out (`'de89
 * 3704 0044 0532 0130 00'` gives `'DE89370400440532013000'`). Its `validate` never throws, and
 * answers at once, but for a German IBAN checked before the German bank data has loaded: that one
 * gets a promise of the completed verdict (`BankNumberPending`). It is also a Standard JSON Schema
 * (Standard Schema 1.1): `jsonSchema.input` and `jsonSchema.output` give its JSON Schemas.
 */
export interface BankNumberSchema extends StandardSchemaV1<string, string>, StandardJSONSchemaV1<string, string> {
  readonly '~standard': BankNumberSchemaProps;
}

/**
 * The `~standard` property of a validator of `bank-number/schema`: `validate` answers at once, or
 * with a `BankNumberPending` while the data of a check still loads; `jsonSchema` gives the JSON
 * Schema of the input (a string as a person enters it: its length) and of the output (the
 * normalized number: pattern, lengths, and in `description` the checks a pattern cannot make), for
 * the targets `draft-2020-12`, `draft-07`, `openapi-3.0` and `openapi-3.1`; any other target
 * throws a `TypeError`.
 */
export interface BankNumberSchemaProps
  extends StandardSchemaV1Props<string, string>,
    StandardJSONSchemaV1Props<string, string> {
  readonly validate: (
    value: unknown,
    options?: StandardSchemaV1Options | undefined,
  ) => BankNumberResult | BankNumberPending;
  readonly jsonSchema: {
    readonly input: (options: StandardJSONSchemaV1Options) => BankNumberJsonSchema;
    readonly output: (options: StandardJSONSchemaV1Options) => BankNumberJsonSchema;
  };
}

/**
 * A JSON Schema of a validator of `bank-number/schema`: a string, with what JSON Schema can say of
 * it; for several formats (`bankNumber()`), one branch of `anyOf` each.
 */
export type BankNumberJsonSchema = {
  readonly $schema?: string;
  readonly type: 'string';
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly description?: string;
  readonly anyOf?: readonly Omit<BankNumberJsonSchema, '$schema' | 'type' | 'anyOf'>[];
};

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

/**
 * What a validator's checks answer: a `ValidationResult`, or its part that the issues need (a
 * payment reference's verdict, with no format, has its errors too).
 */
export type Verdict = Pick<ValidationResult, 'valid' | 'format' | 'normalized'> & {
  errors: readonly { code: ErrorCode | ReferenceErrorCode; message: string; suggestion: string }[];
};

/**
 * Verdicts that data still loading may refuse (a German IBAN before the German bank data, which
 * brings the account check): `awaits` tells them, `load` loads that data and answers the verdict
 * completed with it (the format's `FormatLookup.complete`), without checking the number again.
 */
export interface AwaitedData {
  awaits(result: Verdict): boolean;
  load(result: Verdict): Promise<Verdict>;
}

/**
 * The formats a validator gives, for its JSON Schema: what JSON Schema can say of each
 * (`FormatShaper`), or undefined for a format of which it can say only that it is a string.
 */
export type Shapes = readonly (FormatShaper | undefined)[];

/** The `$schema` of each JSON Schema target; none in an OpenAPI document, whose dialect it names itself. */
const DIALECTS: Record<string, string> = {
  'draft-2020-12': 'https://json-schema.org/draft/2020-12/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  'openapi-3.0': '',
  'openapi-3.1': '',
};

/**
 * `schema` in the dialect of `options.target`, with its `$schema` where the dialect has one. A
 * target it does not know: a `TypeError` that names the targets, as the specification asks. Every
 * validator of `bank-number/schema` gives its JSON Schema through it.
 */
export function inDialect<T extends object>(
  options: StandardJSONSchemaV1Options | undefined,
  schema: T,
): T & { readonly $schema?: string } {
  const target = options?.target as string;
  // A string for the targets alone: `toString` and the other keys of every object are functions.
  const dialect = DIALECTS[target];
  if (typeof dialect !== 'string') {
    throw new TypeError(`bank-number: unsupported target ${target}; use ${Object.keys(DIALECTS)}`);
  }
  return dialect ? { $schema: dialect, ...schema } : schema;
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
 * Its JSON Schema (`jsonSchema`), built when asked for: of the input, a string of
 * `INPUT_LENGTHS`; of the output, the `shape` of each of `shapes` for `countries` (`anyOf` for
 * several, titled with their names of `english`), or a string alone when one of them has no shape.
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
  shapes: Shapes = [],
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
      jsonSchema: {
        input: (target) => inDialect(target, { type: 'string', ...INPUT_LENGTHS }),
        output: (target) => inDialect(target, output()),
      },
    },
  };

  /**
   * The output's JSON Schema: what each format's shape says; a string alone when a format has no
   * shape, or when no format has numbers of `countries` (the validator refuses every number then).
   */
  function output(): BankNumberJsonSchema {
    const found: FormatShape[] = [];
    for (const format of shapes) {
      if (!format) return { type: 'string' };
      const shape = format.shape(countries);
      if (shape) found.push(shape);
    }
    return found[1] ? { type: 'string', anyOf: found } : { type: 'string', ...found[0] };
  }

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
