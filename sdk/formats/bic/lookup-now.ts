/**
 * The BIC directory of a country put in place at once from its chunk (`FormatLookupNow`).
 * @module
 */
import type { BicBankChunk } from '../../generated/banks/bic-chunks.ts';
import type { FormatLookupNow } from '../descriptor.ts';
import { putBicDirectory } from './lookup.ts';
import { decodeBicChunk } from './lookup-loader.ts';

export const bicLookupNow: FormatLookupNow = {
  id: 'bic',
  put: (country, chunk) => putBicDirectory(country as string, decodeBicChunk(chunk as BicBankChunk)),
};
