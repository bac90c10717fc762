/**
 * IBAN test vectors, grouped by the error codes `validateIban` must answer (docs/contract.md §4), for
 * this module's tests and for every other implementation of the contract (server, remote client,
 * the QuickJS conformance run). `codes` is the exact `errors[].code` list; empty means valid.
 */
import type { ErrorCode } from '../../sdk/core/types.ts';

export interface IbanVector {
  input: string;
  /** The expected `errors[].code`, in order; empty for a valid IBAN. */
  codes: ErrorCode[];
  /** Why the vector is here, where the input does not say it. */
  note?: string;
}

/**
 * The example IBAN that the SWIFT IBAN Registry, release 100 (October 2025), prints for each of its
 * 89 countries; release 102 (June 2026) prints the same 89. These are facts of the registry; where
 * the staged php-iban table (`iban_example`, data-sources/iban-registry/php-iban/registry.txt)
 * carries an example for the country it is the same one, except for the entries the registry has
 * revised since (BI, BR, DJ, FO, GL, HN, NI, SI, ST, UA). Each one was checked against its
 * country's structure, the MOD-97 check digits and, where enforced, the national check digits.
 */
export const IBAN_REGISTRY_EXAMPLES: Readonly<Record<string, string>> = {
  AD: 'AD1200012030200359100100',
  AE: 'AE070331234567890123456',
  AL: 'AL47212110090000000235698741',
  AT: 'AT611904300234573201',
  AZ: 'AZ21NABZ00000000137010001944',
  BA: 'BA391290079401028494',
  BE: 'BE68539007547034',
  BG: 'BG80BNBG96611020345678',
  BH: 'BH67BMAG00001299123456',
  BI: 'BI4210000100010000332045181',
  BR: 'BR1800360305000010009795493C1',
  BY: 'BY13NBRB3600900000002Z00AB00',
  CH: 'CH9300762011623852957',
  CR: 'CR05015202001026284066',
  CY: 'CY17002001280000001200527600',
  CZ: 'CZ6508000000192000145399',
  DE: 'DE89370400440532013000',
  DJ: 'DJ2100010000000154000100186',
  DK: 'DK5000400440116243',
  DO: 'DO28BAGR00000001212453611324',
  EE: 'EE382200221020145685',
  EG: 'EG380019000500000000263180002',
  ES: 'ES9121000418450200051332',
  FI: 'FI2112345600000785',
  FK: 'FK88SC123456789012',
  FO: 'FO6264600001631634',
  FR: 'FR1420041010050500013M02606',
  GB: 'GB29NWBK60161331926819',
  GE: 'GE29NB0000000101904917',
  GI: 'GI75NWBK000000007099453',
  GL: 'GL8964710001000206',
  GR: 'GR1601101250000000012300695',
  GT: 'GT82TRAJ01020000001210029690',
  HN: 'HN88CABF00000000000250005469',
  HR: 'HR1210010051863000160',
  HU: 'HU42117730161111101800000000',
  IE: 'IE29AIBK93115212345678',
  IL: 'IL620108000000099999999',
  IQ: 'IQ98NBIQ850123456789012',
  IS: 'IS140159260076545510730339',
  IT: 'IT60X0542811101000000123456',
  JO: 'JO94CBJO0010000000000131000302',
  KW: 'KW81CBKU0000000000001234560101',
  KZ: 'KZ86125KZT5004100100',
  LB: 'LB62099900000001001901229114',
  LC: 'LC55HEMM000100010012001200023015',
  LI: 'LI21088100002324013AA',
  LT: 'LT121000011101001000',
  LU: 'LU280019400644750000',
  LV: 'LV80BANK0000435195001',
  LY: 'LY83002048000020100120361',
  MC: 'MC5811222000010123456789030',
  MD: 'MD24AG000225100013104168',
  ME: 'ME25505000012345678951',
  MK: 'MK07250120000058984',
  MN: 'MN121234123456789123',
  MR: 'MR1300020001010000123456753',
  MT: 'MT84MALT011000012345MTLCAST001S',
  MU: 'MU17BOMM0101101030300200000MUR',
  NI: 'NI45BAPR00000013000003558124',
  NL: 'NL91ABNA0417164300',
  NO: 'NO9386011117947',
  OM: 'OM810180000001299123456',
  PK: 'PK36SCBL0000001123456702',
  PL: 'PL61109010140000071219812874',
  PS: 'PS92PALS000000000400123456702',
  PT: 'PT50000201231234567890154',
  QA: 'QA58DOHB00001234567890ABCDEFG',
  RO: 'RO49AAAA1B31007593840000',
  RS: 'RS35260005601001611379',
  RU: 'RU0304452522540817810538091310419',
  SA: 'SA0380000000608010167519',
  SC: 'SC18SSCB11010000000000001497USD',
  SD: 'SD2129010501234001',
  SE: 'SE4550000000058398257466',
  SI: 'SI56263300012039086',
  SK: 'SK3112000000198742637541',
  SM: 'SM86U0322509800000000270100',
  SO: 'SO211000001001000100141',
  ST: 'ST23000100010051845310146',
  SV: 'SV62CENR00000000000000700025',
  TL: 'TL380080012345678910157',
  TN: 'TN5910006035183598478831',
  TR: 'TR330006100519786457841326',
  UA: 'UA213223130000026007233566001',
  VA: 'VA59001123000012345678',
  VG: 'VG96VPVG0000012345678901',
  XK: 'XK051212012345678906',
  YE: 'YE15CBYE0001018861234567891234',
};

const v =
  (codes: ErrorCode[]) =>
  (input: string, note?: string): IbanVector =>
    note ? { input, codes, note } : { input, codes };
const ok = v([]);

/** Valid IBANs beyond the registry examples: other forms of writing, and edge cases of the rules. */
export const VALID_IBANS: readonly IbanVector[] = [
  ok('GB82 WEST 1234 5698 7654 32', 'print form'),
  ok('gb82west12345698765432', 'lower case is upper-cased'),
  ok('  FR14 2004 1010 0505 0001 3M02 606\n', 'surrounding whitespace'),
  ok('DE89-3704-0044-0532-0130-00', 'hyphens'),
  ok('DE89.3704.0044.0532.0130.00', 'dots'),
  ok('DE89\u00a03704\u20090044\u30000532\t0130\u201300', 'Unicode spaces and an en dash'),
  ok('DE98370400440000000042', 'check digits 98'),
  ok('DE97370400440000000060', 'check digits 97'),
  ok('DE02370400440000000024', 'check digits 02'),
  ok('NL69INGB0123456789', 'fails the old Dutch 11-test, which no longer applies'),
  ok('GB33BUKB20201555555555'),
  ok('IT60x0542811101000000123456', 'lower-case CIN'),
  ok('IS350159260076545510730349', 'the kennitala check digit is not enforced (docs/national-check-digits.md)'),
];

/** Characters other than A–Z and 0–9 after normalization: nothing else is reported. */
export const INVALID_CHARACTERS_IBANS: readonly IbanVector[] = [
  v(['INVALID_CHARACTERS'])('\ufb012112345600000785', 'the ligature ﬁ is not folded to FI (docs/contract.md §2)'),
  v(['INVALID_CHARACTERS'])('DE89\uff13\uff17\uff10\uff1400440532013000', 'full-width digits'),
  v(['INVALID_CHARACTERS'])('\uff24\uff2589370400440532013000', 'full-width letters'),
  v(['INVALID_CHARACTERS'])('GB82WEST12345698765432!'),
  v(['INVALID_CHARACTERS'])('GB82_WEST_1234_5698_7654_32'),
  v(['INVALID_CHARACTERS'])('DE89/3704/0044/0532/0130/00'),
  v(['INVALID_CHARACTERS'])('DE8937040044053201300\u00df', 'ß'),
  v(['INVALID_CHARACTERS'])('DE89370400440532013000\ud83d\ude00', 'emoji'),
  v(['INVALID_CHARACTERS'])('XX89+370400440532013000', 'reported before the unknown country'),
  v(['INVALID_CHARACTERS'])('D\u0130\u0131', 'dotted and dotless i'),
  v(['INVALID_CHARACTERS'])('DE89370400440532013000\u0000', 'a control character'),
  v(['INVALID_CHARACTERS'])('DE8/370400440532013000', 'among the check digits'),
  v(['INVALID_CHARACTERS'])('D/89370400440532013000', 'in the country code'),
];

/** Not one of the registry's 89 countries: territories and informal "experimental" codes too. */
export const UNKNOWN_COUNTRY_IBANS: readonly IbanVector[] = [
  v(['UNKNOWN_COUNTRY'])('XX89370400440532013000'),
  v(['UNKNOWN_COUNTRY'])('GF4120041010050500013M02606', 'French Guiana issues FR IBANs'),
  v(['UNKNOWN_COUNTRY'])('RE4220041010050500013M02606', 'Réunion issues FR IBANs'),
  v(['UNKNOWN_COUNTRY'])('AX2112345600000785', 'Åland issues FI IBANs'),
  v(['UNKNOWN_COUNTRY'])('JE29NWBK60161331926819', 'Jersey issues GB IBANs'),
  v(['UNKNOWN_COUNTRY'])('DZ580002100001113000000570', 'informal list, not in the registry'),
  v(['UNKNOWN_COUNTRY'])('AO44123412341234123412341', 'informal list, not in the registry'),
  v(['UNKNOWN_COUNTRY'])('MA64011519000001205000534921', 'informal list, not in the registry'),
  v(['UNKNOWN_COUNTRY'])('8937040044053201300DE0'),
  v(['UNKNOWN_COUNTRY'])('D'),
  v(['UNKNOWN_COUNTRY'])('- . -', 'normalizes to the empty string'),
];

/** A registry country with the wrong number of characters. */
export const WRONG_LENGTH_IBANS: readonly IbanVector[] = [
  v(['WRONG_LENGTH'])('GB82WEST1234569876543'),
  v(['WRONG_LENGTH'])('GB82WEST123456987654321'),
  v(['WRONG_LENGTH'])('DE'),
  v(['WRONG_LENGTH'])('DE89'),
  v(['WRONG_LENGTH'])('BI33123412341234', 'the length of BI before registry release 91'),
  v(['WRONG_LENGTH'])('NI92BAMC000000000000000003123123', 'the length of NI before its registry entry'),
  v(['WRONG_LENGTH'])('DE89 3704 0044 0532 0130 00X', 'reported before the format'),
  v(['WRONG_LENGTH'])(`DE${'0'.repeat(126)}`, '128 characters'),
];

/** The BBAN does not have the registry structure (a letter for a digit or the reverse). */
export const INVALID_BBAN_FORMAT_IBANS: readonly IbanVector[] = [
  v(['INVALID_BBAN_FORMAT'])('DE0537040044053201300A', 'MOD-97 is right, but DE takes digits only'),
  v(['INVALID_BBAN_FORMAT'])('GB58123460161331926819', 'MOD-97 is right, but a GB bank code is four letters'),
  v(['INVALID_BBAN_FORMAT'])('FR5720041010050500013M026A6', 'a letter in the RIB key; the national check does not run'),
  v(['INVALID_BBAN_FORMAT', 'CHECKSUM_FAILED'])('GB82WEST12345698765A32'),
  v(['INVALID_BBAN_FORMAT', 'CHECKSUM_FAILED'])('BE68539007547O34', 'letter O for a zero'),
];

/** MOD-97 fails: a typo, two swapped characters, or check digits that are never issued. */
export const CHECKSUM_FAILED_IBANS: readonly IbanVector[] = [
  v(['CHECKSUM_FAILED'])('GB82WEST12345698765431'),
  v(['CHECKSUM_FAILED'])('GB82WEST12345698765423', 'adjacent transposition'),
  v(['CHECKSUM_FAILED'])('DE88370400440532013000'),
  v(['CHECKSUM_FAILED'])('BE69539007547034', 'national check digits are fine'),
  v(['CHECKSUM_FAILED'])('DE01370400440000000042', '01 aliases the valid 98'),
  v(['CHECKSUM_FAILED'])('DE00370400440000000060', '00 aliases the valid 97'),
  v(['CHECKSUM_FAILED'])('DE99370400440000000024', '99 aliases the valid 02'),
  v(['CHECKSUM_FAILED'])('GB8AWEST12345698765432', 'a letter among the check digits'),
  v(['CHECKSUM_FAILED'])('GBAAWEST12345698765432'),
  v(['CHECKSUM_FAILED', 'BBAN_CHECKSUM_FAILED'])('BE68539007547035'),
];

/**
 * MOD-97 is right (the IBAN check digits were recomputed) but the national check digits inside the
 * BBAN are not: one per country with an enforced national rule.
 */
export const BBAN_CHECKSUM_FAILED_IBANS: readonly IbanVector[] = [
  'BA121290079401028495',
  'BE41539007547035',
  'CZ1708000000192000145390',
  'EE112200221020145686',
  'ES6421000418450200051333',
  'FI9112345600000786',
  'FR8420041010050500013M02607',
  'HR8210010051863000161',
  'HU15117730161111101800000001',
  'IT33X0542811101000000123457',
  'IT64Y0542811101000000123456',
  'MC3111222000010123456789031',
  'ME95505000012345678952',
  'MK77250120000058985',
  'MR8300020001010000123456754',
  'NO6686011117948',
  'PL36109010150000071219812874',
  'PT23000201231234567890155',
  'RS84260005601001611370',
  'SI29263300012039087',
  'SK0412000000198742637542',
  'SM59U0322509800000000270101',
  'TL110080012345678910158',
  'TN3210006035183598478832',
].map((input) => v(['BBAN_CHECKSUM_FAILED'])(input));

/** Every vector above, with the registry examples first. */
export const IBAN_VECTORS: readonly IbanVector[] = [
  ...Object.values(IBAN_REGISTRY_EXAMPLES).map((input) => ok(input)),
  ...VALID_IBANS,
  ...INVALID_CHARACTERS_IBANS,
  ...UNKNOWN_COUNTRY_IBANS,
  ...WRONG_LENGTH_IBANS,
  ...INVALID_BBAN_FORMAT_IBANS,
  ...CHECKSUM_FAILED_IBANS,
  ...BBAN_CHECKSUM_FAILED_IBANS,
];
