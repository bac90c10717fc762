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

/** The sentence for an input over 128 characters, refused before any validation. */
export const TOO_LONG_TEXT =
  'Not validated: the text is longer than 128 characters. No bank number is that long ' +
  '(the longest IBANs have 34 characters).';

const PANEL = 'in the API panel at the top of the page';

function tierName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** "Pro or Business" from ['pro', 'business']. */
function tierList(tiers: readonly string[]): string {
  const names = tiers.map(tierName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * A sentence for a failed validation or generation request: refused by the SDK's own checks or
 * by the API, answered with an HTTP error, or not answered at all.
 */
export function requestErrorText(error: unknown): string {
  if (error instanceof BankNumberRequestError) {
    if (error.code === 'INPUT_TOO_LONG') return TOO_LONG_TEXT;
    if (error.parameter === 'count') return 'How many: a whole number from 1 to 100.';
    if (error.parameter === 'seed') return 'A seed has at most 128 characters.';
    if (error.parameter === 'country') return 'Choose a country from the list.';
    if (error.parameter === 'bankCode')
      return 'This bank code does not fit the country: leave it empty or use one like the example below the field.';
    if (error.code === 'MISSING_PARAMETER') return 'Type a bank number first.';
    return 'The request was not accepted: check the form and try again.';
  }
  if (error instanceof BankNumberAuthError) {
    if (error.code === 'API_KEY_REQUIRED') return `The API needs a key for this. Set one ${PANEL}.`;
    if (error.code === 'INSUFFICIENT_TIER') {
      const needed =
        error.requiredTiers.length > 0 ? `a ${tierList(error.requiredTiers)} key` : 'a key of a higher tier';
      const current = error.currentTier === null ? '' : ` The key in use is a ${tierName(error.currentTier)} key.`;
      return `This needs ${needed}.${current} Set another key ${PANEL}.`;
    }
    return `The API does not accept the key in use: it is unknown or has been revoked. Set another key ${PANEL}.`;
  }
  if (error instanceof BankNumberRateLimitError) {
    return `The API's limit for this key is used up for now. Try again ${waitText(error.retryAfter)}.`;
  }
  if (error instanceof BankNumberApiError) {
    return error.status >= 500
      ? `The API ran into a problem on its side (HTTP ${error.status}). Try again in a moment.`
      : `The API did not accept the request (HTTP ${error.status}).`;
  }
  if (error instanceof BankNumberNetworkError) {
    return error.reason === 'timeout'
      ? `The API did not answer in time. Try again, or check its address ${PANEL}.`
      : `The API could not be reached. Check its address ${PANEL}.`;
  }
  return 'Something went wrong. Try again.';
}
