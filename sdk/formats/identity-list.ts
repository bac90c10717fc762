// generated: do not edit. Built from data/ by npm run build:data.
/**
 * The formats' identities, in the order detection tries them (docs/contract.md §3): `formats/identities.ts`.
 * @module
 */
import { bicIdentity } from './bic/identity.ts';
import type { FormatIdentity } from './descriptor.ts';
import { ibanIdentity } from './iban/identity.ts';
import { sortCodeIdentity } from './uk-sort-code/identity.ts';
import { routingNumberIdentity } from './us-routing/identity.ts';

export const IDENTITIES: FormatIdentity[] = [bicIdentity, ibanIdentity, routingNumberIdentity, sortCodeIdentity];
