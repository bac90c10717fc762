// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Liechtenstein by the bank code of an IBAN: 20 codes, 11 banks. Sources: NOTICE. */
export const countryCode = "LI";
export const country = "Liechtenstein";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 9;
export const radix = 10;
export const names: readonly string[] = ["Liechtensteinische Landesbank Aktiengesellschaft","Neue Bank AG","BENDURA BANK AG","VP Bank AG","Kaiser Partner Privatbank AG","LGT Bank AG","Bank Frick AG","SIGMA Bank AG","Amnis Europe AG","Banking Circle (Liechtenstein) AG","RMS Sicherheits-Anstalt"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,LILALI2XXXX,;1,NBANLI22XXX,;2,HYIBLI22XXX,;3,VPBVLI2XXXX,;4,SERBLI22XXX,;5,BLFLLI2XXXX,;6,BFRILI22XXX,;7,VOAGLI22XXX,;8,AMNSLI22XXX,;9,BCIRLI22XXX,;a,,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "6sg,1,0,1,0,3,0,0,gfm,1o:0,0:1,0:3,0:5,34:2,0:4,0:6,0:7,14pf:8,1,3";
