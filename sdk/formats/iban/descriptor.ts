import type { FormatDescriptor } from '../descriptor.ts';
import { checkIban, ibanAwaitsData } from './check.ts';
import { ibanIdentity } from './identity.ts';
import { formatIban } from './format.ts';
import { ibanTyping } from './typing.ts';

/** The IBAN (ISO 13616): bank data per country, the prefix; Germany's brings the account check. */
export const ibanFormat: FormatDescriptor<'iban'> = {
  ...ibanIdentity,
  check: checkIban,
  // The bank data is split per country, the prefix.
  lookupKey: ibanIdentity.country,
  awaitsData: ibanAwaitsData,
  display: formatIban,
  typing: ibanTyping,
};
