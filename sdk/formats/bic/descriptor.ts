import type { FormatDescriptor } from '../descriptor.ts';
import { checkBic } from './check.ts';
import { bicIdentity } from './identity.ts';
import { formatBic } from './format.ts';
import { bicTyping } from './typing.ts';

/** The SWIFT/BIC code (ISO 9362): bank data per country, positions 5–6. */
export const bicFormat: FormatDescriptor<'bic'> = {
  ...bicIdentity,
  check: checkBic,
  // The bank data is split per country, positions 5–6.
  lookupKey: bicIdentity.country,
  display: formatBic,
  typing: bicTyping,
};
