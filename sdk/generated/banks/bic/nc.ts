// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of New Caledonia by BIC: 3 BICs, 3 banks. Sources: NOTICE. */
export const countryCode = "NC";
export const country = "New Caledonia";
export const names: readonly string[] = ["BANQUE CALEDONIENNE D'INVESTISSEMENT","CENTRE FINANCIER DE NOUMEA","SOCIETE GENERALE CALEDONIENNE DE BANQUE"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BCADNN,CEFNN1,SOGENN";
