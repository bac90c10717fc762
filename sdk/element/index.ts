/**
 * `bank-number/element`: the `<bank-number-input>` form control as a class, without registering
 * it. Import `bank-number/element/define` to register it under its tag name.
 * @module
 */
export { BankNumberInput } from './bank-number-input.ts';
export type { BankNumberErrorDetail } from './bank-number-input.ts';
export { RemoteValidationError } from './remote-error.ts';
export type { Envelope } from '../core/types.ts';
export type { LocalizedError, LocalizedResult } from '../locales/localized.ts';
export type { FormRules } from '../locales/rules.ts';
export type {
  BankNumberMessages,
  BreakdownLabel,
  ElementCode,
  ElementWord,
  MessagePair,
  PartialMessages,
} from '../locales/types.ts';
