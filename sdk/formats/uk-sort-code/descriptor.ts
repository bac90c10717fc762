import type { FormatDescriptor } from '../descriptor.ts';
import { checkSortCode } from './check.ts';
import { sortCodeIdentity } from './identity.ts';
import { formatSortCode } from './format.ts';
import { sortCodeTyping } from './typing.ts';

/** The UK sort code: one set of bank data. */
export const sortCodeFormat: FormatDescriptor<'uk-sort-code'> = {
  ...sortCodeIdentity,
  check: checkSortCode,
  lookupKey: () => null,
  display: formatSortCode,
  typing: sortCodeTyping,
};
