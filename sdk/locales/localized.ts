/**
 * The body of `localize()`, with the rules' checks passed in: `<bank-number-input>` has them in its
 * own chunk already, and its language chunk, which holds this module, need not carry them again.
 */
import type { BankInfo, Envelope, ValidationResult } from '../core/types.ts';
import type { identityOf as formatIdentity } from '../formats/identities.ts';
import type { brokenRule } from './rules.ts';
import type { FormRules } from './rules.ts';
import type { BankNumberMessages, ElementCode, MessagePair } from './types.ts';

/** One error in the reader's language; `code` is the envelope's, or `FORMAT_NOT_ALLOWED` / `COUNTRY_NOT_ALLOWED`. */
export interface LocalizedError {
  code: string;
  message: string;
  suggestion: string;
}

/** A verdict as a person reads it, in one language: what `<bank-number-input>` shows. */
export interface LocalizedResult {
  /** Valid, and accepted by the form's rules. */
  valid: boolean;
  /** The short verdict: `Valid` or `Invalid` (`Gültig`, `Ungültig`, …). */
  status: string;
  /** The format's name, or null when no format was detected. */
  format: string | null;
  /** The errors, the first one to show first; a valid number that the rules exclude has one. */
  errors: LocalizedError[];
  /** The breakdown's parts with their labels in the language; empty for an invalid number. */
  parts: { label: string; value: string }[];
  /** One sentence for a screen reader: the verdict, the format, then the bank or the first error. */
  announcement: string;
  /**
   * The bank of the result, if it has one: its name, and a line with the city, the country named
   * in the language (`Vereinigtes Königreich`) and the BIC.
   */
  bank: { name: string; details: string } | null;
}

/** A string as it is; anything else (a malformed envelope's field) as the empty string. */
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `{name}` placeholders of `template` filled in from `values`; unknown names are left empty. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return str(template).replace(/\{(\w+)\}/g, (_, name: string) => str(values[name]));
}

/** The names of regions, and lists, in `lang`, or the codes themselves where the runtime has no Intl data. */
export function intl(lang: string | undefined): {
  region: (code: string) => string;
  list: (items: string[]) => string;
} {
  return {
    region: (code) => {
      try {
        return new Intl.DisplayNames([lang || 'en'], { type: 'region' }).of(code) ?? code;
      } catch {
        return code;
      }
    },
    list: (items) => {
      try {
        return new Intl.ListFormat([lang || 'en'], { type: 'conjunction' }).format(items);
      } catch {
        return items.join(', ');
      }
    },
  };
}

/**
 * A message pair of the element's own checks in `messages`, filled in for `lang`: `TOO_LONG`,
 * `REQUIRED`, `FORMAT_NOT_ALLOWED`, `COUNTRY_NOT_ALLOWED`.
 */
export function ownError(
  code: ElementCode,
  messages: Partial<BankNumberMessages>,
  values: Readonly<Record<string, string>> = {},
): LocalizedError {
  const pair: Partial<MessagePair> = messages?.[code] ?? [];
  return { code, message: fill(pair[0] ?? '', values), suggestion: fill(pair[1] ?? '', values) };
}

/** `localize()` with the checks of `rules` given: see `./localize.ts`. */
export function localized(
  verdict: Envelope | ValidationResult,
  messages: Partial<BankNumberMessages>,
  rules: FormRules | undefined,
  broken: typeof brokenRule,
  identityOf: typeof formatIdentity,
): LocalizedResult {
  const m: Partial<BankNumberMessages> = messages ?? {};
  const r: FormRules = rules ?? {};
  const result: Partial<ValidationResult> =
    (verdict !== null && typeof verdict === 'object' && 'result' in verdict ? verdict.result : verdict) ?? {};
  const text = (key: unknown, fallback?: unknown): string => {
    const value = Object.hasOwn(m, str(key)) ? (m as Record<string, unknown>)[str(key)] : undefined;
    return typeof value === 'string' ? value : str(fallback);
  };
  const format = result.format ? text(result.format, result.breakdown?.formatName ?? result.format) || null : null;
  const names = intl(m.lang);
  const errors: LocalizedError[] = [];
  for (const error of Array.isArray(result.errors) ? result.errors : []) {
    const code = str(error?.code);
    const pair: unknown = Object.hasOwn(m, code) ? (m as Record<string, unknown>)[code] : undefined;
    const [message, suggestion] = Array.isArray(pair) ? pair : [];
    errors.push({ code, message: str(message ?? error?.message), suggestion: str(suggestion ?? error?.suggestion) });
  }
  const identity = identityOf(result.format);
  const country = identity?.country(str(result.normalized)) ?? null;
  const rule = broken(result as ValidationResult, r);
  if (rule) {
    const formats = (Array.isArray(r.formats) ? r.formats : []).map((f) => text(f, f));
    const countries = (Array.isArray(r.countries) ? r.countries : []).map((c) => names.region(str(c)));
    errors.push(
      ownError(rule, m, {
        format: format ?? '',
        formats: names.list(formats),
        country: names.region(country ?? ''),
        countries: names.list(countries),
      }),
    );
  }
  const valid = result.valid === true && !rule;
  const countries: unknown = m.countries;
  const own: Record<string, unknown> =
    (identity?.countryWords === true &&
      country !== null &&
      typeof countries === 'object' &&
      countries !== null &&
      Object.hasOwn(countries, country) &&
      (countries as Record<string, Record<string, unknown>>)[country]) ||
    {};
  const parts = (Array.isArray(result.breakdown?.parts) ? result.breakdown.parts : []).map((part) => {
    const label = str(part?.label);
    return {
      label: typeof own[label] === 'string' && Object.hasOwn(own, label) ? (own[label] as string) : text(label, label),
      value: str(part?.value),
    };
  });
  const info: Partial<BankInfo> | null = typeof result.bankInfo === 'object' ? result.bankInfo : null;
  const place = [str(info?.city), str(info?.countryCode) ? names.region(str(info?.countryCode)) : str(info?.country)];
  const bank =
    info && str(info.bankName)
      ? {
          name: str(info.bankName),
          details: [place.filter(Boolean).join(', '), str(info.bic)].filter(Boolean).join(' · '),
        }
      : null;
  const named = { format: format ?? text('number') };
  const first = errors[0];
  return {
    valid,
    status: text(valid ? 'valid' : 'invalid'),
    format,
    errors,
    parts,
    announcement: valid
      ? fill(text('announceValid'), named) + (bank ? ` ${bank.name}.` : '')
      : `${fill(text('announceInvalid'), named)}${first ? ` ${first.message}` : ''}`,
    bank,
  };
}
