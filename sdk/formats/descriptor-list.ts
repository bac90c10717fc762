// generated: do not edit. Built from data/ by npm run build:data.
/**
 * The formats' descriptors: `formats/index.ts`.
 * @module
 */
import { bicFormat } from './bic/descriptor.ts';
import type { FormatDescriptor } from './descriptor.ts';
import { ibanFormat } from './iban/descriptor.ts';
import { sortCodeFormat } from './uk-sort-code/descriptor.ts';
import { routingNumberFormat } from './us-routing/descriptor.ts';

export const DESCRIPTORS: FormatDescriptor[] = [ibanFormat, bicFormat, routingNumberFormat, sortCodeFormat];
