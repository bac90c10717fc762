// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Iceland by the bank code of an IBAN: 4 codes, 4 banks. Sources: NOTICE. */
export const countryCode = "IS";
export const country = "Iceland";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 6;
export const radix = 10;
export const names: readonly string[] = ["Landsbankinn","Arion Banki","Íslandsbanki","Kvika"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,NBIIISREXXX,;1,ESJAISREXXX,;2,GLITISREXXX,;3,MPBAISREXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "1,1,1,1";
