import { cleanInput } from '../core/clean-input.ts';
import { INVALID_ACCOUNT_NUMBER, WRONG_LENGTH } from '../core/error-catalogue.ts';
import { INPUT_LENGTHS, isTooLong } from '../core/limits.ts';
import { isBlank } from '../core/normalize.ts';
import type { ErrorCode, FormatShape } from '../core/types.ts';
import { sortCodeShape } from '../formats/uk-sort-code/check.ts';
import { REQUIRED } from '../locales/en-checks.ts';
import type { MessagePair } from '../locales/types.ts';
import { validateUkAccount } from '../uk-modulus.ts';
import { inDialect } from './schema.ts';
import type { BankNumberIssue, BankNumberJsonSchema, SchemaOptions } from './schema.ts';
import type {
  StandardJSONSchemaV1,
  StandardJSONSchemaV1Options,
  StandardJSONSchemaV1Props,
  StandardSchemaV1,
  StandardSchemaV1Options,
  StandardSchemaV1Props,
} from './standard-schema.ts';

/** A UK sort code and account number, as a form holds them and as `ukAccount()` gives them back. */
export interface UkAccount {
  sortCode: string;
  accountNumber: string;
}

/** The answer of `ukAccount()`: the pair normalized (`'089999'`, `'66374958'`), or the issues. */
export type UkAccountResult =
  | { readonly value: UkAccount; readonly issues?: undefined }
  | { readonly value?: undefined; readonly issues: readonly BankNumberIssue[] };

/**
 * A Standard Schema v1 validator of a UK sort code and account number together, and a Standard
 * JSON Schema (Standard Schema 1.1): `jsonSchema.input` and `jsonSchema.output` give its JSON Schemas.
 */
export interface UkAccountSchema
  extends StandardSchemaV1<UkAccount, UkAccount>,
    StandardJSONSchemaV1<UkAccount, UkAccount> {
  readonly '~standard': UkAccountSchemaProps;
}

/**
 * The `~standard` property of `ukAccount()`: `validate` always answers at once; `jsonSchema` gives
 * the JSON Schema of the input (each field a string as a person enters it: its length) and of the
 * output (a six-digit sort code and an account number of 6 to 10 digits, and in `description` the
 * modulus check a pattern cannot make), for the targets of the other validators
 * (`BankNumberSchemaProps`); any other target throws a `TypeError`.
 */
export interface UkAccountSchemaProps
  extends StandardSchemaV1Props<UkAccount, UkAccount>,
    StandardJSONSchemaV1Props<UkAccount, UkAccount> {
  readonly validate: (value: unknown, options?: StandardSchemaV1Options | undefined) => UkAccountResult;
  readonly jsonSchema: {
    readonly input: (options: StandardJSONSchemaV1Options) => UkAccountJsonSchema;
    readonly output: (options: StandardJSONSchemaV1Options) => UkAccountJsonSchema;
  };
}

/** A JSON Schema of `ukAccount()`: an object of the two fields, each a string. */
export type UkAccountJsonSchema = {
  readonly $schema?: string;
  readonly type: 'object';
  readonly properties: { readonly [field in keyof UkAccount]: Omit<BankNumberJsonSchema, '$schema' | 'anyOf'> };
  readonly required: readonly (keyof UkAccount)[];
  readonly additionalProperties?: false;
  readonly description?: string;
};

/** What JSON Schema can say of a valid account number as `ukAccount()` gives it: its digits as written. */
const ACCOUNT_NUMBER: FormatShape = {
  pattern: '^[0-9]{6,10}$',
  minLength: 6,
  maxLength: 10,
  description: 'UK account number: 6 to 10 digits as written (6, 7, 9 and 10 digits are not padded or cut).',
};

/** The JSON Schema of `ukAccount()`'s input (`fields` each `INPUT_LENGTHS`) or output. */
function accountSchema(
  options: StandardJSONSchemaV1Options,
  fields: UkAccountJsonSchema['properties'],
  output: boolean,
): UkAccountJsonSchema {
  return inDialect(options, {
    type: 'object',
    properties: fields,
    required: ['sortCode', 'accountNumber'],
    ...(output && {
      additionalProperties: false,
      description:
        "UK sort code and account number; not in the patterns: the modulus check of the account against the sort code (Pay.UK's tables, once they are in place).",
    }),
  });
}

/** The field an error of `validateUkAccount` belongs to: the sort code's own, else the account number. */
const fieldOf = (code: ErrorCode): keyof UkAccount =>
  code === 'NOT_NUMERIC' || code === 'WRONG_LENGTH' ? 'sortCode' : 'accountNumber';

/**
 * A Standard Schema v1 validator of a UK sort code and account number together: an object
 * `{ sortCode, accountNumber }` in (each after `cleanInput`), the two normalized out. Its verdict is
 * `validateUkAccount`'s: the sort code's checks (`NOT_NUMERIC`, `WRONG_LENGTH`, on `sortCode`), the
 * account number's form (`INVALID_ACCOUNT_NUMBER`) and, once Pay.UK's modulus tables are in place
 * (`setUkModulusTables`), its check against the sort code (`ACCOUNT_CHECK_FAILED`), both on
 * `accountNumber`, the field a person most often mistypes. A field left blank is `REQUIRED`, on
 * that field. Each issue's `path` names its field, so that a form library shows it there; the
 * texts come from `messages`, else English. Without the tables, no account is refused for its check.
 * Its JSON Schema (`jsonSchema`): an object of the two fields, strings of `INPUT_LENGTHS` in, a
 * six-digit sort code and an account number of 6 to 10 digits out.
 * @example ukAccount()['~standard'].validate({ sortCode: '08-99-99', accountNumber: '6637 4958' })
 * // { value: { sortCode: '089999', accountNumber: '66374958' } }
 */
/* @__NO_SIDE_EFFECTS__ */
export function ukAccount(options?: SchemaOptions): UkAccountSchema {
  const messages: Record<string, unknown> = { REQUIRED, ...options?.messages };
  const issue = (code: string, field: keyof UkAccount | null, fallback: MessagePair): BankNumberIssue => {
    const [message, suggestion] = (Array.isArray(messages[code]) ? messages[code] : fallback) as MessagePair;
    return {
      code: code as BankNumberIssue['code'],
      message,
      suggestion,
      ...(field === null ? {} : { path: [field] }),
    };
  };
  const pair = (error: { message: string; suggestion: string }): MessagePair => [error.message, error.suggestion];
  return {
    '~standard': {
      version: 1,
      vendor: 'bank-number',
      validate(value: unknown): UkAccountResult {
        const fields = typeof value === 'object' && value !== null ? (value as Partial<UkAccount>) : {};
        const sortCode = cleanInput(fields.sortCode as string);
        const accountNumber = cleanInput(fields.accountNumber as string);
        const blank: BankNumberIssue[] = [];
        if (isBlank(sortCode)) blank.push(issue('REQUIRED', 'sortCode', REQUIRED));
        if (isBlank(accountNumber)) blank.push(issue('REQUIRED', 'accountNumber', REQUIRED));
        if (blank.length > 0) return { issues: blank };
        // Over 128 characters, either is refused as the request checks of validateUkAccount would.
        const long: BankNumberIssue[] = [];
        if (isTooLong(sortCode)) long.push(issue(WRONG_LENGTH.code, 'sortCode', pair(WRONG_LENGTH)));
        if (isTooLong(accountNumber))
          long.push(issue(INVALID_ACCOUNT_NUMBER.code, 'accountNumber', pair(INVALID_ACCOUNT_NUMBER)));
        if (long.length > 0) return { issues: long };
        const result = validateUkAccount(sortCode, accountNumber);
        if (!result.valid)
          return { issues: result.errors.map((error) => issue(error.code, fieldOf(error.code), pair(error))) };
        return { value: { sortCode: result.normalized.slice(0, 6), accountNumber: result.normalized.slice(6) } };
      },
      jsonSchema: {
        input: (options) =>
          accountSchema(
            options,
            {
              sortCode: { type: 'string', ...INPUT_LENGTHS },
              accountNumber: { type: 'string', ...INPUT_LENGTHS },
            },
            false,
          ),
        output: (options) =>
          accountSchema(
            options,
            {
              sortCode: { type: 'string', ...(sortCodeShape.shape([]) as FormatShape) },
              accountNumber: { type: 'string', ...ACCOUNT_NUMBER },
            },
            true,
          ),
      },
    },
  };
}
