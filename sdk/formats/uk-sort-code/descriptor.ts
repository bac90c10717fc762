import type { FormatDescriptor } from '../descriptor.ts';
import { checkSortCode } from './check.ts';
import { hasSpacedSortCodeShape, mayBeSortCode, sortCodeCountry } from './identity.ts';

/** The UK sort code: one set of bank data. */
export const sortCodeFormat: FormatDescriptor<'uk-sort-code'> = {
  id: 'uk-sort-code',
  detect: hasSpacedSortCodeShape,
  ambiguous: mayBeSortCode,
  country: sortCodeCountry,
  check: checkSortCode,
  lookupKey: () => null,
};
