// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Martinique by BIC: 2 BICs, 2 banks. Sources: NOTICE. */
export const countryCode = "MQ";
export const country = "Martinique";
export const names: readonly string[] = ["CAISSE REGIONALE CREDIT AGRICOLE MUTUEL MARTINIQUE GUYANE","BANQUE NATIONALE DE PARIS SUCCURSALE DE FORT DE FRANCE"];
export const cities: readonly string[] = ["LE LAMENTIN"];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,0;1,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AGRIMX,BNPAMX";
