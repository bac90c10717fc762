import type { FormatDescriptor } from '../descriptor.ts';
import { checkRoutingNumber } from './check.ts';
import { hasRoutingNumberShape, routingNumberCountry } from './identity.ts';

/** The US ABA routing number: one set of bank data. */
export const routingNumberFormat: FormatDescriptor<'us-routing'> = {
  id: 'us-routing',
  detect: hasRoutingNumberShape,
  country: routingNumberCountry,
  check: checkRoutingNumber,
  lookupKey: () => null,
};
