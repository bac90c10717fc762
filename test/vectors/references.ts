/**
 * Vectors of the payment references (`bank-number/reference`, docs/references.md). References are
 * facts; each list names where it was published.
 *
 * `PUBLISHED`: the examples of each kind's publisher, as the documentation cites them.
 *
 * `PYTHON_STDNUM`: the test vectors of python-stdnum (https://github.com/arthurdejong/python-stdnum,
 * commit 006192e59be8ed6e08fd680256868a6c31eb2ba9) for the same references, with the answer
 * python-stdnum gives: `stdnum/iso11649.py` and `tests/test_iso11649.doctest` (ISO 11649),
 * `stdnum/ch/esr.py` and `tests/test_ch_esr.doctest` (the Swiss ESR/ISR and QR reference),
 * `stdnum/be/ogm_vcs.py` (the Belgian OGM-VCS). python-stdnum has no module for the Finnish
 * reference at that commit. Where this package answers otherwise, `ours` says so and why.
 */

/** The kinds, by the id of `bank-number/reference`. */
export type KindId = 'rf' | 'ch-qr' | 'be-structured' | 'fi-reference';

/** A published example: the reference as printed, its electronic form, and where it is published. */
export interface PublishedReference {
  readonly printed: string;
  readonly normalized: string;
  readonly source: string;
}

export const PUBLISHED: Readonly<Record<KindId, readonly PublishedReference[]>> = {
  rf: [
    {
      printed: 'RF18 5390 0754 7034',
      normalized: 'RF18539007547034',
      source: 'ISO 11649:2009, annex A (the paper format), reproduced in the SIX QR-bill implementation guidelines',
    },
    {
      printed: 'RF712348231',
      normalized: 'RF712348231',
      source: 'ISO 11649:2009, annex B (constructing the RF reference of the creditor reference 2348231)',
    },
  ],
  'ch-qr': [
    {
      printed: '21 00000 00003 13947 14300 09017',
      normalized: '210000000003139471430009017',
      source:
        'SIX, Swiss Implementation Guidelines for the QR-bill, the example bill with QR-IBAN CH44 3199 9123 0008 8901 2',
    },
  ],
  'be-structured': [
    {
      printed: '+++123/4567/89002+++',
      normalized: '123456789002',
      source: 'Febelfin, structured communication: 10 digits and the remainder modulo 97 of them',
    },
    {
      printed: '+++010/8068/17183+++',
      normalized: '010806817183',
      source: 'Febelfin banking standards for online banking, as cited by python-stdnum be/ogm_vcs.py',
    },
  ],
  'fi-reference': [
    {
      printed: '12 34561',
      normalized: '1234561',
      source: 'Finance Finland (Finanssiala), Kotimaisen viitteen rakenneohje: the paper form',
    },
    {
      printed: '00000000000001234561',
      normalized: '1234561',
      source: 'Finance Finland (Finanssiala), Kotimaisen viitteen rakenneohje: the machine-readable form',
    },
  ],
};

/** A vector of python-stdnum, with its answer there, and this package's where it differs. */
export interface StdnumVector {
  readonly input: string;
  /** python-stdnum's answer: valid, or the exception it raises. */
  readonly stdnum: 'valid' | 'InvalidChecksum' | 'InvalidLength' | 'InvalidFormat';
  /** This package's answer where it differs: valid, or the first error code; and why. */
  readonly ours?: { readonly answer: string; readonly why: string };
}

/** The 100 creditor references that tests/test_iso11649.doctest expects valid (generated at mobilefish.com). */
const ISO11649_VALID = `RF03SW3EZRUFBK RF20QQHM7PAW61EOWO RF206KCJWVH20 RF97XX5ZIC RF66A4E7BF6OI8F23P9
RF888F7P5VQ8TOFTY3LZ RF41778UFIFX6LGFHAX RF8676YM2Q3UWC9 RF056TXFK RF800PAG6O89TAU8M5H RF20AN1IJBLFGA
RF23EF4UHBVNPLHKG3HZ9SGGT RF79KDFLO48OJW9TSCUP7L RF72YW RF14GE30YOI8 RF95SVO25ZY0J RF38W1PAA2QLIPIQVMAYLOH
RF80A0CPH RF15O27ZC6D86DZGO RF30VXZSLA8 RF87PBDPC22JTUPL98AYLOCK RF14QS8OSM0SGZJHDAJI2S1 RF724P
RF0717UP2X0DO9UF6JGIPG8 RF42J8H8Y0VB5MXP1T24RHM3 RF70JNR RF949BJ0SHL5OELQ0M16 RF75TR2ACY3PGL
RF0891RPECRY4EKAIWQK4UZUP RF95079AYKHK4C6D8SF RF63RPP1PYBH4K RF28JGS RF80I4 RF55IJ37T88JU5D0XUR6Z3N RF08P
RF315S3SM4CXHLHPCCJULF36 RF25GKZ943I RF10XHXROQ2ZS1 RF032KW3MG RF03Z55N RF93SYT6JCX9BF8STKZTF RF910KN
RF4480GWBS4ON16IRYL7T5VN2 RF02YFL1INOWMIYT2AN RF23PCSFK51V1XJALP RF37K91OEQE0FMBZSBN RF96QP1V07AYT
RF2939KX5US7LX3PAN1BNWC0H RF02RLPTC78WPBRBZFWSU RF85QEZRRD82 RF529 RF813OATFTW RF02MT56MM6RK3NSA88RKVK
RF81WGYFUZZ0TWXHQK RF21FYKWJSLDSEV5P8XGPE2 RF75B2UCA8B3KLEP4PNTJA RF401ETPTNN0E83ASNVVNPWU RF11JB
RF48T7F6BF5F4H9F9JG RF68C RF53AVDW8QM7M6A62 RF382LJGQV501HHZQ6ZS1 RF097 RF73XJXLAL RF95B RF57G
RF25282M4CZ5GHSGY3G85G RF498F8Q7S17 RF701XP4QUW0YV62EI5DQ RF16V1A2WFZ6U8RMNVLE RF78DB1FAB RF7522DRITKFXLL97L45F
RF11A8Z RF04X2OY4TYLNF RF607WBLIGJT8FLEPYJ RF07YDRKBYAAJTZ9IEMA RF186L RF409UF6078QP RF82K6F RF28AGC RF57G
RF1492GE4TE5I7 RF12EMD86TLG46QZT9Z0WA3I RF056PZYKELS9JY35QWH11 RF288UQN77O6QWX5565 RF12Z7WS5GR9S4
RF17B6V83RKUJCKYSIV RF489L8GK4 RF41FWLX RF98FIKGWHA2AK04NMI RF86V26RQ3Z RF72813 RF59OG39OS05B0RBMT
RF67B3TIEBWV82 RF73UYAE6PKWKA7MMR62S0B RF92DIALM RF04J4 RF60OG76HU1XGBIHRU94K RF22EM RF67J7L`.split(/\s+/);

/** The numbers of actual payment slips that tests/test_ch_esr.doctest expects valid. */
const ESR_VALID = [
  '20 12440 00000 46370 02019 05153',
  '1009 76741 00001 47457 50114',
  '1001007711461312058',
  '361610000000000020190704093',
  '31 23711 80610 58530 00071 92101',
  '18 78583',
  '36 13030 00000 00000 00000 04142',
  '01 73575 51208 21125 03398 69724',
  '2101315000320229184501',
  '90 00170 00000 00214 95962 25686',
  '432130000000000573490016096',
  '201244000000463700201900994',
  '32 29790 00000 19151 00002 79617',
];

/** A QR reference is 27 digits; python-stdnum's ESR module also takes the ISR's, leading zeros left out. */
const shorterThan27 = (input: string): StdnumVector['ours'] =>
  input.replace(/ /g, '').length === 27
    ? undefined
    : {
        answer: 'WRONG_LENGTH',
        why: 'an ISR reference with its leading zeros left out; the QR-bill writes all 27 digits (see ESR_PADDED)',
      };

export const PYTHON_STDNUM: Readonly<Record<Exclude<KindId, 'fi-reference'>, readonly StdnumVector[]>> = {
  rf: [
    { input: 'RF18 5390 0754 7034', stdnum: 'valid' },
    { input: 'RF18 5390 0754 70Y', stdnum: 'valid' },
    { input: 'RF17 5390 0754 7034', stdnum: 'InvalidChecksum' },
    ...ISO11649_VALID.map((input) => ({ input, stdnum: 'valid' as const })),
  ],
  'ch-qr': [
    { input: '21 00000 00003 13947 14300 09017', stdnum: 'valid' },
    { input: '210000000003139471430009016', stdnum: 'InvalidChecksum' },
    { input: '2100000000031394714300090168', stdnum: 'InvalidLength' },
    { input: '21000000000313947143000TE45', stdnum: 'InvalidFormat' },
    ...ESR_VALID.map((input) => {
      const ours = shorterThan27(input);
      return ours === undefined ? { input, stdnum: 'valid' as const } : { input, stdnum: 'valid' as const, ours };
    }),
  ],
  'be-structured': [
    { input: '+++010/8068/17183+++', stdnum: 'valid' },
    { input: '010/8068/17180', stdnum: 'InvalidChecksum' },
  ],
};

/** The ISR references of `ESR_VALID` shorter than 27 digits, with their leading zeros written: all valid. */
export const ESR_PADDED: readonly string[] = ESR_VALID.map((input) => input.replace(/ /g, '').padStart(27, '0'));

/** Counts for the documentation: published examples and python-stdnum vectors per kind. */
export function vectorCounts(): Record<KindId, { published: number; pythonStdnum: number }> {
  const stdnum = PYTHON_STDNUM as Partial<Record<KindId, readonly StdnumVector[]>>;
  const out = {} as Record<KindId, { published: number; pythonStdnum: number }>;
  for (const kind of Object.keys(PUBLISHED) as KindId[]) {
    out[kind] = { published: PUBLISHED[kind].length, pythonStdnum: stdnum[kind]?.length ?? 0 };
  }
  return out;
}
