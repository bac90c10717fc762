import { ibanCheckDigits } from '../../sdk/formats/iban/registry.ts';

/**
 * A German IBAN with the right ISO 13616 check digits whose account fails its bank's method: account
 * 1234567890 at bank code 10050000. Built here rather than written out, so that the scan of the
 * project's German IBANs for valid examples (`sdk/formats/iban/national/de/check.test.ts`) does not
 * count it; `DE46…` in print.
 */
export const GERMAN_ACCOUNT_REFUSED = `DE${ibanCheckDigits('DE', '100500001234567890')}100500001234567890`;
