// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of French Polynesia by BIC: 4 BICs, 4 banks. Sources: NOTICE. */
export const countryCode = "PF";
export const country = "French Polynesia";
export const names: readonly string[] = ["BANQUE DE POLYNESIE","Banque de Tahiti \"B.D.T.\"","Office des postes et télécommunications Polynésie française","BANQUE SOCREDO"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BPOLTP,CEPATP,OFTPT1,SOCBTX";
