import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { check } from '../check.ts';
import { en } from '../locales/en.ts';
import { localize } from '../locales/localize.ts';
import { brokenRule } from '../locales/rules.ts';
import { showStates, validity } from './validity.ts';
import type { ValidityInput } from './validity.ts';

/** The state of a field holding `text`, typed by the user, with the English words loaded. */
function state(text: string, more: Partial<ValidityInput> = {}): ValidityInput {
  const result = text.trim() ? check(text, undefined) : null;
  const rules = { formats: [], countries: more.broken === undefined ? [] : ['FR'] };
  return {
    customMessage: '',
    required: false,
    empty: result === null,
    tooLong: false,
    result,
    verdict: result ? localize(result, en, rules) : null,
    broken: result ? brokenRule(result, rules) : null,
    awaiting: false,
    interacted: true,
    texts: en,
    nativeMessage: 'Please fill out this field (browser).',
    ...more,
  };
}

describe('validity', () => {
  test('a valid number: no flag, no message, no error, the valid state', () => {
    expect(validity(state('DE89 3704 0044 0532 0130 00'))).toEqual({
      flags: {},
      message: '',
      error: null,
      valid: true,
      notAllowed: false,
    });
  });

  test('a valid number whose last check is still to come: badInput, no error shown, not valid', () => {
    const shown = validity(state('DE89 3704 0044 0532 0130 00', { awaiting: true }));
    expect(shown).toEqual({
      flags: { badInput: true },
      message: en.CHECK_PENDING[0],
      error: null,
      valid: false,
      notAllowed: false,
    });
    // A custom error and a rule the number breaks come first; an invalid number is no longer awaited.
    expect(validity(state('DE89 3704 0044 0532 0130 00', { awaiting: true, customMessage: 'Closed.' })).flags).toEqual({
      customError: true,
      badInput: true,
    });
    expect(validity(state('DE89 3704 0044 0532 0130 01', { awaiting: true })).flags).toEqual({ typeMismatch: true });
  });

  test('an invalid number: typeMismatch with the message in the language, and the error with its suggestion', () => {
    const shown = validity(state('DE89 3704 0044 0532 0130 01'));
    expect(shown.flags).toEqual({ typeMismatch: true });
    expect(shown.message).toBe(en.CHECKSUM_FAILED[0]);
    expect(shown.error).toEqual({
      code: 'CHECKSUM_FAILED',
      message: en.CHECKSUM_FAILED[0],
      suggestion: en.CHECKSUM_FAILED[1],
    });
    expect(shown.valid).toBe(false);
  });

  test("before the words load: the envelope's English", () => {
    const shown = validity(state('12-34-5', { verdict: null, texts: {} }));
    expect(shown.message).toBe(check('12-34-5', undefined).errors[0]!.message);
  });

  test('a valid number of a country the form excludes: patternMismatch, not-allowed, not valid', () => {
    const shown = validity(state('DE89 3704 0044 0532 0130 00', { broken: 'COUNTRY_NOT_ALLOWED' }));
    expect(shown.flags).toEqual({ patternMismatch: true });
    expect(shown.message).toBe('Bank details from this country are not accepted here (Germany).');
    expect(shown).toMatchObject({ valid: false, notAllowed: true });
  });

  test('required and empty: valueMissing at once, shown only once the user interacted', () => {
    const untouched = validity(state('', { required: true, interacted: false }));
    expect(untouched.flags).toEqual({ valueMissing: true });
    expect(untouched.message).toBe(en.REQUIRED[0]);
    expect(untouched.error).toBeNull();
    expect(validity(state('', { required: true })).error).toEqual({
      message: en.REQUIRED[0],
      suggestion: en.REQUIRED[1],
    });
    expect(validity(state('', { required: true, texts: {} })).message).toBe('Please fill out this field (browser).');
  });

  test('too long: tooLong with its own words', () => {
    const shown = validity({ ...state(''), empty: false, tooLong: true });
    expect(shown.flags).toEqual({ tooLong: true });
    expect(shown.error).toEqual({ message: en.TOO_LONG[0], suggestion: en.TOO_LONG[1] });
  });

  test('a custom error comes first, and shows once there is text or the user interacted', () => {
    const shown = validity(state('DE89 3704 0044 0532 0130 01', { customMessage: 'Taken.' }));
    expect(shown.flags).toEqual({ customError: true, typeMismatch: true });
    expect(shown.message).toBe('Taken.');
    expect(shown.error).toEqual({ message: 'Taken.' });
    expect(validity(state('', { customMessage: 'Taken.', interacted: false })).error).toBeNull();
  });

  test(
    'for any text and state: a message exactly when a flag is set, ' +
      'an error only with a message or text, valid only without flags',
    () => {
      fc.assert(
        fc.property(
          fc.string({ maxLength: 40 }),
          fc.string({ maxLength: 5 }),
          fc.boolean(),
          fc.boolean(),
          fc.boolean(),
          (text, custom, required, interacted, words) => {
            const shown = validity(
              state(text, {
                customMessage: custom,
                required,
                interacted,
                ...(words ? {} : { verdict: null, texts: {} }),
              }),
            );
            expect(shown.message !== '').toBe(Object.keys(shown.flags).length > 0);
            if (shown.valid) expect(shown.flags).toEqual(custom ? { customError: true } : {});
            if (shown.error) expect(shown.error.message).not.toBe('');
          },
        ),
      );
    },
  );
});

describe('showStates', () => {
  test('the custom states follow the validity and the lookup, and go when they no longer hold', () => {
    const states = new Set<string>(['invalid']);
    showStates(states, validity(state('DE89 3704 0044 0532 0130 00')), true);
    expect([...states].sort()).toEqual(['pending', 'valid']);
    showStates(states, validity(state('DE89 3704 0044 0532 0130 00', { broken: 'COUNTRY_NOT_ALLOWED' })), false);
    expect([...states].sort()).toEqual(['invalid', 'not-allowed']);
    showStates(states, validity(state('')), false);
    expect([...states]).toEqual([]);
  });
});
