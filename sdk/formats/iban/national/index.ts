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

/**
 * The national check-digit rules, by the rule id the IBAN registry data gives a country. Each takes
 * a normalized IBAN whose country, length and BBAN structure already passed, and allocates nothing.
 * Iceland's `is` is deliberately absent: see docs/national-check-digits.md.
 * @example NATIONAL_RULES['fr-rib']?.('MC5811222000010123456789030') // true
 */
export const NATIONAL_RULES: Record<string, (iban: string) => boolean> = {
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
