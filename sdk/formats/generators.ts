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

// Each one as its folder declares it, so that the types below read their ids and countries.
const generators = [ibanGenerator, bicGenerator, routingNumberGenerator, sortCodeGenerator] as const;

export const GENERATORS: readonly FormatGenerator[] = generators;

type Generator = (typeof generators)[number];

/**
 * A format whose numbers belong to one country (its generator's `country`: US routing numbers, UK
 * sort codes): `/generate` takes no other country for it, and needs none.
 */
export type NationalFormat = Extract<Generator, { country: string }>['id'];

/** A format whose generator takes a country (IBAN, BIC): `/generate` needs one. */
export type CountryFormat = Exclude<Generator, { country: string }>['id'];
