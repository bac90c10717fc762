// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Israel by the bank code of an IBAN: 1 codes, 1 banks. Sources: NOTICE. */
export const countryCode = "IL";
export const country = "Israel";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 7;
export const radix = 10;
export const names: readonly string[] = ["Mizrahi Tefahot Bank Ltd"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,MIZBILITXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "k";
