/**
 * `bank-number/locales/es`: the Spanish catalogue for `<bank-number-input>` and `localize()`.
 * @module
 */
import type { BankNumberMessages } from './types.ts';

export const es: BankNumberMessages = {
  lang: 'es',
  INVALID_CHARACTERS: [
    'El número contiene caracteres que este formato no admite.',
    'Use solo letras de la A a la Z y cifras del 0 al 9; los espacios, guiones y puntos se ignoran.',
  ],
  UNKNOWN_COUNTRY: [
    'Este código de país no existe para este formato.',
    'Compruebe el código de país de dos letras; los territorios de ultramar usan el de su país (FR para Guadalupe).',
  ],
  WRONG_LENGTH: [
    'El número no tiene la longitud correcta para este formato.',
    'Compruebe que no falte ni se repita ningún carácter.',
  ],
  INVALID_BBAN_FORMAT: [
    'La parte de la cuenta no se ajusta a la estructura IBAN de este país.',
    'Busque letras donde van cifras (O por 0, I por 1) o al revés.',
  ],
  CHECKSUM_FAILED: [
    'Los dígitos de control no coinciden con el resto del número.',
    'Busque una errata o dos caracteres contiguos intercambiados.',
  ],
  BBAN_CHECKSUM_FAILED: [
    'Los dígitos de control nacionales de la cuenta no coinciden.',
    'Revise la parte de la cuenta (todo lo que sigue a los cuatro primeros caracteres) por si hay una errata.',
  ],
  NOT_NUMERIC: [
    'El número contiene caracteres que no son cifras.',
    'Use solo cifras del 0 al 9; los espacios, guiones y puntos se ignoran.',
  ],
  INVALID_FED_DISTRICT: [
    'Las dos primeras cifras no son un prefijo de la Reserva Federal.',
    'Un número ABA empieza por 00–12, 15, 21–32, 61–72 u 80; revise las dos primeras cifras.',
  ],
  INVALID_BIC_FORMAT: [
    'El código no tiene la estructura de un código SWIFT/BIC.',
    'Las posiciones 5 y 6 deben ser las letras de un código de país, como en DEUTDEFF.',
  ],
  AMBIGUOUS_FORMAT: [
    'Seis cifras podrían ser un sort code británico, pero no es seguro.',
    'Si es un sort code británico, escríbalo como 12-34-56.',
  ],
  UNKNOWN_FORMAT: [
    'El dato introducido no parece un número bancario.',
    'Introduzca un IBAN, un código SWIFT/BIC, un número ABA de EE. UU. o un sort code británico.',
  ],
  INVALID_ACCOUNT_NUMBER: [
    'El número de cuenta no es un número de cuenta británico de 6 a 10 dígitos.',
    'Use solo dígitos del 0 al 9, entre 6 y 10, como en un extracto o una tarjeta; se ignoran espacios y guiones.',
  ],
  ACCOUNT_CHECK_FAILED: [
    'El número de cuenta no supera la comprobación de su banco para este sort code.',
    'Revise el sort code y el número de cuenta por si hay una errata o dos cifras vecinas intercambiadas.',
  ],
  INVALID_REFERENCE_FORMAT: [
    'La referencia no tiene la estructura de este tipo de referencia.',
    'Una referencia de acreedor empieza por RF y dos dígitos de control.',
  ],
  QR_REFERENCE_REQUIRED: [
    'Un pago a un QR-IBAN necesita una referencia QR.',
    'Introduzca la referencia QR de 27 dígitos de la factura, o compruebe el IBAN.',
  ],
  QR_IBAN_REQUIRED: [
    'Una referencia QR solo puede pagarse a un QR-IBAN.',
    'Compruebe el IBAN, o use una referencia de acreedor (RF).',
  ],
  TOO_LONG: ['El número tiene más de 128 caracteres.', 'Introduzca solo el número bancario, sin más texto.'],
  CHECK_PENDING: ['El número aún se está comprobando.', 'Espere un momento y vuelva a intentarlo.'],
  REQUIRED: [
    'Rellene este campo.',
    'Introduzca un IBAN, un código SWIFT/BIC, un número ABA de EE. UU. o un sort code británico.',
  ],
  FORMAT_NOT_ALLOWED: ['Este campo no admite este tipo de número ({format}).', 'Formatos admitidos: {formats}.'],
  COUNTRY_NOT_ALLOWED: [
    'Aquí no se admiten datos bancarios de este país ({country}).',
    'Países admitidos: {countries}.',
  ],
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'Número ABA de EE. UU.',
  'uk-sort-code': 'Sort code británico',
  Country: 'País',
  'Check Digits': 'Dígitos de control',
  'Bank Code': 'Entidad',
  'Branch Code': 'Oficina',
  'Sort Code': 'Sort code',
  'Account Number': 'Número de cuenta',
  'National Check Digits': 'Control nacional',
  'Account Type': 'Tipo de cuenta',
  Currency: 'Divisa',
  'Owner Account Number': 'Titular',
  'Institution Code': 'Código de entidad',
  'Country Code': 'Código de país',
  'Location Code': 'Código de localidad',
  'Fed District': 'Distrito de la Fed',
  'Fed Office': 'Oficina de la Fed',
  'Institution ID': 'Identificador de entidad',
  'Check Digit': 'Dígito de control',
  'Bank ID': 'Banco',
  'Branch (1)': 'Sucursal (1)',
  'Branch (2)': 'Sucursal (2)',
  valid: 'Válido',
  invalid: 'No válido',
  structure: 'Estructura',
  number: 'Número bancario',
  announceValid: '{format} válido.',
  announceInvalid: '{format} no válido.',
  bicOtherBank: 'Este BIC no es el del banco del IBAN ({bankBic}).',
  countries: {
    ES: { 'National Check Digits': 'DC' },
  },
};

export default es;
