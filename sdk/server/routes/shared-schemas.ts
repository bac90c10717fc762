/**
 * The valibot pieces that several routes of the API share: the body limit, the wording of a
 * failed check (`says`), the checks of a bank number, a format hint, a closed JSON object and a
 * query parameter, and the answers' common shapes (the result of `/validate`, its envelope, the
 * problems). A route's own request and answer schemas live in the route's file; every code,
 * format and limit is the one defined in the SDK's core or below, imported, never restated.
 * `SHARED_COMPONENTS` are the schemas of this module that the OpenAPI document names.
 * @module
 */
import * as v from 'valibot';
import * as catalogue from '../../core/errors.ts';
import { isBlank } from '../../core/normalize.ts';
import { FORMATS, isTooLong, MAX_INPUT_LENGTH } from '../../core/request.ts';
import { INPUT_LENGTHS } from '../../core/limits.ts';
import type { ErrorCode } from '../../core/types.ts';
import { TIERS } from '../tiers.ts';

/** 16 KiB: bodies of every endpoint but `/batch` (routes/batch.ts). */
export const BODY_LIMIT = 16 * 1024;

/** Every code of `result.errors[].code`: the SDK's error catalogue. */
export const ERROR_CODES = Object.values(catalogue).flatMap((entry) =>
  typeof entry === 'object' && entry !== null && 'code' in entry ? [entry.code as ErrorCode] : [],
);

const string = v.string();
export const nullableString = v.nullable(v.string());
export const nullableBoolean = v.nullable(v.boolean());
export const stringList = v.array(v.string());
/** A whole number from `minimum` up. */
export const count = (minimum = 0) => v.pipe(v.number(), v.integer(), v.minValue(minimum));

// Requests. Every check carries the problem the server answers when it fails: the code and the
// detail of `says`, read back by the validator hook (validator.ts). Where a request breaks several
// rules, the first issue of valibot's order is the one answered: a pipe stops at its first failed
// schema, and an object checks its fields in the order written here. Each route's own schemas are in
// its file (validate.ts, batch.ts, …).

/** The message of a failed check: the problem's code and its detail, `CODE: detail`. */
export const says = (code: string, detail: string): string => `${code}: ${detail}`;

/** `The parameter 'name' …`, as the SDK's own request checks word it; never the value. */
export const parameter = (code: string, name: string, problem: string): string =>
  says(code, `The parameter '${name}' ${problem}.`);
export const required = (name: string) => parameter('MISSING_PARAMETER', name, 'is required');
// A query parameter given twice reads as an array: which of the two was meant cannot be told, and a
// payments API must not guess.
export const repeated = (name: string) => parameter('INVALID_PARAMETER', name, 'is given more than once');

export const Format = v.pipe(v.picklist(FORMATS), v.description('A format hint; detection is skipped.'));
export const formatHintText = parameter('INVALID_PARAMETER', 'format', `must be one of: ${FORMATS.join(', ')}`);
/** A hint as requests carry it: absent, null or empty means none. */
export const formatHint = v.nullish(v.union([Format, v.literal('')], formatHintText));

/** The bank number, named `name` in the request: a string, not blank, not too long. */
export const inputNamed = (name: string, notString: string) =>
  v.pipe(
    v.string((issue) => (issue.input === undefined || issue.input === null ? required(name) : notString)),
    v.check((text) => !isBlank(text), parameter('MISSING_PARAMETER', name, 'is empty')),
    v.check(
      (text) => !isTooLong(text),
      parameter('INPUT_TOO_LONG', name, `is longer than ${MAX_INPUT_LENGTH} characters`),
    ),
    // JSON Schema counts characters as the server does (code points); the checks above are the server's.
    // The lengths are those the schema validators' JSON Schema states too.
    v.metadata(INPUT_LENGTHS),
    v.description(`The bank number: at most ${MAX_INPUT_LENGTH} characters, not blank.`),
  );
export const input = inputNamed('input', parameter('INVALID_PARAMETER', 'input', 'must be a string'));

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON object with `entries` and no other field. Unknown fields are refused rather than ignored,
 * so that a misspelt `format` cannot silently turn detection back on; the field's name is not
 * repeated in the answer, since a client may have put the number there. Whether the value is such
 * an object is told before anything about its fields.
 */
export function closedObject<const E extends v.ObjectEntries>(entries: E, missing: (key: string) => string) {
  const names = Object.keys(entries).join(', ');
  return v.pipe(
    v.custom<Record<string, unknown>>(
      isObject,
      says('INVALID_PARAMETER', `The value must be a JSON object with the fields ${names}.`),
    ),
    v.check(
      (value) => Object.keys(value).every((name) => Object.hasOwn(entries, name)),
      says('INVALID_PARAMETER', `The object has a field other than ${names}.`),
    ),
    v.strictObject(entries, (issue) => missing(String(issue.path?.[0]?.key))),
  );
}

/** The message of a required query parameter that is absent. */
export const missingParameter = (issue: v.BaseIssue<unknown>) => required(String(issue.path?.[0]?.key));

/** A query parameter: a string, or absent when `optional`. */
export const queryString = (name: string) =>
  v.string((issue) => (issue.input === undefined ? required(name) : repeated(name)));

// Responses.

export const Tier = v.picklist(TIERS);
export const ValidationError = v.strictObject({ code: v.picklist(ERROR_CODES), message: string, suggestion: string });
export const BreakdownPart = v.strictObject({ label: string, value: string, start: count(), end: count() });
export const Breakdown = v.strictObject({ formatName: string, parts: v.array(BreakdownPart) });
export const BankInfo = v.strictObject({
  bankName: string,
  bic: nullableString,
  country: string,
  countryCode: string,
  city: nullableString,
});
export const resultEntries = {
  valid: v.boolean(),
  format: v.nullable(v.picklist(FORMATS)),
  normalized: string,
  errors: v.array(ValidationError),
  breakdown: v.nullable(Breakdown),
  bankInfo: v.nullable(BankInfo),
};
export const ValidationResult = v.strictObject(resultEntries);

const envelope = <S extends v.GenericSchema>(result: S) =>
  v.strictObject({ apiVersion: v.literal('1'), processingTimeMs: v.pipe(v.number(), v.minValue(0)), result });
export const Envelope = envelope(ValidationResult);

const problemEntries = {
  type: string,
  title: string,
  status: v.pipe(count(400), v.maxValue(599)),
  detail: string,
  apiVersion: v.literal('1'),
  code: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]*$/)),
  errors: v.optional(
    v.array(v.strictObject({ parameter: v.optional(string), pointer: v.optional(string), detail: string })),
  ),
};
const tierList = v.array(Tier);
export const Problem = v.looseObject(problemEntries);
export const RateLimitedProblem = v.looseObject({
  ...problemEntries,
  violatedPolicies: v.pipe(v.array(v.picklist(['minute', 'day', 'invalid-key'])), v.minLength(1)),
});
export const AuthProblem = v.looseObject({ ...problemEntries, requiredTiers: v.optional(tierList) });
export const InsufficientTierProblem = v.looseObject({ ...problemEntries, currentTier: Tier, requiredTiers: tierList });

/** The schemas of this module that the OpenAPI document names, under these names. */
export const SHARED_COMPONENTS: Readonly<Record<string, v.GenericSchema>> = {
  Format,
  Tier,
  ValidationError,
  BreakdownPart,
  Breakdown,
  BankInfo,
  ValidationResult,
  Envelope,
  Problem,
  RateLimitedProblem,
  AuthProblem,
  InsufficientTierProblem,
};
