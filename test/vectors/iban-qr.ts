/** Vectors of `isQrIban`, grouped by outcome. For its tests and the QuickJS conformance run. */

/** QR-IBANs: valid CH or LI IBANs with an institution identification from 30000 to 31999. */
export const QR_IBANS: readonly string[] = [
  'CH44 3199 9123 0008 8901 2',
  'CH4431999123000889012',
  'ch44 3199 9123 0008 8901 2',
  'CH5730000123456789012',
  'CH1831999000000000001',
  'CH6630808001234567890',
  'LI1730000001234567890',
  'LI8131000ABCDEF123456',
];

/** Not QR-IBANs: valid IBANs of other institutions or countries, and invalid IBANs. */
export const NOT_QR_IBANS: readonly string[] = [
  'CH9300762011623852957',
  'CH4929999123456789012',
  'CH5232000123456789012',
  'LI21088100002324013AA',
  'LI2408810000123456789',
  'CH4531999123000889012',
  'CH44 3199 9123 0008 8901',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'GB44319991230008890123',
  '',
  '   ',
  'CH44 3199 9123 0008 8901 2 plus',
  '\ud83d\ude00',
];
