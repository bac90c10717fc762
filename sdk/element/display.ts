import { isTooLong } from '../core/limits.ts';
import { normalize } from '../core/normalize.ts';
import type { Format } from '../core/types.ts';
import { TYPINGS, typingOf } from '../formats/typings.ts';

/**
 * The format whose writing style the field uses: the hint when there is one; otherwise a format
 * whose typing claims the text as soon as it starts like one (`FormatTyping.startsLike`: an IBAN's
 * two letters and two digits, because a half-typed IBAN such as `GB82WEST` also matches the BIC
 * pattern and the display would jump between styles); otherwise
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
  return (TYPINGS.find((typing) => typing.startsLike?.(normalized))?.id as Format | undefined) ?? recognised();
}

/**
 * The text as a person writes the number while typing it, as its format's typing says
 * (`FormatTyping.show`: an IBAN in groups of four, a sort code as `12-34-56` filled in pair by pair,
 * a routing number and a BIC in one piece). Text of no known format, or that its format would not
 * write (a sort code with more than six digits), is left exactly as typed, to be seen and corrected.
 * @example displayText('gb82west1234', 'GB82WEST1234', 'iban') // 'GB82 WEST 1234'
 */
export function displayText(raw: string, normalized: string, format: Format | null): string {
  const typing = typingOf(format);
  return typing ? typing.show(raw, normalized) : raw;
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
