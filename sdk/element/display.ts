import { startsLikeIban } from '../core/detect.ts';
import { isTooLong } from '../core/limits.ts';
import { normalize } from '../core/normalize.ts';
import type { Format } from '../core/types.ts';
import { groupIban } from '../formats/iban/format.ts';

/**
 * The format whose writing style the field uses: the hint when there is one; otherwise IBAN as
 * soon as the text starts like one (two letters, two digits), because a half-typed IBAN such as
 * `GB82WEST` also matches the BIC pattern and the display would jump between styles; otherwise
 * the format of the text when it is a valid number, or null. That format is the caller's verdict
 * (`recognised`), asked for only then: formatting never validates. Text that is no number
 * (`hello wor` looks like a BIC, `1234 5678 9` like a routing number) is never rewritten.
 */
export function displayFormat(
  normalized: string,
  hint: Format | undefined,
  recognised: () => Format | null,
): Format | null {
  if (hint !== undefined) return hint;
  if (startsLikeIban(normalized)) return 'iban';
  return recognised();
}

/**
 * The text as a person writes the number while typing it: an IBAN in groups of four (the print
 * form of ISO 13616), a sort code as `12-34-56` (filled in pair by pair), a routing number and a BIC
 * in one piece. Text of no known format, or a sort code with more than six digits or a non-digit,
 * is left exactly as typed so that the user can see and correct it.
 * @example displayText('gb82west1234', 'GB82WEST1234', 'iban') // 'GB82 WEST 1234'
 */
export function displayText(raw: string, normalized: string, format: Format | null): string {
  switch (format) {
    case 'iban':
      return groupIban(normalized);
    case 'uk-sort-code':
      return normalized.length <= 6 && /^[0-9]*$/.test(normalized) ? pairs(normalized) : raw;
    case 'us-routing':
    case 'bic':
      return normalized;
    default:
      return raw;
  }
}

/**
 * Display text of `raw` under `hint`, in one call; `recognised` as for `displayFormat`. Text over
 * 128 characters is no number to write in its style: it stays as it is, however long.
 */
export function toDisplay(raw: string, hint: Format | undefined, recognised: () => Format | null): string {
  if (isTooLong(raw)) return raw;
  const normalized = normalize(raw);
  return displayText(raw, normalized, displayFormat(normalized, hint, recognised));
}

/** `123456` → `12-34-56`, and a part-typed code pair by pair: `12345` → `12-34-5`. */
function pairs(s: string): string {
  return s.replace(/(..)(?=.)/g, '$1-');
}
