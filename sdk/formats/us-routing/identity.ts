import type { FormatIdentity } from '../descriptor.ts';

const ROUTING = /^\d{9}$/;

/** The US routing number: nine digits (docs/contract.md §3 rule 3); its country, `US`. */
export const routingNumberIdentity: FormatIdentity<'us-routing'> = {
  id: 'us-routing',
  detect: (normalized) => ROUTING.test(normalized),
  country: () => 'US',
};
