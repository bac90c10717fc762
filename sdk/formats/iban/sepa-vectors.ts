/** Vectors of `isSepaCountry`, grouped by outcome. For its tests and the QuickJS conformance run. */

/**
 * In SEPA per the EPC list: the registry countries it names (AL, MD, ME, MK and RS among them,
 * which the registry still leaves out) and the territories it names with a code of their own.
 */
export const SEPA: readonly string[] = [
  'DE', 'FR', 'GB', 'CH', 'LI', 'NO', 'IS', 'MC', 'SM', 'VA', 'AD', 'GI', 'BG', 'RO', 'HR', 'PT', 'ES', 'IT',
  'AL', 'MD', 'ME', 'MK', 'RS',
  'AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'BL', 'MF', 'PM', 'GG', 'IM', 'JE',
  'de', 'Al', 'je',
];

/** Not in SEPA: other registry countries, territories the list leaves out, and junk. */
export const NOT_SEPA: readonly string[] = [
  'BA', 'XK', 'FO', 'GL', 'TR', 'UA', 'BY', 'RU', 'GE', 'IL', 'AE', 'BR',
  'NC', 'PF', 'TF', 'WF',
  'US', 'CA', 'JP', 'XX', 'EU',
  '', 'D', 'DEU', 'DE ', ' DE', 'D\u0131', '\uff24\uff25', '\ud83d\ude00', '12',
];
