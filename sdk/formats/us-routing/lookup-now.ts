/**
 * The routing-number directory put in place at once (`FormatLookupNow`): it comes with the module.
 * @module
 */
import type { FormatLookupNow } from '../descriptor.ts';
import { putRoutingNumberIndex } from './lookup.ts';
import { routingNumberIndex } from './lookup-loader.ts';

export const routingNumberLookupNow: FormatLookupNow = {
  id: 'us-routing',
  put: () => putRoutingNumberIndex(routingNumberIndex()),
};
