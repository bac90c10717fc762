// Digit sum of twice each digit: the Luhn doubling.
const DOUBLED = '0246813579';

/**
 * Finland (and Åland, under FI): the 14-digit BBAN passes the Luhn check; its last digit is the
 * check digit.
 * @see https://en.wikipedia.org/wiki/Luhn_algorithm
 * @example isValidFinnishCheckDigit('FI2112345600000785') // true
 */
export function isValidFinnishCheckDigit(iban: string): boolean {
  let sum = 0;
  for (let i = 4; i < 18; i++) {
    const d = iban.charCodeAt(i) - 48;
    sum += i % 2 ? d : DOUBLED.charCodeAt(d) - 48;
  }
  return sum % 10 === 0;
}
