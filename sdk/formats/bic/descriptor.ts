import type { FormatDescriptor } from '../descriptor.ts';
import { checkBic } from './check.ts';
import { bicCountry, hasBicShape } from './identity.ts';

/** The SWIFT/BIC code (ISO 9362): bank data per country, positions 5–6. */
export const bicFormat: FormatDescriptor<'bic'> = {
  id: 'bic',
  detect: hasBicShape,
  country: bicCountry,
  check: checkBic,
  // The bank data is split per country, positions 5–6.
  lookupKey: bicCountry,
};
