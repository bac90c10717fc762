/**
 * `bank-number/locales/de`: the German catalogue for `<bank-number-input>` and `localize()`.
 * @module
 */
import type { BankNumberMessages } from './types.ts';

export const de: BankNumberMessages = {
  lang: 'de',
  INVALID_CHARACTERS: [
    'Die Nummer enthält Zeichen, die dieses Format nicht zulässt.',
    'Verwenden Sie nur Buchstaben A–Z und Ziffern 0–9; Leerzeichen, Bindestriche und Punkte werden ignoriert.',
  ],
  UNKNOWN_COUNTRY: [
    'Diesen Ländercode gibt es für dieses Format nicht.',
    'Prüfen Sie den zweistelligen Ländercode; Überseegebiete verwenden den ihres Mutterlandes (FR für Guadeloupe).',
  ],
  WRONG_LENGTH: [
    'Die Nummer hat für dieses Format die falsche Länge.',
    'Prüfen Sie, ob ein Zeichen fehlt oder doppelt ist.',
  ],
  INVALID_BBAN_FORMAT: [
    'Der Kontoteil passt nicht zum IBAN-Aufbau dieses Landes.',
    'Achten Sie auf Buchstaben statt Ziffern (O statt 0, I statt 1) und umgekehrt.',
  ],
  CHECKSUM_FAILED: [
    'Die Prüfziffern passen nicht zum Rest der Nummer.',
    'Prüfen Sie jedes Zeichen auf Tippfehler und Zahlendreher.',
  ],
  BBAN_CHECKSUM_FAILED: [
    'Die nationale Prüfziffer im Kontoteil stimmt nicht.',
    'Prüfen Sie den Kontoteil (alles nach den ersten vier Zeichen) auf Tippfehler.',
  ],
  NOT_NUMERIC: [
    'Die Nummer enthält andere Zeichen als Ziffern.',
    'Verwenden Sie nur Ziffern 0–9; Leerzeichen, Bindestriche und Punkte werden ignoriert.',
  ],
  INVALID_FED_DISTRICT: [
    'Die ersten beiden Ziffern sind kein Präfix der Federal Reserve.',
    'Eine US-Bankleitzahl beginnt mit 00–12, 15, 21–32, 61–72 oder 80; prüfen Sie die ersten beiden Ziffern.',
  ],
  INVALID_BIC_FORMAT: [
    'Der Code hat nicht den Aufbau eines SWIFT/BIC.',
    'An 5. und 6. Stelle muss ein Ländercode aus Buchstaben stehen, wie in DEUTDEFF.',
  ],
  AMBIGUOUS_FORMAT: [
    'Sechs Ziffern könnten eine britische Bankleitzahl sein, doch das ist nicht sicher.',
    'Schreiben Sie eine britische Bankleitzahl als 12-34-56.',
  ],
  UNKNOWN_FORMAT: [
    'Die Eingabe sieht nicht wie eine Bankverbindung aus.',
    'Geben Sie eine IBAN, einen SWIFT/BIC, eine US- oder eine britische Bankleitzahl ein.',
  ],
  INVALID_ACCOUNT_NUMBER: [
    'Die Kontonummer ist keine britische Kontonummer mit 6 bis 10 Ziffern.',
    'Geben Sie nur Ziffern 0-9 ein, 6 bis 10 davon, wie auf dem Kontoauszug oder der Karte; Leerzeichen und Bindestriche werden ignoriert.',
  ],
  ACCOUNT_CHECK_FAILED: [
    'Die Kontonummer besteht die Prüfung ihrer Bank für diesen Sort Code nicht.',
    'Prüfen Sie Sort Code und Kontonummer auf Tippfehler oder zwei vertauschte Nachbarn.',
  ],
  INVALID_REFERENCE_FORMAT: [
    'Die Referenz hat nicht den Aufbau dieser Art von Referenz.',
    'Eine Gläubigerreferenz beginnt mit RF und zwei Prüfziffern.',
  ],
  QR_REFERENCE_REQUIRED: [
    'Eine Zahlung an eine QR-IBAN braucht eine QR-Referenz.',
    'Geben Sie die 27-stellige QR-Referenz der Rechnung ein, oder prüfen Sie die IBAN.',
  ],
  QR_IBAN_REQUIRED: [
    'Eine QR-Referenz kann nur an eine QR-IBAN bezahlt werden.',
    'Prüfen Sie die IBAN, oder verwenden Sie eine Gläubigerreferenz (RF).',
  ],
  TOO_LONG: ['Die Nummer ist länger als 128 Zeichen.', 'Geben Sie nur die Bankverbindung ein, ohne weiteren Text.'],
  CHECK_PENDING: ['Die Nummer wird noch geprüft.', 'Einen Moment, dann erneut versuchen.'],
  REQUIRED: [
    'Bitte füllen Sie dieses Feld aus.',
    'Geben Sie eine IBAN, einen SWIFT/BIC, eine US- oder eine britische Bankleitzahl ein.',
  ],
  FORMAT_NOT_ALLOWED: ['Diese Art von Nummer wird hier nicht angenommen ({format}).', 'Zulässige Formate: {formats}.'],
  COUNTRY_NOT_ALLOWED: [
    'Bankverbindungen aus diesem Land werden hier nicht angenommen ({country}).',
    'Zulässige Länder: {countries}.',
  ],
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'US-Bankleitzahl (ABA)',
  'uk-sort-code': 'Britische Bankleitzahl (Sort Code)',
  Country: 'Land',
  'Check Digits': 'Prüfziffern',
  'Bank Code': 'Bankleitzahl',
  'Branch Code': 'Filialnummer',
  'Sort Code': 'Bankleitzahl',
  'Account Number': 'Kontonummer',
  'National Check Digits': 'Nationale Prüfziffer',
  'Account Type': 'Kontoart',
  Currency: 'Währung',
  'Owner Account Number': 'Inhaberkennung',
  'Institution Code': 'Institutscode',
  'Country Code': 'Ländercode',
  'Location Code': 'Ortscode',
  'Fed District': 'Fed-Bezirk',
  'Fed Office': 'Fed-Geschäftsstelle',
  'Institution ID': 'Institutsnummer',
  'Check Digit': 'Prüfziffer',
  'Bank ID': 'Bankkennung',
  'Branch (1)': 'Filiale (1)',
  'Branch (2)': 'Filiale (2)',
  valid: 'Gültig',
  invalid: 'Ungültig',
  structure: 'Aufbau',
  number: 'Bankverbindung',
  announceValid: '{format} gültig.',
  announceInvalid: '{format} ungültig.',
  bicOtherBank: 'Diese BIC gehört nicht zur Bank der IBAN ({bankBic}).',
  countries: {
    GB: { 'Bank Code': 'Bankkennung' },
    IE: { 'Bank Code': 'Bankkennung' },
    CH: { 'Bank Code': 'Institutsidentifikation (IID)' },
    LI: { 'Bank Code': 'Institutsidentifikation (IID)' },
  },
};

export default de;
