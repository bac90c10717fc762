// generated: do not edit. Built from data/ by npm run build:data.
/**
 * The formats' bank lookups (`FormatLookup`): what the dispatcher (sdk/lookups.ts) imports on demand, so that
 * validation carries no lookup code. Each one loads its data in chunks of its own.
 * @module
 */
import { bicLookup } from './bic/lookup.ts';
import type { FormatLookup } from './descriptor.ts';
import { ibanLookup } from './iban/lookup.ts';
import { sortCodeLookup } from './uk-sort-code/lookup.ts';
import { routingNumberLookup } from './us-routing/lookup.ts';

export const LOOKUPS: readonly FormatLookup[] = [ibanLookup, bicLookup, routingNumberLookup, sortCodeLookup];
