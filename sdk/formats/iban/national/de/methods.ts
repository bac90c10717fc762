import { METHODS_00_59 } from './methods-00-59.ts';
import { METHODS_60_E4 } from './methods-60-e4.ts';
import type { GermanMethod } from './types.ts';

export type { GermanMethod };

/**
 * The Bundesbank's check-digit methods by their two-character id, as the bank-code file names them
 * for each bank code. A bank code whose method is not here gets no account check and is never
 * refused for it.
 * @example GERMAN_METHODS['00']?.('0532013000', '37040044') // true
 */
export const GERMAN_METHODS: Readonly<Record<string, GermanMethod>> = { ...METHODS_00_59, ...METHODS_60_E4 };
