// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Bulgaria by BIC: 24 BICs, 24 banks. Sources: NOTICE. */
export const countryCode = "BG";
export const country = "Bulgaria";
export const names: readonly string[] = ["BULGARIAN-AMERICAN CREDIT BANK AD","BNP PARIBAS S.A. - SOFIA BRANCH","EUROBANK BULGARIA AD","ALLIANZ BANK BULGARIA AD","CENTRAL COOPERATIVE BANK AD","CENTRAL DEPOSITORY AD","CITIBANK EUROPE PLC., BULGARIA BRANCH","TOKUDA BANK AD","D COMMERCE BANK AD","FIRST INVESTMENT BANK AD","INTERNATIONAL ASSET BANK AD","ING BANK N.V. – SOFIA BRANCH","ICARD AD","INVESTBANK AD","BULGARIAN DEVELOPMENT BANK AD","Paynetics AD","RAIFFEISENBANK (BULGARIA) EAD","MUNICIPAL BANK AD","DSK BANK AD","TBI BANK EAD","TEXIM BANK AD","Transact Europe EAD","UNITED BULGARIAN BANK AD","UNICREDIT BULBANK AD"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,;i,;j,;k,;l,;m,;n,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BGUSSF,BNPASX,BPBISF,BUINSF,CECBSF,CEDPSF,CITISF,CREXSF,DEMISF,FINVSF,IABGSF,INGBSF,INTFSF,IORTSF,NASBSF,PATCSF,RZBBSF,SOMBSF,STSASF,TBIBSF,TEXISF,TRUD21,UBBSSF,UNCRSF";
