import type { Format, ValidationResult } from '../core/types.ts';
import { identityOf } from '../formats/identities.ts';

/** What a form accepts, beyond a valid number: formats and countries (ISO 3166-1 alpha-2). */
export interface FormRules {
  /** The formats the form accepts; empty or absent: all four. */
  formats?: readonly Format[] | undefined;
  /** The countries the form accepts (`DE`, `AT`, …); empty or absent: all. */
  countries?: readonly string[] | undefined;
}

/**
 * The country whose bank details a result holds: the prefix of an IBAN, positions 5–6 of a BIC,
 * `US` for a routing number, `GB` for a sort code; null without a format.
 * @example resultCountry(validateSync('DEUTDEFF').result) // 'DE'
 */
export function resultCountry(result: Pick<ValidationResult, 'format' | 'normalized'>): string | null {
  const n = typeof result?.normalized === 'string' ? result.normalized : '';
  return identityOf(result?.format)?.country(n) ?? null;
}

/**
 * The rule of a form that a valid result breaks: `FORMAT_NOT_ALLOWED` when its format is not among
 * `rules.formats`, else `COUNTRY_NOT_ALLOWED` when its country is not among `rules.countries`;
 * null when the result is accepted, or is not valid in the first place.
 */
export function brokenRule(
  result: Pick<ValidationResult, 'valid' | 'format' | 'normalized'>,
  rules: FormRules,
): 'FORMAT_NOT_ALLOWED' | 'COUNTRY_NOT_ALLOWED' | null {
  const formats = Array.isArray(rules?.formats) ? rules.formats : [];
  const countries = Array.isArray(rules?.countries) ? rules.countries : [];
  if (result?.valid !== true) return null;
  if (formats.length > 0 && !formats.includes(result.format as Format)) return 'FORMAT_NOT_ALLOWED';
  if (countries.length > 0 && !countries.includes(resultCountry(result) ?? '')) return 'COUNTRY_NOT_ALLOWED';
  return null;
}
