import type { FormatDescriptor } from '../descriptor.ts';
import { checkRoutingNumber } from './check.ts';
import { routingNumberIdentity } from './identity.ts';
import { formatRoutingNumber } from './format.ts';
import { routingNumberTyping } from './typing.ts';

/** The US ABA routing number: one set of bank data. */
export const routingNumberFormat: FormatDescriptor<'us-routing'> = {
  ...routingNumberIdentity,
  check: checkRoutingNumber,
  lookupKey: () => null,
  display: formatRoutingNumber,
  typing: routingNumberTyping,
};
