// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Andorra by the bank code of an IBAN: 6 codes, 6 banks. Sources: NOTICE. */
export const countryCode = "AD";
export const country = "Andorra";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 8;
export const radix = 10;
export const names: readonly string[] = ["andbanc Grup Agricol Reig","Credit Andorra","MORA BANC SAU","Banca Privada d'Andorra","MoraBanc","BancSabadell d'Andorra"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,BACAADADXXX,;1,CRDAADADXXX,;2,BINAADADXXX,;3,CASBADADXXX,;4,BINAADADXXX,;5,BSANADADXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "1,1,0,1,0,0";
