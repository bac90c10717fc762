/**
 * The one country of the formats that belong to a single country, as `/generate` reads them: a
 * module of the server's own, not part of its public `schemas`.
 * @module
 */
import type { Format } from '../core/types.ts';

export const NATIONAL: Readonly<Partial<Record<Format, string>>> = {
  'us-routing': 'US',
  'uk-sort-code': 'GB',
};
