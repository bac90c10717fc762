/**
 * What the pages say when a request fails, in words for the person using the page. The error's
 * `code` and the server's own `detail` are meant for programs: the playground still shows them in
 * its JSON view, but no page puts them in a sentence.
 * @module
 */
import { BankNumberRequestError } from 'bank-number';
import {
  BankNumberApiError,
  BankNumberAuthError,
  BankNumberNetworkError,
  BankNumberRateLimitError,
} from 'bank-number/client';
import { waitText } from './wait-text.ts';
import { tierName } from './tier-name.ts';

/** The sentences of a refused or failed request, in one language (`playground-words.ts`). */
export interface RequestWords {
  tooLong: string;
  missing: string;
  notAccepted: string;
  keyRequired: string;
  /** With `{tiers}`: `Pro or Business`. */
  needTier: string;
  needHigherTier: string;
  /** With `{tier}`. */
  currentTier: string;
  setAnotherKey: string;
  keyRefused: string;
  /** With `{when}`: `in 42 seconds`, or `later`. */
  rateLimited: string;
  later: string;
  /** With `{status}`. */
  serverError: string;
  /** With `{status}`. */
  httpRefused: string;
  timeout: string;
  unreachable: string;
  unknown: string;
}

/** The English sentences, which every page but the playground (in its language) shows. */
export const ENGLISH_REQUEST_WORDS: RequestWords = {
  tooLong:
    'Not validated: the text is longer than 128 characters. No bank number is that long ' +
    '(the longest IBANs have 34 characters).',
  missing: 'Type a bank number first.',
  notAccepted: 'The request was not accepted: check the form and try again.',
  keyRequired: 'The API needs a key for this. Set one in the API panel at the top of the page.',
  needTier: 'This needs a {tiers} key.',
  needHigherTier: 'This needs a key of a higher tier.',
  currentTier: 'The key in use is a {tier} key.',
  setAnotherKey: 'Set another key in the API panel at the top of the page.',
  keyRefused: 'The API does not accept the key in use: it is unknown or has been revoked.',
  rateLimited: "The API's limit for this key is used up for now. Try again {when}.",
  later: 'later',
  serverError: 'The API ran into a problem on its side (HTTP {status}). Try again in a moment.',
  httpRefused: 'The API did not accept the request (HTTP {status}).',
  timeout: 'The API did not answer in time. Try again, or check its address in the API panel at the top of the page.',
  unreachable: 'The API could not be reached. Check its address in the API panel at the top of the page.',
  unknown: 'Something went wrong. Try again.',
};

const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** "Pro or Business" from ['pro', 'business'], in `language`. */
function tierList(tiers: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(tiers.map(tierName));
}

/**
 * A sentence for a failed validation or generation request: refused by the SDK's own checks or
 * by the API, answered with an HTTP error, or not answered at all; in the language of `words`
 * (`language` names it, for lists and durations).
 */
export function requestErrorText(error: unknown, words: RequestWords = ENGLISH_REQUEST_WORDS, language = 'en'): string {
  const w = words;
  if (error instanceof BankNumberRequestError) {
    if (error.code === 'INPUT_TOO_LONG') return w.tooLong;
    if (error.parameter === 'count') return 'How many: a whole number from 1 to 100.';
    if (error.parameter === 'seed') return 'A seed has at most 128 characters.';
    if (error.parameter === 'country') return 'Choose a country from the list.';
    if (error.parameter === 'bankCode')
      return 'This bank code does not fit the country: leave it empty or use one like the example below the field.';
    if (error.code === 'MISSING_PARAMETER') return w.missing;
    return w.notAccepted;
  }
  if (error instanceof BankNumberAuthError) {
    if (error.code === 'API_KEY_REQUIRED') return w.keyRequired;
    if (error.code === 'INSUFFICIENT_TIER') {
      const needed =
        error.requiredTiers.length > 0
          ? fill(w.needTier, { tiers: tierList(error.requiredTiers, language) })
          : w.needHigherTier;
      const current =
        error.currentTier === null ? '' : ` ${fill(w.currentTier, { tier: tierName(error.currentTier) })}`;
      return `${needed}${current} ${w.setAnotherKey}`;
    }
    return `${w.keyRefused} ${w.setAnotherKey}`;
  }
  if (error instanceof BankNumberRateLimitError) {
    return fill(w.rateLimited, { when: error.retryAfter === null ? w.later : waitText(error.retryAfter, language) });
  }
  if (error instanceof BankNumberApiError) {
    return fill(error.status >= 500 ? w.serverError : w.httpRefused, { status: error.status });
  }
  if (error instanceof BankNumberNetworkError) {
    return error.reason === 'timeout' ? w.timeout : w.unreachable;
  }
  return w.unknown;
}
