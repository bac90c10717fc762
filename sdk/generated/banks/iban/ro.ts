// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Romania by the bank code of an IBAN: 1 codes, 1 banks. Sources: NOTICE. */
export const countryCode = "RO";
export const country = "Romania";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 8;
export const radix = 36;
export const names: readonly string[] = ["REVOLUT BANK UAB VILNIUS SUCURSALA BUCURESTI"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,REVOROBBXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "revo";
