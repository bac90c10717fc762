// generated: do not edit. Built from data/ by npm run build:data.
/**
 * The formats' seeded generators, each as its folder declares it: `formats/generators.ts`.
 * @module
 */
import { bicGenerator } from './bic/generate.ts';
import { ibanGenerator } from './iban/generate.ts';
import { sortCodeGenerator } from './uk-sort-code/generate.ts';
import { routingNumberGenerator } from './us-routing/generate.ts';

export const GENERATOR_ENTRIES = [ibanGenerator, bicGenerator, routingNumberGenerator, sortCodeGenerator] as const;
