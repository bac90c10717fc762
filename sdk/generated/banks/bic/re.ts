// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Réunion by BIC: 5 BICs, 5 banks. Sources: NOTICE. */
export const countryCode = "RE";
export const country = "Réunion";
export const names: readonly string[] = ["CAISSE REGIONALE DE CREDIT AGRICOLE MUTUEL DE LA REUNION","BANQUE FRANCAISE COMMERCIALE OCEAN INDIEN","BNP Paribas Réunion","BNP PARIBAS REUNION","SOFIDER"];
export const cities: readonly string[] = ["SAINT-DENIS","ST DENIS","PARIS"];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,0;1,1;2,2;3,;4,0";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AGRIRX,BFCORX,BNPARXPOR,BNPARX,SODIR1";
