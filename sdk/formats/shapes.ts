// generated: do not edit. Built from data/ by npm run build:data.
/**
 * What JSON Schema can say of each format's valid numbers (`FormatShaper`), for the JSON Schema of
 * `bankNumber()`: apart from the descriptors, so that validation carries none of it.
 * @module
 */
import { bicShape } from './bic/check.ts';
import type { FormatShaper } from './descriptor.ts';
import { ibanShape } from './iban/check.ts';
import { sortCodeShape } from './uk-sort-code/check.ts';
import { routingNumberShape } from './us-routing/check.ts';

export const SHAPES: readonly FormatShaper[] = [ibanShape, bicShape, routingNumberShape, sortCodeShape];
