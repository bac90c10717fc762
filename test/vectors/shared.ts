/**
 * Every shared test vector of every format, as requests: the inputs that every implementation of
 * the contract (the SDK, the server, the remote client, the element, the WebAssembly-engine run)
 * must answer alike. Each format's own file here groups them by the error code they expect.
 * @module
 */
import type { Format } from '../../sdk/core/types.ts';
import { INVALID_BICS, VALID_BICS } from './bic.ts';
import { IBAN_VECTORS } from './iban.ts';
import { sortCodeVectors } from './uk-sort-code.ts';
import { routingVectors } from './us-routing.ts';

export interface SharedVector {
  input: string;
  format?: Format;
}

/** Inputs for auto-detection: ambiguous, unknown and cross-format cases (docs/contract.md §3). */
export const DETECTION_VECTORS: readonly string[] = [
  '123456',
  '12-34-56',
  '12 34 56',
  'hello',
  '12345',
  '😀😀😀',
  '---',
  '\u0000\u0001',
  '\ufb012112345600000785',
  'ＧＢ８２',
  'GB82WEST',
];

const unique = (vectors: SharedVector[]): SharedVector[] => {
  const seen = new Set<string>();
  return vectors.filter((v) => {
    const key = `${v.format ?? ''}\u0000${v.input}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const routing = Object.values(routingVectors).flat();
const sortCodes = Object.values(sortCodeVectors).flat() as string[];
const ibans = IBAN_VECTORS.map((v) => v.input);
const bics = [...VALID_BICS, ...Object.values(INVALID_BICS).flat()].map((v) => v.input);

/** Each input with its own format as a hint, and again without a hint (auto-detect). */
export const SHARED_VECTORS: readonly SharedVector[] = unique([
  ...ibans.flatMap((input) => [{ input, format: 'iban' as const }, { input }]),
  ...bics.flatMap((input) => [{ input, format: 'bic' as const }, { input }]),
  ...routing.flatMap((input) => [{ input, format: 'us-routing' as const }, { input }]),
  ...sortCodes.flatMap((input) => [{ input, format: 'uk-sort-code' as const }, { input }]),
  ...DETECTION_VECTORS.map((input) => ({ input })),
  // A hint for another format than the input's.
  { input: 'GB82WEST12345698765432', format: 'us-routing' },
  { input: '021000021', format: 'iban' },
  { input: '12-34-56', format: 'bic' },
  { input: 'DEUTDEFF', format: 'uk-sort-code' },
]).filter((v) => v.input.trim() !== '');
