/**
 * The formats' seeded generators (`FormatGenerator`), for `generateNumbers`: apart from the
 * descriptors, so that validation carries none of them.
 * @module
 */
import { bicGenerator } from './bic/generate.ts';
import type { FormatGenerator } from './descriptor.ts';
import { ibanGenerator } from './iban/generate.ts';
import { sortCodeGenerator } from './uk-sort-code/generate.ts';
import { routingNumberGenerator } from './us-routing/generate.ts';

export const GENERATORS: readonly FormatGenerator[] = [
  ibanGenerator,
  bicGenerator,
  routingNumberGenerator,
  sortCodeGenerator,
];
