// generated: do not edit. Built from data/ by npm run build:data.
/**
 * The formats' display forms (`FormatDisplay`), for generated numbers and the element.
 * @module
 */
import { bicDisplay } from './bic/format.ts';
import type { FormatDisplay } from './descriptor.ts';
import { ibanDisplay } from './iban/format.ts';
import { sortCodeDisplay } from './uk-sort-code/format.ts';
import { routingNumberDisplay } from './us-routing/format.ts';

export const DISPLAYS: readonly FormatDisplay[] = [ibanDisplay, bicDisplay, routingNumberDisplay, sortCodeDisplay];
