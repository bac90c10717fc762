/**
 * The sort-code directory put in place at once (`FormatLookupNow`): it comes with the module.
 * @module
 */
import type { FormatLookupNow } from '../descriptor.ts';
import { putSortCodeIndex } from './lookup.ts';
import { sortCodeIndex } from './lookup-loader.ts';

export const sortCodeLookupNow: FormatLookupNow = {
  id: 'uk-sort-code',
  put: () => putSortCodeIndex(sortCodeIndex()),
};
