// generated: do not edit. Built from data/ by npm run build:data.
/**
 * The formats' lookup data put in place at once (`FormatLookupNow`): for the WebAssembly component's guest.
 * @module
 */
import { bicLookupNow } from './bic/lookup-now.ts';
import type { FormatLookupNow } from './descriptor.ts';
import { ibanLookupNow } from './iban/lookup-now.ts';
import { sortCodeLookupNow } from './uk-sort-code/lookup-now.ts';
import { routingNumberLookupNow } from './us-routing/lookup-now.ts';

export const LOOKUPS_NOW: readonly FormatLookupNow[] = [
  ibanLookupNow,
  bicLookupNow,
  routingNumberLookupNow,
  sortCodeLookupNow,
];
