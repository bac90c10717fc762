// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Greece by BIC: 24 BICs, 24 banks. Sources: NOTICE. */
export const countryCode = "GR";
export const country = "Greece";
export const names: readonly string[] = ["AEGEAN BALTIC BANK S.A.","ATTICA BANK S.A.","BANK OF CHINA (LUXEMBOURG) S.A. ATHENS BRANCH","BANK OF GREECE S.A.","BANK OF AMERICA EUROPE DESIGNATED ACTIVITY COMPANY - ATHENS BRANCH","BLACK SEA TRADE AND DEVELOPMENT BANK","CITIBANK EUROPE PLC (CEP)","ALPHA BANK S.A.","ENEX CLEARING HOUSE S.A.","EUROBANK S.A.","NATIONAL BANK OF GREECE S.A.","UNICREDIT BANK AG (HYPOVEREINSBANK) ATHENS","OPTIMA BANK S.A.","HSBC CONTINENTAL EUROPE GREECE","BNP PARIBAS SECURITIES SERVICES","PIRAEUS BANK S.A.","PROCREDIT BANK (BULGARIA) EAD","VIVABANK SINGLE MEMBER BANKING S.A","COOPERATIVE BANK OF DRAMA","COOPERATIVE BANK OF KARDITSA","PANCRETA BANK S.A.","COOPERATIVE BANK OF CHANIA COOPERATIVE OF LIMITED LIABILITIES","T.C. ZIRAAT BANKASI A.S.","VIVA PAYMENT SERVICES SINGLE MEMBER S.A."];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,;i,;j,;k,;l,;m,;n,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AEBAAA,ATTIAA,BKCHAA,BNGRAA,BOFA2X,BSTD2T,CITIAA,CRBAAA,ENCHAA,ERBKAA,ETHNAA,HYVEAA,IBOGAA,MIDLAA,PARBAX,PIRBAA,PRCBAA,PRXBAA,STEO21,STKAA1,STPGAA,STXAA1,TCZBAT,VPAYAA";
