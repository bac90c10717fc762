/**
 * How `<bank-number-input>` writes each format while it is typed (`FormatTyping`), by format: the
 * element looks a format up here rather than naming it.
 * @module
 */
import type { Format } from '../core/types.ts';
import { bicTyping } from './bic/typing.ts';
import { ibanTyping } from './iban/typing.ts';
import type { FormatTyping } from './typing.ts';
import { sortCodeTyping } from './uk-sort-code/typing.ts';
import { routingNumberTyping } from './us-routing/typing.ts';

export type { FormatTyping } from './typing.ts';

/** Each format's typing; `startsLike` is asked in this order. */
export const TYPINGS: Readonly<Record<Format, FormatTyping>> = {
  iban: ibanTyping,
  bic: bicTyping,
  'us-routing': routingNumberTyping,
  'uk-sort-code': sortCodeTyping,
};
