/**
 * UK modulus checking with Pay.UK's tables, which the user supplies: docs/uk-modulus.md.
 * @module
 */
export { validateUkAccount, setUkModulusTables } from './account.ts';
export { fetchUkModulusTables } from './fetch.ts';
export { parseUkModulusTables, UkModulusTablesError } from './tables.ts';
export type { UkModulusMethod, UkModulusRow, UkModulusTables } from './tables.ts';
