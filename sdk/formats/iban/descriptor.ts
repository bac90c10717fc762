import type { FormatDescriptor } from '../descriptor.ts';
import { checkIban, ibanAwaitsData } from './check.ts';
import { ibanCountry, startsLikeIban } from './identity.ts';

/** The IBAN (ISO 13616): bank data per country, the prefix; Germany's brings the account check. */
export const ibanFormat: FormatDescriptor<'iban'> = {
  id: 'iban',
  detect: startsLikeIban,
  country: ibanCountry,
  check: checkIban,
  // The bank data is split per country, the prefix.
  lookupKey: ibanCountry,
  awaitsData: ibanAwaitsData,
};
