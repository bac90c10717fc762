import type { ValidationResult } from '../core/types.ts';
import type { LocalizedResult } from '../locales/localized.ts';
import type { PartialMessages } from '../locales/types.ts';

/** What the control's validity follows from. */
export interface ValidityInput {
  /** The message of `setCustomValidity`; empty for none. */
  customMessage: string;
  required: boolean;
  /** The field is blank. */
  empty: boolean;
  /** The text is longer than 128 characters, and so not validated. */
  tooLong: boolean;
  /** The verdict; null while the field is blank or the text too long. */
  result: ValidationResult | null;
  /** The verdict in the element's language; null until its words have loaded. */
  verdict: LocalizedResult | null;
  /** The rule of `formats` or `countries` that the valid value breaks, if any. */
  broken: string | null;
  /**
   * The valid verdict may still turn invalid, and what completes it is on its way: a German IBAN
   * while the German bank data loads (or the server answers). `awaitsData` of sdk/lookups.ts.
   */
  awaiting: boolean;
  /** The user has edited the field, or a submission was tried. */
  interacted: boolean;
  /** The element's texts in its language. */
  texts: PartialMessages;
  /** The browser's own message for an empty required field, for a page whose words have not loaded. */
  nativeMessage: string;
}

/** An error as the element shows it under the field. */
export interface ShownError {
  message: string;
  suggestion?: string | undefined;
}

/** The validity of the control: for `setValidity`, for the error it shows, and for its custom states. */
export interface Validity {
  flags: ValidityStateFlags;
  /** The validation message; empty when the control is valid. */
  message: string;
  /** The error shown under the field, or null. */
  error: ShownError | null;
  /** Valid, of a format and country that the form accepts, and no check still to come. */
  valid: boolean;
  /** Valid, but of a format or country that the form does not accept. */
  notAllowed: boolean;
}

/**
 * The validity of the control in a given state, as native inputs have it: a custom error first,
 * then a missing value, a text too long, an invalid number (`typeMismatch`), and a valid number
 * that the form's rules exclude (`patternMismatch`); a valid number whose last check is still to come
 * is `badInput` (a value not complete yet, as a half-typed date), shows no error and is not valid,
 * so that no form submits a number that the check refuses. An error is shown once there is text, or
 * after the user interacted with an empty required field. Until the words have loaded, the
 * messages are the envelope's English, or the rule's code.
 */
export function validity(state: ValidityInput): Validity {
  const { customMessage, required, empty, tooLong, result, verdict, broken, awaiting, interacted, texts } = state;
  const flags: ValidityStateFlags = {};
  let message = customMessage;
  if (customMessage) flags.customError = true;
  if (required && empty) {
    flags.valueMissing = true;
    message ||= texts.REQUIRED?.[0] || state.nativeMessage || 'REQUIRED';
  } else if (tooLong) {
    flags.tooLong = true;
    message ||= texts.TOO_LONG?.[0] || 'TOO_LONG';
  } else if (result && !result.valid) {
    flags.typeMismatch = true;
    message ||= verdict?.errors[0]?.message || (result.errors[0]?.message as string);
  } else if (result && broken) {
    // A valid number that the form's rules exclude does not match what the form accepts.
    flags.patternMismatch = true;
    message ||= verdict?.errors[0]?.message || broken;
  } else if (result && awaiting) {
    flags.badInput = true;
    message ||= texts.CHECK_PENDING?.[0] || 'CHECK_PENDING';
  }
  let error: ShownError | null = null;
  if (customMessage && (interacted || !empty)) error = { message: customMessage };
  else if (tooLong) error = { message, suggestion: texts.TOO_LONG?.[1] };
  else
    error =
      verdict?.errors[0] ??
      result?.errors[0] ??
      (required && empty && interacted ? { message, suggestion: texts.REQUIRED?.[1] } : null);
  return { flags, message, error, valid: result?.valid === true && !broken && !awaiting, notAllowed: broken !== null };
}

/**
 * Sets the custom states of the control (`:state(valid)`, `invalid`, `not-allowed` and `pending`) on
 * `states`, its `CustomStateSet`, from its validity and whether the lookup is running.
 */
export function showStates(states: Pick<Set<string>, 'add' | 'delete'>, shown: Validity, pending: boolean): void {
  toggle(states, 'valid', shown.valid);
  toggle(states, 'invalid', shown.error !== null);
  toggle(states, 'not-allowed', shown.notAllowed);
  toggle(states, 'pending', pending);
}

function toggle(states: Pick<Set<string>, 'add' | 'delete'>, state: string, on: boolean): void {
  if (on) states.add(state);
  else states.delete(state);
}
