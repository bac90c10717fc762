/**
 * Where the store lives when none is named, apart from the drivers so that the command's help
 * can show it without loading them.
 * @module
 */

/** The database used when none is given, relative to the working directory. */
export const DEFAULT_DATABASE = '.bank-number/bank-number.db';
