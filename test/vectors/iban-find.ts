/**
 * Vectors of `findIbans`, grouped by outcome: texts with the IBANs it must find (start, end,
 * normalized), and texts in which it must find none. For its tests and the QuickJS conformance run.
 */
import type { FoundIban } from '../../sdk/formats/iban/find.ts';

export interface FindVector {
  text: string;
  found: FoundIban[];
  note?: string;
}

const at = (text: string, written: string, normalized: string): FoundIban => {
  const start = text.indexOf(written);
  return { start, end: start + written.length, normalized };
};
const one = (text: string, written: string, normalized: string, note?: string): FindVector =>
  note ? { text, found: [at(text, written, normalized)], note } : { text, found: [at(text, written, normalized)] };

/** Texts with IBANs in them, each found where it is written. */
export const FIND_FOUND: readonly FindVector[] = [
  one('DE89370400440532013000', 'DE89370400440532013000', 'DE89370400440532013000', 'the whole text'),
  one(
    'IBAN: DE89 3704 0044 0532 0130 00',
    'DE89 3704 0044 0532 0130 00',
    'DE89370400440532013000',
    'print form after "IBAN:"',
  ),
  one(
    'IBAN:GB29NWBK60161331926819.',
    'GB29NWBK60161331926819',
    'GB29NWBK60161331926819',
    'no space after the colon; a full stop after',
  ),
  one(
    'please pay to gb29 nwbk 6016 1331 9268 19 by Friday',
    'gb29 nwbk 6016 1331 9268 19',
    'GB29NWBK60161331926819',
    'lower case',
  ),
  one(
    '(FR14-2004-1010-0505-0001-3M02-606)',
    'FR14-2004-1010-0505-0001-3M02-606',
    'FR1420041010050500013M02606',
    'hyphens, in brackets',
  ),
  one(
    '«BE68\u00a05390\u00a00754\u00a07034»',
    'BE68\u00a05390\u00a00754\u00a07034',
    'BE68539007547034',
    'no-break spaces, in guillemets',
  ),
  one(
    'Konto DE89 37040044 0532013000, BLZ 37040044',
    'DE89 37040044 0532013000',
    'DE89370400440532013000',
    'grouped as bank code and account',
  ),
  one('"CH44 3199 9123 0008 8901 2"', 'CH44 3199 9123 0008 8901 2', 'CH4431999123000889012', 'in quotes; a QR-IBAN'),
  one('DE89 3704 0044 0532 0130 00 EUR', 'DE89 3704 0044 0532 0130 00', 'DE89370400440532013000', 'a word after it'),
  one(
    'DE88 DE89 3704 0044 0532 0130 00',
    'DE89 3704 0044 0532 0130 00',
    'DE89370400440532013000',
    'a false start before it',
  ),
  {
    text: 'From NL91ABNA0417164300 to IT60X0542811101000000123456; copy: nl91 abna 0417 1643 00',
    found: [
      { start: 5, end: 23, normalized: 'NL91ABNA0417164300' },
      { start: 27, end: 54, normalized: 'IT60X0542811101000000123456' },
      { start: 62, end: 84, normalized: 'NL91ABNA0417164300' },
    ],
    note: 'several, in order',
  },
  {
    text: 'DE89370400440532013000\nGB29NWBK60161331926819',
    found: [
      { start: 0, end: 22, normalized: 'DE89370400440532013000' },
      { start: 23, end: 45, normalized: 'GB29NWBK60161331926819' },
    ],
    note: 'one per line',
  },
];

/** Texts with no IBAN in them: near misses. */
export const FIND_NONE: readonly FindVector[] = [
  { text: '', found: [] },
  { text: 'no account number here', found: [] },
  { text: 'DE88370400440532013000', found: [], note: 'MOD-97 fails' },
  { text: 'DE01370400440000000042', found: [], note: 'check digits 01, never issued, though MOD-97 passes' },
  { text: 'BE41539007547035', found: [], note: 'national check digits fail' },
  { text: 'XDE89370400440532013000', found: [], note: 'a letter straight before' },
  { text: 'DE893704004405320130001', found: [], note: 'a digit straight after' },
  { text: 'DE89370400440532013000EUR', found: [], note: 'letters straight after' },
  { text: 'DE89  3704 0044 0532 0130 00', found: [], note: 'two separators in a row' },
  { text: 'DE89 3704 0044\n0532 0130 00', found: [], note: 'a line break inside' },
  { text: 'DE 89 3704 0044 0532 0130 00', found: [], note: 'country code and check digits apart' },
  { text: 'GF4120041010050500013M02606', found: [], note: 'a territory code: not an IBAN country' },
  { text: 'DE89 3704 0044 0532 0130 0', found: [], note: 'one character short' },
  { text: '- - - - 1111 AAAA ----    ', found: [] },
];
