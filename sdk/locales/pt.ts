/**
 * `bank-number/locales/pt`: the Portuguese catalogue (as written in Portugal) for
 * `<bank-number-input>` and `localize()`.
 * @module
 */
import type { BankNumberMessages } from './types.ts';

export const pt: BankNumberMessages = {
  lang: 'pt',
  INVALID_CHARACTERS: [
    'O número contém caracteres que este formato não permite.',
    'Use apenas letras de A a Z e algarismos de 0 a 9; espaços, hífenes e pontos são ignorados.',
  ],
  UNKNOWN_COUNTRY: [
    'Este código de país não existe neste formato.',
    'Verifique o código de país de duas letras; os territórios ultramarinos usam o do seu país (FR para Guadalupe).',
  ],
  WRONG_LENGTH: [
    'O número não tem o comprimento certo para este formato.',
    'Verifique se falta ou se repete algum carácter.',
  ],
  INVALID_BBAN_FORMAT: [
    'A parte da conta não corresponde à estrutura IBAN deste país.',
    'Procure letras onde deviam estar algarismos (O por 0, I por 1) ou o contrário.',
  ],
  CHECKSUM_FAILED: [
    'Os dígitos de controlo não correspondem ao resto do número.',
    'Procure um erro de escrita ou dois caracteres vizinhos trocados.',
  ],
  BBAN_CHECKSUM_FAILED: [
    'Os dígitos de controlo nacionais da conta não correspondem.',
    'Verifique se há um erro de escrita na parte da conta (tudo o que vem depois dos quatro primeiros caracteres).',
  ],
  NOT_NUMERIC: [
    'O número contém caracteres que não são algarismos.',
    'Use apenas algarismos de 0 a 9; espaços, hífenes e pontos são ignorados.',
  ],
  INVALID_FED_DISTRICT: [
    'Os dois primeiros algarismos não são um prefixo da Reserva Federal.',
    'Um número ABA começa por 00–12, 15, 21–32, 61–72 ou 80; verifique os dois primeiros algarismos.',
  ],
  INVALID_BIC_FORMAT: [
    'O código não tem a estrutura de um código SWIFT/BIC.',
    'As posições 5 e 6 têm de ser as letras de um código de país, como em DEUTDEFF.',
  ],
  AMBIGUOUS_FORMAT: [
    'Seis algarismos podem ser um sort code britânico, mas não é certo.',
    'Se for um sort code britânico, escreva-o como 12-34-56.',
  ],
  UNKNOWN_FORMAT: [
    'O texto não se parece com um número bancário.',
    'Introduza um IBAN, um código SWIFT/BIC, um número ABA dos EUA ou um sort code britânico.',
  ],
  INVALID_ACCOUNT_NUMBER: [
    'O número de conta não é um número de conta britânico de 6 a 10 dígitos.',
    'Use apenas os dígitos 0 a 9, de 6 a 10, como no extrato ou no cartão; espaços e hífenes são ignorados.',
  ],
  ACCOUNT_CHECK_FAILED: [
    'O número de conta não passa a verificação do seu banco para este sort code.',
    'Verifique o sort code e o número de conta: um erro de digitação ou dois dígitos vizinhos trocados.',
  ],
  INVALID_REFERENCE_FORMAT: [
    'A referência não tem a estrutura deste tipo de referência.',
    'Uma referência do credor começa por RF e dois dígitos de controlo.',
  ],
  QR_REFERENCE_REQUIRED: [
    'Um pagamento para um QR-IBAN exige uma referência QR.',
    'Introduza a referência QR de 27 dígitos da fatura, ou verifique o IBAN.',
  ],
  QR_IBAN_REQUIRED: [
    'Uma referência QR só pode ser paga para um QR-IBAN.',
    'Verifique o IBAN, ou use uma referência do credor (RF).',
  ],
  TOO_LONG: ['O número tem mais de 128 caracteres.', 'Introduza apenas o número bancário, sem outro texto.'],
  CHECK_PENDING: ['O número ainda está a ser verificado.', 'Aguarde um momento e tente novamente.'],
  REQUIRED: [
    'Preencha este campo.',
    'Introduza um IBAN, um código SWIFT/BIC, um número ABA dos EUA ou um sort code britânico.',
  ],
  FORMAT_NOT_ALLOWED: ['Este campo não aceita este tipo de número ({format}).', 'Formatos aceites: {formats}.'],
  COUNTRY_NOT_ALLOWED: ['Não são aceites aqui dados bancários deste país ({country}).', 'Países aceites: {countries}.'],
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'Número ABA dos EUA',
  'uk-sort-code': 'Sort code britânico',
  Country: 'País',
  'Check Digits': 'Dígitos de controlo',
  'Bank Code': 'Código do banco',
  'Branch Code': 'Balcão',
  'Sort Code': 'Sort code',
  'Account Number': 'Número de conta',
  'National Check Digits': 'Controlo nacional',
  'Account Type': 'Tipo de conta',
  Currency: 'Moeda',
  'Owner Account Number': 'Titular',
  'Institution Code': 'Código da instituição',
  'Country Code': 'Código do país',
  'Location Code': 'Código de localização',
  'Fed District': 'Distrito da Fed',
  'Fed Office': 'Escritório da Fed',
  'Institution ID': 'Identificador da instituição',
  'Check Digit': 'Dígito de controlo',
  'Bank ID': 'Banco',
  'Branch (1)': 'Balcão (1)',
  'Branch (2)': 'Balcão (2)',
  valid: 'Válido',
  invalid: 'Inválido',
  structure: 'Estrutura',
  number: 'Número bancário',
  announceValid: '{format} válido.',
  announceInvalid: '{format} inválido.',
  bicOtherBank: 'Este BIC não é o do banco do IBAN ({bankBic}).',
  countries: {
    BR: { 'Branch Code': 'Agência' },
  },
};

export default pt;
