/**
 * The module that scripts/wasm/build.ts makes for the guest: every chunk of sdk/generated/banks/,
 * keyed by its format (the folder it is in) and its country code, as its JSON compressed (raw
 * DEFLATE, base64).
 */
declare module 'bank-number:bank-chunks' {
  export const BANK_CHUNKS: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
