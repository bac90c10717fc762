// generated: do not edit. Built from data/ by npm run build:data.
/** A format hint or a detected format (docs/contract.md §3). */
export type Format = 'iban' | 'bic' | 'us-routing' | 'uk-sort-code';

/** The format hints, in the order the documentation lists them (data/formats.json). */
export const FORMAT_IDS: readonly Format[] = ['iban', 'bic', 'us-routing', 'uk-sort-code'];
