// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Liechtenstein by BIC: 10 BICs, 10 banks. Sources: NOTICE. */
export const countryCode = "LI";
export const country = "Liechtenstein";
export const names: readonly string[] = ["Amnis Europe AG","Banking Circle (Liechtenstein) AG","Bank Frick AG","LGT Bank AG","BENDURA BANK AG","Liechtensteinische Landesbank Aktiengesellschaft","Neue Bank AG","Kaiser Partner Privatbank AG","SIGMA Bank AG","VP Bank AG"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AMNS22,BCIR22,BFRI22,BLFL2X,HYIB22,LILA2X,NBAN22,SERB22,VOAG22,VPBV2X";
