// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Croatia by the bank code of an IBAN: 21 codes, 21 banks. Sources: NOTICE. */
export const countryCode = "HR";
export const country = "Croatia";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 11;
export const radix = 10;
export const names: readonly string[] = ["HRVATSKA NARODNA BANKA","PRIVREDNA BANKA ZAGREB d.d. Zagreb","ZAGREBAČKA BANKA d.d. Zagreb","ISTARSKA KREDITNA BANKA UMAG d.d. Umag","PODRAVSKA BANKA d.d. Koprivnica","HRVATSKA POŠTANSKA BANKA d.d. Zagreb","KARLOVAČKA BANKA d.d. Karlovac","ERSTE & STEIERMÄRKISCHE BANK d.d. Rijeka","SAMOBORSKA BANKA d.d. Samobor","OTP BANKA d.d. Split","PARTNER BANKA d.d. Zagreb","SLATINSKA BANKA d.d. Slatina","AGRAM BANKA d.d. Zagreb","RAIFFEISENBANK AUSTRIA d.d. Zagreb","CROATIA BANKA d.d. Zagreb","BKS BANK AG, Glavna podružnica Hrvatska","J&T banka d.d. Varaždin","IMEX BANKA d.d. Split","ADDIKO BANK d.d. Zagreb","KENTBANK d.d. Zagreb","BANKA KOVANICA d.d. Varaždin"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,NBHRHR2XXXX,;1,PBZGHR2XXXX,;2,ZABAHR2XXXX,;3,ISKBHR2XXXX,;4,PDKCHR2XXXX,;5,HPBZHR2XXXX,;6,KALCHR2XXXX,;7,ESBCHR22XXX,;8,SMBRHR22XXX,;9,OTPVHR2XXXX,;a,PAZGHR2XXXX,;b,SBSLHR2XXXX,;c,KREZHR2XXXX,;d,RZBHHR2XXXX,;e,CROAHR2XXXX,;f,BFKKHR22XXX,;g,VBVZHR22XXX,;h,IMXXHR22XXX,;i,HAABHR22XXX,;j,KENBHR22XXX,;k,SKOVHR22XXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "lgdp,sp6j,ffa,ffp,4mj,332,7py,1jh,ru,32u,rt,33a,1h8e,2bj,rm,2b9,ru,2bf,668,yt2x,6y2";
