import { isValidBelgianCheckDigits } from './be.ts';
import { isValidCzechSlovakAccount } from './cz-sk.ts';
import { isValidEstonianCheckDigit } from './ee.ts';
import { isValidSpanishCheckDigits } from './es.ts';
import { isValidFinnishCheckDigit } from './fi-luhn.ts';
import { isValidRibKey } from './fr-rib.ts';
import { isValidCroatianCheckDigits } from './hr.ts';
import { isValidHungarianCheckDigits } from './hu.ts';
import { isValidCin } from './it-cin.ts';
import { isValidMod97_10 } from './mod97-10.ts';
import { isValidMod97Variant } from './mod97-variant.ts';
import { isValidNorwegianCheckDigit } from './no.ts';
import { isValidPolishCheckDigit } from './pl.ts';

/** A national check-digit rule: takes a normalized IBAN whose length and BBAN structure passed. */
export type NationalRule = (iban: string) => boolean;

/**
 * The national check-digit rules, by the rule id the IBAN registry data gives a country. Each takes
 * a normalized IBAN whose country, length and BBAN structure already passed, and allocates nothing.
 * Iceland's `is` is deliberately absent: see docs/national-check-digits.md. Germany's `de` is not
 * here either: its check joins the registry entry of DE when the German bank data loads
 * (docs/decisions/german-check-on-load.md).
 * @example NATIONAL_RULES['fr-rib']?.('MC5811222000010123456789030') // true
 */
export const NATIONAL_RULES: Record<string, NationalRule> = {
  be: isValidBelgianCheckDigits,
  'fr-rib': isValidRibKey,
  es: isValidSpanishCheckDigits,
  'it-cin': isValidCin,
  'mod97-10': isValidMod97_10,
  'mod97-variant': isValidMod97Variant,
  no: isValidNorwegianCheckDigit,
  pl: isValidPolishCheckDigit,
  ee: isValidEstonianCheckDigit,
  'fi-luhn': isValidFinnishCheckDigit,
  'cz-sk': isValidCzechSlovakAccount,
  hr: isValidCroatianCheckDigits,
  hu: isValidHungarianCheckDigits,
};

/**
 * The same rules in the order of the keys of `NATIONAL_RULES`. The generated registry names a
 * country's rule by its place here, so that a validation bundle carries no rule ids; a test holds
 * the two in step.
 */
export const NATIONAL_RULE_LIST: readonly NationalRule[] = [
  isValidBelgianCheckDigits,
  isValidRibKey,
  isValidSpanishCheckDigits,
  isValidCin,
  isValidMod97_10,
  isValidMod97Variant,
  isValidNorwegianCheckDigit,
  isValidPolishCheckDigit,
  isValidEstonianCheckDigit,
  isValidFinnishCheckDigit,
  isValidCzechSlovakAccount,
  isValidCroatianCheckDigits,
  isValidHungarianCheckDigits,
];
