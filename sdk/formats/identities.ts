/**
 * The formats' identities (`FormatIdentity`), in the order docs/contract.md §3 tries them in
 * detection: apart from the descriptors (`formats/index.ts`), so that what only detects a format or
 * names its country carries no checks. A format registered later (`registerFormat`) comes after these.
 * @module
 */
import { bicIdentity } from './bic/identity.ts';
import type { FormatIdentity } from './descriptor.ts';
import { ibanIdentity } from './iban/identity.ts';
import { sortCodeIdentity } from './uk-sort-code/identity.ts';
import { routingNumberIdentity } from './us-routing/identity.ts';

export const IDENTITIES: FormatIdentity[] = [bicIdentity, ibanIdentity, routingNumberIdentity, sortCodeIdentity];

/**
 * The identity of a format hint or `result.format`; undefined for anything else.
 * @example identityOf('bic')?.country('DEUTDEFF') // 'DE'
 */
export function identityOf(format: unknown): FormatIdentity | undefined {
  return IDENTITIES.find((identity) => identity.id === format);
}
