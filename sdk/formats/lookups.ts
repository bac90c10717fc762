/**
 * The formats' bank lookups (`FormatLookup`), one per format with bank data: what the dispatcher
 * (sdk/lookups.ts) imports on demand, so that validation carries no lookup code. Each one loads
 * its data in chunks of its own.
 * @module
 */
import { bicLookup } from './bic/lookup.ts';
import type { FormatLookup } from './descriptor.ts';
import { ibanLookup } from './iban/lookup.ts';
import { sortCodeLookup } from './uk-sort-code/lookup.ts';
import { routingNumberLookup } from './us-routing/lookup.ts';

export const LOOKUPS: readonly FormatLookup[] = [ibanLookup, bicLookup, routingNumberLookup, sortCodeLookup];
