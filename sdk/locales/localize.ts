import type { Envelope, ValidationResult } from '../core/types.ts';
import { localized } from './localized.ts';
import type { LocalizedResult } from './localized.ts';
import { identityOf } from '../formats/identities.ts';
import { brokenRule } from './rules.ts';
import type { FormRules } from './rules.ts';
import type { BankNumberMessages } from './types.ts';

export { fill, ownError } from './localized.ts';
export type { LocalizedError, LocalizedResult } from './localized.ts';

/**
 * Display text for a verdict in one language: the envelope (or its `result`) stays as the server
 * gave it, in English; this gives what a person reads. `messages` is a catalogue from
 * `bank-number/locales/*` (with any texts of your own spread over it); a text missing from it comes
 * from the envelope's own English, where the envelope has one. With `rules`, a valid number of a
 * format or country outside them is not `valid`, with a `FORMAT_NOT_ALLOWED` or
 * `COUNTRY_NOT_ALLOWED` error. Never throws.
 * @example
 * import { de } from 'bank-number/locales/de';
 * localize(validateSync('DE89 3704 0044 0532 0130 00'), de).parts[2] // { label: 'Bankleitzahl', value: '37040044' }
 */
export function localize(
  verdict: Envelope | ValidationResult,
  messages: Partial<BankNumberMessages>,
  rules?: FormRules,
): LocalizedResult {
  return localized(verdict, messages, rules, brokenRule, identityOf);
}
