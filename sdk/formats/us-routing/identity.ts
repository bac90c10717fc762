import type { FormatIdentity } from '../descriptor.ts';

const ROUTING = /^\d{9}$/;

/** True for nine digits, the shape of a routing number (docs/contract.md §3 rule 3). */
export function hasRoutingNumberShape(normalized: string): boolean {
  return ROUTING.test(normalized);
}

/** The country of a routing number. */
export function routingNumberCountry(): string {
  return 'US';
}

/** The US routing number: nine digits; its country, `US`. */
export const routingNumberIdentity: FormatIdentity<'us-routing'> = {
  id: 'us-routing',
  detect: hasRoutingNumberShape,
  country: routingNumberCountry,
};
