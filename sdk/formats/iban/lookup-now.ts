/**
 * The IBAN bank data of a country put in place at once from its chunk (`FormatLookupNow`), with the
 * German account check-digit methods that the German chunk names.
 * @module
 */
import type { IbanBankChunk } from '../../generated/banks/iban-chunks.ts';
import type { FormatLookupNow } from '../descriptor.ts';
import { putIbanDirectory } from './lookup.ts';
import { decodeIbanChunk } from './lookup-loader.ts';
import { GERMAN_METHODS } from './national/de/methods.ts';

export const ibanLookupNow: FormatLookupNow = {
  id: 'iban',
  put: (country, chunk) => putIbanDirectory(country as string, decodeIbanChunk(chunk as IbanBankChunk, GERMAN_METHODS)),
};
