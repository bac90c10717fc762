// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Iceland by BIC: 5 BICs, 5 banks. Sources: NOTICE. */
export const countryCode = "IS";
export const country = "Iceland";
export const names: readonly string[] = ["Arion Banki","Íslandsbanki","Kvika","Landsbankinn","TEYA ICELAND HF."];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "ESJARE,GLITRE,MPBARE,NBIIRE,SLTPRE";
