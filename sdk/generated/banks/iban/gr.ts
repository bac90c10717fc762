// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Greece by the bank code of an IBAN: 22 codes, 22 banks. Sources: NOTICE. */
export const countryCode = "GR";
export const country = "Greece";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 7;
export const radix = 10;
export const names: readonly string[] = ["BANK OF GREECE S.A.","NATIONAL BANK OF GREECE S.A.","ALPHA BANK S.A.","ATTICA BANK S.A.","PIRAEUS BANK S.A.","EUROBANK S.A.","OPTIMA BANK S.A.","BNP PARIBAS SECURITIES SERVICES","AEGEAN BALTIC BANK S.A.","VIVABANK SINGLE MEMBER BANKING S.A","COOPERATIVE BANK OF CHANIA COOPERATIVE OF LIMITED LIABILITIES","HSBC CONTINENTAL EUROPE GREECE","UNICREDIT BANK AG (HYPOVEREINSBANK) ATHENS","BANK OF AMERICA EUROPE DESIGNATED ACTIVITY COMPANY - ATHENS BRANCH","CITIBANK EUROPE PLC (CEP)","PANCRETA BANK S.A.","COOPERATIVE BANK OF DRAMA","COOPERATIVE BANK OF KARDITSA","T.C. ZIRAAT BANKASI A.S.","PROCREDIT BANK (BULGARIA) EAD","BANK OF CHINA (LUXEMBOURG) S.A. ATHENS BRANCH","VIVA PAYMENT SERVICES SINGLE MEMBER S.A."];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,BNGRGRAAXXX,;1,ETHNGRAAXXX,;2,CRBAGRAAXXX,;3,ATTIGRAAXXX,;4,PIRBGRAAXXX,;5,ERBKGRAAXXX,;6,IBOGGRAAXXX,;7,PARBGRAXXXX,;8,AEBAGRAAXXX,;9,PRXBGRAAXXX,;a,STXAGRA1XXX,;b,MIDLGRAAXXX,;c,HYVEGRAAXXX,;d,BOFAGR2XXXX,;e,CITIGRAAXXX,;f,STPGGRAAXXX,;g,STEOGR21XXX,;h,STKAGRA1XXX,;i,TCZBGRATXXX,;j,PRCBGRAAXXX,;k,BKCHGRAAXXX,;l,VPAYGRAAXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "a,0,2,1,0,8,7,4,g,0,b,1,0,8,2,2,0,0,j,6,4,g3";
