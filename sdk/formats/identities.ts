/**
 * The formats' identities (`FormatIdentity`), in the order docs/contract.md §3 tries them in
 * detection (`identity-list.ts`, built from data/formats.json): apart from the descriptors
 * (`formats/index.ts`), so that what only detects a format or names its country carries no checks. A format registered later (`registerFormat`) comes after these.
 * @module
 */
import type { FormatIdentity } from './descriptor.ts';
import { IDENTITIES } from './identity-list.ts';

export { IDENTITIES };
/** The formats that the cross-format features name (a BIC beside an IBAN, a sort code with its account). */
export { BIC_FORMAT } from './bic/identity.ts';
export { IBAN_FORMAT } from './iban/identity.ts';
export { SORT_CODE_FORMAT } from './uk-sort-code/identity.ts';

/**
 * The identity of a format hint or `result.format`; undefined for anything else.
 * @example identityOf('bic')?.country('DEUTDEFF') // 'DE'
 */
export function identityOf(format: unknown): FormatIdentity | undefined {
  return IDENTITIES.find((identity) => identity.id === format);
}
