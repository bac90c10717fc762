/**
 * `bank-number/locales/nl`: the Dutch catalogue for `<bank-number-input>` and `localize()`.
 * @module
 */
import type { BankNumberMessages } from './types.ts';

export const nl: BankNumberMessages = {
  lang: 'nl',
  INVALID_CHARACTERS: [
    'Het nummer bevat tekens die dit formaat niet toestaat.',
    'Gebruik alleen de letters A-Z en de cijfers 0-9; spaties, streepjes en punten worden genegeerd.',
  ],
  UNKNOWN_COUNTRY: [
    'Deze landcode bestaat niet voor dit formaat.',
    'Controleer de landcode van twee letters; overzeese gebieden gebruiken de code van hun moederland ' +
      '(FR voor Guadeloupe).',
  ],
  WRONG_LENGTH: [
    'Het nummer heeft niet de juiste lengte voor dit formaat.',
    'Controleer of er geen teken ontbreekt of dubbel staat.',
  ],
  INVALID_BBAN_FORMAT: [
    'Het rekeninggedeelte past niet bij de IBAN-opbouw van dit land.',
    'Let op letters waar cijfers horen (O voor 0, I voor 1) of andersom.',
  ],
  CHECKSUM_FAILED: [
    'Het controlegetal klopt niet met de rest van het nummer.',
    'Controleer elk teken op een tikfout of twee verwisselde tekens.',
  ],
  BBAN_CHECKSUM_FAILED: [
    'Het nationale controlegetal in het rekeninggedeelte klopt niet.',
    'Controleer het rekeninggedeelte (alles na de eerste vier tekens) op tikfouten.',
  ],
  NOT_NUMERIC: [
    'Het nummer bevat andere tekens dan cijfers.',
    'Gebruik alleen de cijfers 0-9; spaties, streepjes en punten worden genegeerd.',
  ],
  INVALID_FED_DISTRICT: [
    'De eerste twee cijfers zijn geen prefix van de Federal Reserve.',
    'Een ABA-nummer begint met 00-12, 15, 21-32, 61-72 of 80; controleer de eerste twee cijfers.',
  ],
  INVALID_BIC_FORMAT: [
    'De code heeft niet de opbouw van een SWIFT/BIC-code.',
    'Positie 5 en 6 moeten de letters van een landcode zijn, zoals in DEUTDEFF.',
  ],
  AMBIGUOUS_FORMAT: [
    'Zes cijfers kunnen een Britse sortcode zijn, maar dat is niet zeker.',
    'Schrijf een Britse sortcode als 12-34-56.',
  ],
  UNKNOWN_FORMAT: [
    'De invoer lijkt niet op een banknummer.',
    'Vul een IBAN, een SWIFT/BIC-code, een Amerikaans ABA-nummer of een Britse sortcode in.',
  ],
  INVALID_ACCOUNT_NUMBER: [
    'Het rekeningnummer is geen Brits rekeningnummer van 6 tot 10 cijfers.',
    'Gebruik alleen de cijfers 0-9, 6 tot 10 ervan, zoals op een afschrift of pas; spaties en streepjes worden genegeerd.',
  ],
  ACCOUNT_CHECK_FAILED: [
    'Het rekeningnummer doorstaat de controle van zijn bank voor deze sortcode niet.',
    'Controleer sortcode en rekeningnummer op een tikfout of twee verwisselde buren.',
  ],
  INVALID_REFERENCE_FORMAT: [
    'De referentie heeft niet de opbouw van dit soort referentie.',
    'Een crediteurreferentie begint met RF en twee controlecijfers.',
  ],
  QR_REFERENCE_REQUIRED: [
    'Een betaling aan een QR-IBAN vraagt een QR-referentie.',
    'Vul de QR-referentie van 27 cijfers van de factuur in, of controleer de IBAN.',
  ],
  QR_IBAN_REQUIRED: [
    'Een QR-referentie kan alleen aan een QR-IBAN worden betaald.',
    'Controleer de IBAN, of gebruik een crediteurreferentie (RF).',
  ],
  TOO_LONG: ['Het nummer is langer dan 128 tekens.', 'Vul alleen het banknummer in, zonder andere tekst.'],
  CHECK_PENDING: ['Het nummer wordt nog gecontroleerd.', 'Wacht even en probeer het opnieuw.'],
  REQUIRED: [
    'Vul dit veld in.',
    'Vul een IBAN, een SWIFT/BIC-code, een Amerikaans ABA-nummer of een Britse sortcode in.',
  ],
  FORMAT_NOT_ALLOWED: ['Dit soort nummer wordt hier niet geaccepteerd ({format}).', 'Toegestane formaten: {formats}.'],
  COUNTRY_NOT_ALLOWED: [
    'Bankgegevens uit dit land worden hier niet geaccepteerd ({country}).',
    'Toegestane landen: {countries}.',
  ],
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'Amerikaans ABA-nummer',
  'uk-sort-code': 'Britse sortcode',
  Country: 'Land',
  'Check Digits': 'Controlegetal',
  'Bank Code': 'Bankcode',
  'Branch Code': 'Filiaalcode',
  'Sort Code': 'Sortcode',
  'Account Number': 'Rekeningnummer',
  'National Check Digits': 'Nationaal controlegetal',
  'Account Type': 'Rekeningsoort',
  Currency: 'Valuta',
  'Owner Account Number': 'Rekeninghouder',
  'Institution Code': 'Instellingscode',
  'Country Code': 'Landcode',
  'Location Code': 'Locatiecode',
  'Fed District': 'Fed-district',
  'Fed Office': 'Fed-kantoor',
  'Institution ID': 'Instellingsnummer',
  'Check Digit': 'Controlecijfer',
  'Bank ID': 'Bankcode',
  'Branch (1)': 'Filiaal (1)',
  'Branch (2)': 'Filiaal (2)',
  valid: 'Geldig',
  invalid: 'Ongeldig',
  structure: 'Opbouw',
  number: 'Banknummer',
  announceValid: '{format} is geldig.',
  announceInvalid: '{format} is ongeldig.',
  bicOtherBank: 'Deze BIC hoort niet bij de bank van de IBAN ({bankBic}).',
};

export default nl;
