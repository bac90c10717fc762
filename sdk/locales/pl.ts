/**
 * `bank-number/locales/pl`: the Polish catalogue for `<bank-number-input>` and `localize()`.
 * @module
 */
import type { BankNumberMessages } from './types.ts';

export const pl: BankNumberMessages = {
  lang: 'pl',
  INVALID_CHARACTERS: [
    'Numer zawiera znaki niedozwolone w tym formacie.',
    'Używaj tylko liter A–Z i cyfr 0–9; spacje, myślniki i kropki są pomijane.',
  ],
  UNKNOWN_COUNTRY: [
    'Taki kod kraju nie występuje w tym formacie.',
    'Sprawdź dwuliterowy kod kraju; terytoria zamorskie mają kod swojego państwa (FR dla Gwadelupy).',
  ],
  WRONG_LENGTH: [
    'Numer ma nieprawidłową długość dla tego formatu.',
    'Sprawdź, czy nie brakuje jakiegoś znaku albo czy się nie powtarza.',
  ],
  INVALID_BBAN_FORMAT: [
    'Numer rachunku nie pasuje do struktury IBAN tego kraju.',
    'Sprawdź, czy w miejscu cyfr nie ma liter (O zamiast 0, I zamiast 1) lub odwrotnie.',
  ],
  CHECKSUM_FAILED: [
    'Cyfry kontrolne nie zgadzają się z resztą numeru.',
    'Poszukaj literówki lub dwóch zamienionych sąsiednich znaków.',
  ],
  BBAN_CHECKSUM_FAILED: [
    'Krajowa cyfra kontrolna w numerze rachunku się nie zgadza.',
    'Sprawdź, czy w części rachunku (wszystko po pierwszych czterech znakach) nie ma literówki.',
  ],
  NOT_NUMERIC: ['Numer zawiera znaki inne niż cyfry.', 'Używaj tylko cyfr 0–9; spacje, myślniki i kropki są pomijane.'],
  INVALID_FED_DISTRICT: [
    'Pierwsze dwie cyfry nie są prefiksem Rezerwy Federalnej.',
    'Numer ABA zaczyna się od 00–12, 15, 21–32, 61–72 lub 80; sprawdź pierwsze dwie cyfry.',
  ],
  INVALID_BIC_FORMAT: [
    'Kod nie ma struktury kodu SWIFT/BIC.',
    'Na 5. i 6. pozycji muszą być litery kodu kraju, jak w DEUTDEFF.',
  ],
  AMBIGUOUS_FORMAT: [
    'Sześć cyfr może być brytyjskim sort code, ale nie jest to pewne.',
    'Brytyjski sort code zapisz jako 12-34-56.',
  ],
  UNKNOWN_FORMAT: [
    'Tekst nie przypomina numeru bankowego.',
    'Wpisz IBAN, kod SWIFT/BIC, amerykański numer ABA lub brytyjski sort code.',
  ],
  INVALID_ACCOUNT_NUMBER: [
    'Numer rachunku nie jest brytyjskim numerem rachunku o długości od 6 do 10 cyfr.',
    'Używaj tylko cyfr 0-9, od 6 do 10, jak na wyciągu lub karcie; spacje i myślniki są pomijane.',
  ],
  ACCOUNT_CHECK_FAILED: [
    'Numer rachunku nie przechodzi kontroli swojego banku dla tego sort code.',
    'Sprawdź sort code i numer rachunku pod kątem literówki lub dwóch zamienionych sąsiednich cyfr.',
  ],
  INVALID_REFERENCE_FORMAT: [
    'Referencja nie ma struktury tego rodzaju referencji.',
    'Referencja wierzyciela zaczyna się od RF i dwóch cyfr kontrolnych.',
  ],
  QR_REFERENCE_REQUIRED: [
    'Płatność na QR-IBAN wymaga referencji QR.',
    'Wpisz 27-cyfrową referencję QR z rachunku albo sprawdź IBAN.',
  ],
  QR_IBAN_REQUIRED: [
    'Referencję QR można zapłacić tylko na QR-IBAN.',
    'Sprawdź IBAN albo użyj referencji wierzyciela (RF).',
  ],
  TOO_LONG: ['Numer ma więcej niż 128 znaków.', 'Wpisz sam numer bankowy, bez innego tekstu.'],
  CHECK_PENDING: ['Numer jest jeszcze sprawdzany.', 'Poczekaj chwilę i spróbuj ponownie.'],
  REQUIRED: ['Wypełnij to pole.', 'Wpisz IBAN, kod SWIFT/BIC, amerykański numer ABA lub brytyjski sort code.'],
  FORMAT_NOT_ALLOWED: ['To pole nie przyjmuje tego rodzaju numeru ({format}).', 'Dozwolone formaty: {formats}.'],
  COUNTRY_NOT_ALLOWED: [
    'Dane bankowe z tego kraju nie są tu przyjmowane ({country}).',
    'Dozwolone kraje: {countries}.',
  ],
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'Amerykański numer ABA',
  'uk-sort-code': 'Brytyjski sort code',
  Country: 'Kraj',
  'Check Digits': 'Cyfry kontrolne',
  'Bank Code': 'Kod banku',
  'Branch Code': 'Kod oddziału',
  'Sort Code': 'Sort code',
  'Account Number': 'Numer rachunku',
  'National Check Digits': 'Krajowa cyfra kontrolna',
  'Account Type': 'Rodzaj rachunku',
  Currency: 'Waluta',
  'Owner Account Number': 'Posiadacz',
  'Institution Code': 'Kod instytucji',
  'Country Code': 'Kod kraju',
  'Location Code': 'Kod lokalizacji',
  'Fed District': 'Okręg Fed',
  'Fed Office': 'Oddział Fed',
  'Institution ID': 'Identyfikator instytucji',
  'Check Digit': 'Cyfra kontrolna',
  'Bank ID': 'Kod banku',
  'Branch (1)': 'Oddział (1)',
  'Branch (2)': 'Oddział (2)',
  valid: 'Prawidłowy',
  invalid: 'Nieprawidłowy',
  structure: 'Struktura',
  number: 'Numer bankowy',
  announceValid: '{format} prawidłowy.',
  announceInvalid: '{format} nieprawidłowy.',
  bicOtherBank: 'Ten BIC nie należy do banku numeru IBAN ({bankBic}).',
  countries: {
    PL: { 'Bank Code': 'Numer rozliczeniowy' },
  },
};

export default pl;
