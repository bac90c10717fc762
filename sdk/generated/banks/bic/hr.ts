// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Croatia by BIC: 21 BICs, 21 banks. Sources: NOTICE. */
export const countryCode = "HR";
export const country = "Croatia";
export const names: readonly string[] = ["BKS BANK AG, Glavna podružnica Hrvatska","CROATIA BANKA d.d. Zagreb","ERSTE & STEIERMÄRKISCHE BANK d.d. Rijeka","ADDIKO BANK d.d. Zagreb","HRVATSKA POŠTANSKA BANKA d.d. Zagreb","IMEX BANKA d.d. Split","ISTARSKA KREDITNA BANKA UMAG d.d. Umag","KARLOVAČKA BANKA d.d. Karlovac","KENTBANK d.d. Zagreb","AGRAM BANKA d.d. Zagreb","HRVATSKA NARODNA BANKA","OTP BANKA d.d. Split","PARTNER BANKA d.d. Zagreb","PRIVREDNA BANKA ZAGREB d.d. Zagreb","PODRAVSKA BANKA d.d. Koprivnica","RAIFFEISENBANK AUSTRIA d.d. Zagreb","SLATINSKA BANKA d.d. Slatina","BANKA KOVANICA d.d. Varaždin","SAMOBORSKA BANKA d.d. Samobor","J&T banka d.d. Varaždin","ZAGREBAČKA BANKA d.d. Zagreb"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,;i,;j,;k,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BFKK22,CROA2X,ESBC22,HAAB22,HPBZ2X,IMXX22,ISKB2X,KALC2X,KENB22,KREZ2X,NBHR2X,OTPV2X,PAZG2X,PBZG2X,PDKC2X,RZBH2X,SBSL2X,SKOV22,SMBR22,VBVZ22,ZABA2X";
