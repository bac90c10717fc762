/**
 * The error catalogue and the request error in one module, for code that wants every entry of the
 * catalogue (`import * as`). The validation code imports `./error-catalogue.ts` and
 * `./request-error.ts` directly: a namespace import of a module makes bundlers keep all of it,
 * so bundles that never take the namespace stay free of it.
 */
export * from './error-catalogue.ts';
export * from './request-error.ts';
