/**
 * `bank-number/locales/it`: the Italian catalogue for `<bank-number-input>` and `localize()`.
 * @module
 */
import type { BankNumberMessages } from './types.ts';

const italian = { 'National Check Digits': 'CIN', 'Bank Code': 'ABI', 'Branch Code': 'CAB' };

export const it: BankNumberMessages = {
  lang: 'it',
  INVALID_CHARACTERS: [
    'Il numero contiene caratteri che questo formato non ammette.',
    'Usa solo lettere dalla A alla Z e cifre da 0 a 9; spazi, trattini e punti vengono ignorati.',
  ],
  UNKNOWN_COUNTRY: [
    'Questo codice paese non esiste per questo formato.',
    'Controlla il codice paese di due lettere; i territori d’oltremare usano quello del proprio Stato ' +
      '(FR per la Guadalupa).',
  ],
  WRONG_LENGTH: [
    'Il numero non ha la lunghezza prevista per questo formato.',
    'Controlla che nessun carattere manchi o sia ripetuto.',
  ],
  INVALID_BBAN_FORMAT: [
    'La parte del conto non rispetta la struttura IBAN di questo paese.',
    'Cerca lettere al posto di cifre (O per 0, I per 1) o viceversa.',
  ],
  CHECKSUM_FAILED: [
    'Le cifre di controllo non corrispondono al resto del numero.',
    'Cerca un errore di battitura o due caratteri vicini invertiti.',
  ],
  BBAN_CHECKSUM_FAILED: [
    'Il codice di controllo nazionale nella parte del conto non corrisponde.',
    'Cerca un errore di battitura nella parte del conto (tutto ciò che segue i primi quattro caratteri).',
  ],
  NOT_NUMERIC: [
    'Il numero contiene caratteri diversi dalle cifre.',
    'Usa solo cifre da 0 a 9; spazi, trattini e punti vengono ignorati.',
  ],
  INVALID_FED_DISTRICT: [
    'Le prime due cifre non sono un prefisso della Federal Reserve.',
    'Un numero ABA inizia con 00–12, 15, 21–32, 61–72 o 80; controlla le prime due cifre.',
  ],
  INVALID_BIC_FORMAT: [
    'Il codice non ha la struttura di un codice SWIFT/BIC.',
    'La 5ª e la 6ª posizione devono essere le lettere di un codice paese, come in DEUTDEFF.',
  ],
  AMBIGUOUS_FORMAT: [
    'Sei cifre potrebbero essere un sort code britannico, ma non è certo.',
    'Se è un sort code britannico, scrivilo come 12-34-56.',
  ],
  UNKNOWN_FORMAT: [
    'Il valore non somiglia a un numero bancario.',
    'Inserisci un IBAN, un codice SWIFT/BIC, un numero ABA statunitense o un sort code britannico.',
  ],
  INVALID_ACCOUNT_NUMBER: [
    'Il numero di conto non è un numero di conto britannico di 6-10 cifre.',
    'Usa solo le cifre 0-9, da 6 a 10, come sull’estratto conto o sulla carta; spazi e trattini vengono ignorati.',
  ],
  ACCOUNT_CHECK_FAILED: [
    'Il numero di conto non supera il controllo della sua banca per questo sort code.',
    'Controlla sort code e numero di conto: un errore di battitura o due cifre vicine scambiate.',
  ],
  INVALID_REFERENCE_FORMAT: [
    'Il riferimento non ha la struttura di questo tipo di riferimento.',
    'Un riferimento del creditore inizia con RF e due cifre di controllo.',
  ],
  QR_REFERENCE_REQUIRED: [
    'Un pagamento a un QR-IBAN richiede un riferimento QR.',
    'Inserisci il riferimento QR di 27 cifre della fattura, o controlla l’IBAN.',
  ],
  QR_IBAN_REQUIRED: [
    'Un riferimento QR si paga solo su un QR-IBAN.',
    'Controlla l’IBAN, oppure usa un riferimento del creditore (RF).',
  ],
  TOO_LONG: ['Il numero supera i 128 caratteri.', 'Inserisci solo il numero bancario, senza altro testo.'],
  CHECK_PENDING: ['Il numero è ancora in verifica.', 'Attendi un momento, poi riprova.'],
  REQUIRED: [
    'Compila questo campo.',
    'Inserisci un IBAN, un codice SWIFT/BIC, un numero ABA statunitense o un sort code britannico.',
  ],
  FORMAT_NOT_ALLOWED: ['Questo campo non accetta questo tipo di numero ({format}).', 'Formati accettati: {formats}.'],
  COUNTRY_NOT_ALLOWED: [
    'Qui non si accettano coordinate bancarie di questo paese ({country}).',
    'Paesi accettati: {countries}.',
  ],
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'Numero ABA statunitense',
  'uk-sort-code': 'Sort code britannico',
  Country: 'Paese',
  'Check Digits': 'Cifre di controllo',
  'Bank Code': 'Codice banca',
  'Branch Code': 'Codice filiale',
  'Sort Code': 'Sort code',
  'Account Number': 'Numero di conto',
  'National Check Digits': 'Controllo nazionale',
  'Account Type': 'Tipo di conto',
  Currency: 'Valuta',
  'Owner Account Number': 'Titolare',
  'Institution Code': 'Codice istituto',
  'Country Code': 'Codice paese',
  'Location Code': 'Codice località',
  'Fed District': 'Distretto Fed',
  'Fed Office': 'Ufficio Fed',
  'Institution ID': 'Identificativo istituto',
  'Check Digit': 'Cifra di controllo',
  'Bank ID': 'Codice banca',
  'Branch (1)': 'Filiale (1)',
  'Branch (2)': 'Filiale (2)',
  valid: 'Valido',
  invalid: 'Non valido',
  structure: 'Struttura',
  number: 'Numero bancario',
  announceValid: '{format} valido.',
  announceInvalid: '{format} non valido.',
  bicOtherBank: 'Questo BIC non è quello della banca dell’IBAN ({bankBic}).',
  countries: { IT: italian, SM: italian },
};

export default it;
