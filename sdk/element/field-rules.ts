import { otherFormat } from '../detect.ts';
import { FORMATS } from '../core/limits.ts';
import type { Format } from '../core/types.ts';
import type { FormRules } from '../locales/rules.ts';

/** The rules of the field's attributes: what the form accepts, and the format hint. */
export interface FieldRules extends Required<FormRules> {
  formats: Format[];
  countries: string[];
  /** The format hint; undefined: the format is detected. */
  hint: Format | undefined;
}

/**
 * The rules of the `format`, `formats` and `countries` attributes: the formats and countries as
 * lists (unknown formats left out), and the hint: `format` when it holds one of the four values,
 * else the one format of `formats` when it names exactly one.
 */
export function fieldRules(format: string, formats: string, countries: string): FieldRules {
  const list = (text: string): string[] =>
    String(text ?? '')
      .split(/[\s,]+/)
      .filter(Boolean);
  const accepted = list(formats).filter((name): name is Format => FORMATS.includes(name as Format));
  return {
    formats: accepted,
    countries: list(countries).map((code) => code.toUpperCase()),
    hint: FORMATS.includes(format as Format) ? (format as Format) : accepted.length === 1 ? accepted[0] : undefined,
  };
}

/**
 * The hint to validate and display `text` with: the rules' hint, unless the text plainly has a
 * format that `formats` leaves out (`021000021` in a field of IBANs). Then the format is detected,
 * so that the field says that it does not take that kind of number, as a field of several formats
 * does, and shows the number in its own style, not grouped as an IBAN.
 */
export function hintFor(text: string, rules: FieldRules): Format | undefined {
  return otherFormat(text, rules.formats) ? undefined : rules.hint;
}
