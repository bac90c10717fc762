// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Andorra by BIC: 4 BICs, 4 banks. Sources: NOTICE. */
export const countryCode = "AD";
export const country = "Andorra";
export const names: readonly string[] = ["andbanc Grup Agricol Reig","BancSabadell d'Andorra","Banca Privada d'Andorra","Credit Andorra"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BACAAD,BSANAD,CASBAD,CRDAAD";
