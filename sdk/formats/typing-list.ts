// generated: do not edit. Built from data/ by npm run build:data.
/**
 * How `<bank-number-input>` writes each format while it is typed: `formats/typings.ts`.
 * @module
 */
import { bicTyping } from './bic/typing.ts';
import { ibanTyping } from './iban/typing.ts';
import type { FormatTyping } from './typing.ts';
import { sortCodeTyping } from './uk-sort-code/typing.ts';
import { routingNumberTyping } from './us-routing/typing.ts';

export const TYPINGS: readonly FormatTyping[] = [ibanTyping, bicTyping, routingNumberTyping, sortCodeTyping];
