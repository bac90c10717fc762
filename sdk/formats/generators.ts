/**
 * The formats' seeded generators (`FormatGenerator`), for `generateNumbers`: apart from the
 * descriptors, so that validation carries none of them.
 * @module
 */
import type { FormatGenerator } from './descriptor.ts';
import { GENERATOR_ENTRIES } from './generator-list.ts';

// `generator-list.ts` (built from data/formats.json) lists each one as its folder declares it, so
// that the types below read their ids and countries.
export const GENERATORS: readonly FormatGenerator[] = GENERATOR_ENTRIES;

type Generator = (typeof GENERATOR_ENTRIES)[number];

/**
 * A format whose numbers belong to one country (its generator's `country`: US routing numbers, UK
 * sort codes): `/generate` takes no other country for it, and needs none.
 */
export type NationalFormat = Extract<Generator, { country: string }>['id'];

/** A format whose generator takes a country (IBAN, BIC): `/generate` needs one. */
export type CountryFormat = Exclude<Generator, { country: string }>['id'];
