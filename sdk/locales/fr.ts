/**
 * `bank-number/locales/fr`: the French catalogue for `<bank-number-input>` and `localize()`.
 * @module
 */
import type { BankNumberMessages } from './types.ts';

export const fr: BankNumberMessages = {
  lang: 'fr',
  INVALID_CHARACTERS: [
    'Le numéro contient des caractères interdits dans ce format.',
    'N’utilisez que les lettres A à Z et les chiffres 0 à 9 ; espaces, tirets et points sont ignorés.',
  ],
  UNKNOWN_COUNTRY: [
    'Ce code pays n’existe pas pour ce format.',
    'Vérifiez le code pays à deux lettres ; un territoire d’outre-mer prend celui de son pays (FR pour la Guadeloupe).',
  ],
  WRONG_LENGTH: [
    'La longueur du numéro ne correspond pas à ce format.',
    'Vérifiez qu’aucun caractère ne manque ni n’est répété.',
  ],
  INVALID_BBAN_FORMAT: [
    'La partie compte ne respecte pas la structure IBAN de ce pays.',
    'Cherchez une lettre à la place d’un chiffre (O pour 0, I pour 1) ou l’inverse.',
  ],
  CHECKSUM_FAILED: [
    'La clé de contrôle ne correspond pas au reste du numéro.',
    'Cherchez une faute de frappe ou deux caractères voisins inversés.',
  ],
  BBAN_CHECKSUM_FAILED: [
    'La clé nationale de la partie compte est incorrecte.',
    'Cherchez une faute de frappe dans la partie compte (tout ce qui suit les quatre premiers caractères).',
  ],
  NOT_NUMERIC: [
    'Le numéro contient d’autres caractères que des chiffres.',
    'N’utilisez que les chiffres 0 à 9 ; espaces, tirets et points sont ignorés.',
  ],
  INVALID_FED_DISTRICT: [
    'Les deux premiers chiffres ne sont pas un préfixe de la Federal Reserve.',
    'Un numéro ABA commence par 00 à 12, 15, 21 à 32, 61 à 72 ou 80 ; vérifiez les deux premiers chiffres.',
  ],
  INVALID_BIC_FORMAT: [
    'Ce code n’a pas la structure d’un code SWIFT/BIC.',
    'Les 5ᵉ et 6ᵉ caractères doivent être les lettres d’un code pays, comme dans DEUTDEFF.',
  ],
  AMBIGUOUS_FORMAT: [
    'Six chiffres peuvent être un sort code britannique, mais ce n’est pas certain.',
    'Pour un sort code britannique, écrivez-le sous la forme 12-34-56.',
  ],
  UNKNOWN_FORMAT: [
    'La saisie ne ressemble à aucun numéro bancaire.',
    'Saisissez un IBAN, un code SWIFT/BIC, un numéro ABA américain ou un sort code britannique.',
  ],
  INVALID_ACCOUNT_NUMBER: [
    'Le numéro de compte n’est pas un numéro de compte britannique de 6 à 10 chiffres.',
    'N’utilisez que les chiffres 0 à 9, de 6 à 10, comme sur un relevé ou une carte ; espaces et tirets sont ignorés.',
  ],
  ACCOUNT_CHECK_FAILED: [
    'Le numéro de compte ne passe pas le contrôle de sa banque pour ce sort code.',
    'Cherchez une faute de frappe ou deux chiffres voisins inversés dans le sort code et le numéro de compte.',
  ],
  INVALID_REFERENCE_FORMAT: [
    'La référence n’a pas la structure de ce type de référence.',
    'Une référence créancier commence par RF et deux chiffres de contrôle.',
  ],
  QR_REFERENCE_REQUIRED: [
    'Un paiement vers un QR-IBAN exige une référence QR.',
    'Saisissez la référence QR à 27 chiffres de la facture, ou vérifiez l’IBAN.',
  ],
  QR_IBAN_REQUIRED: [
    'Une référence QR ne se paie que sur un QR-IBAN.',
    'Vérifiez l’IBAN, ou utilisez une référence créancier (RF).',
  ],
  TOO_LONG: ['Le numéro dépasse 128 caractères.', 'Saisissez uniquement le numéro bancaire, sans autre texte.'],
  CHECK_PENDING: ['Le numéro est encore en cours de vérification.', 'Patientez un instant, puis réessayez.'],
  REQUIRED: [
    'Veuillez renseigner ce champ.',
    'Saisissez un IBAN, un code SWIFT/BIC, un numéro ABA américain ou un sort code britannique.',
  ],
  FORMAT_NOT_ALLOWED: ['Ce champ n’accepte pas ce type de numéro ({format}).', 'Formats acceptés : {formats}.'],
  COUNTRY_NOT_ALLOWED: [
    'Les coordonnées bancaires de ce pays ne sont pas acceptées ici ({country}).',
    'Pays acceptés : {countries}.',
  ],
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'Numéro ABA américain',
  'uk-sort-code': 'Sort code britannique',
  Country: 'Pays',
  'Check Digits': 'Clé IBAN',
  'Bank Code': 'Code banque',
  'Branch Code': 'Code guichet',
  'Sort Code': 'Sort code',
  'Account Number': 'Numéro de compte',
  'National Check Digits': 'Clé nationale',
  'Account Type': 'Type de compte',
  Currency: 'Devise',
  'Owner Account Number': 'Code titulaire',
  'Institution Code': 'Code établissement',
  'Country Code': 'Code pays',
  'Location Code': 'Code emplacement',
  'Fed District': 'District de la Fed',
  'Fed Office': 'Bureau de la Fed',
  'Institution ID': 'Identifiant établissement',
  'Check Digit': 'Chiffre de contrôle',
  'Bank ID': 'Code banque',
  'Branch (1)': 'Agence (1)',
  'Branch (2)': 'Agence (2)',
  valid: 'Valide',
  invalid: 'Non valide',
  structure: 'Structure',
  number: 'Numéro bancaire',
  announceValid: '{format} valide.',
  announceInvalid: '{format} non valide.',
  bicOtherBank: 'Ce BIC n’est pas celui de la banque de l’IBAN ({bankBic}).',
  countries: {
    FR: { 'National Check Digits': 'Clé RIB' },
    MC: { 'National Check Digits': 'Clé RIB' },
  },
};

export default fr;
