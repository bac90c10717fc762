/**
 * UK modulus checking with Pay.UK's tables, which the user supplies, as the package entry and the
 * command reach it: docs/uk-modulus.md.
 * @module
 */
export {
  fetchUkModulusTables,
  parseUkModulusTables,
  UkModulusTablesError,
  setUkModulusTables,
  validateUkAccount,
} from './formats/uk-sort-code/modulus/index.ts';
export type { UkModulusMethod, UkModulusRow, UkModulusTables } from './formats/uk-sort-code/modulus/index.ts';
export { readUkModulusAbout, UK_MODULUS_FILES } from './formats/uk-sort-code/modulus/fetch.ts';
export type { UkModulusAbout } from './formats/uk-sort-code/modulus/fetch.ts';
