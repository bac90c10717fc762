/**
 * The module that scripts/wasm/build.ts makes for the guest: every IBAN and BIC chunk of
 * sdk/generated/banks/ by country code, as its JSON compressed (raw DEFLATE, base64).
 */
declare module 'bank-number:bank-chunks' {
  export const IBAN_CHUNKS: Readonly<Record<string, string>>;
  export const BIC_CHUNKS: Readonly<Record<string, string>>;
}
