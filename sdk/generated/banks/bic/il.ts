// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Israel by BIC: 1 BICs, 1 banks. Sources: NOTICE. */
export const countryCode = "IL";
export const country = "Israel";
export const names: readonly string[] = ["Mizrahi Tefahot Bank Ltd"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "MIZBIT";
