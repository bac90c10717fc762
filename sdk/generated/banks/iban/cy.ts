// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Cyprus by the bank code of an IBAN: 7 codes, 7 banks. Sources: NOTICE. */
export const countryCode = "CY";
export const country = "Cyprus";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 7;
export const radix = 10;
export const names: readonly string[] = ["BANK OF CYPRUS PUBLIC COMPANY LIMITED","HELLENIC BANK PUBLIC COMPANY LTD.","HELLENIC BANK PUBLIC COMPANY LTD (FORMERLY CYPRUS COOPERATIVE BANK LTD)","ASTROBANK PUBLIC COMPANY LIMITED","ALPHA BANK CYPRUS LTD","EUROBANK CYPRUS LTD","ANCORIA BANK LTD, LIMASSOL BANKING CENTRE"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,BCYPCY2NXXX,;1,HEBACY2NXXX,;2,HEBACY2NXXX,;3,PIRBCY2NXXX,;4,ABKLCY2NXXX,;5,ERBKCY2NXXX,;6,ANCOCY2NXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "2,2,1,0,0,8,a";
