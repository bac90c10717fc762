/**
 * `bank-number/schema`: Standard Schema v1 validators for form and schema libraries
 * (react-hook-form, TanStack Form, ArkType, …), with no dependency.
 * @module
 */
export { iban } from './iban.ts';
export type { IbanOptions } from './iban.ts';
export { bic } from './bic.ts';
export type { BicOptions } from './bic.ts';
export { routingNumber } from './routing-number.ts';
export { sortCode } from './sort-code.ts';
export { ukAccount } from './uk-account.ts';
export type {
  UkAccount,
  UkAccountJsonSchema,
  UkAccountResult,
  UkAccountSchema,
  UkAccountSchemaProps,
} from './uk-account.ts';
export { bankNumber } from './bank-number.ts';
export { reference } from './reference.ts';
export type { BankNumberOptions } from './bank-number.ts';
export type {
  BankNumberIssue,
  BankNumberJsonSchema,
  BankNumberPending,
  BankNumberResult,
  BankNumberSchema,
  BankNumberSchemaProps,
  SchemaOptions,
} from './schema.ts';
export type * from './standard-schema.ts';
