// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Estonia by BIC: 5 BICs, 5 banks. Sources: NOTICE. */
export const countryCode = "EE";
export const country = "Estonia";
export const names: readonly string[] = ["AS Pocopay","GFC Good Finance Company AS","inHouse Pay AS","Maaelu Edendamise Hoiu-laenuuhistu","Uhisarveldused AS"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AKEL21,GFCB22,IHPY22,MAEH21,UHIS21";
