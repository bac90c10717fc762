// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Bulgaria by the bank code of an IBAN: 24 codes, 24 banks. Sources: NOTICE. */
export const countryCode = "BG";
export const country = "Bulgaria";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 8;
export const radix = 36;
export const names: readonly string[] = ["BULGARIAN-AMERICAN CREDIT BANK AD","BNP PARIBAS S.A. - SOFIA BRANCH","EUROBANK BULGARIA AD","ALLIANZ BANK BULGARIA AD","CENTRAL COOPERATIVE BANK AD","CLEARSTREAM BANKING S.A. (ICSD)","CENTRAL DEPOSITORY AD","CITIBANK EUROPE PLC., BULGARIA BRANCH","TOKUDA BANK AD","D COMMERCE BANK AD","FIRST INVESTMENT BANK AD","INTERNATIONAL ASSET BANK AD","ING BANK N.V. – SOFIA BRANCH","ICARD AD","INVESTBANK AD","BULGARIAN DEVELOPMENT BANK AD","RAIFFEISEN BANK INTERNATIONAL AG","RAIFFEISENBANK (BULGARIA) EAD","MUNICIPAL BANK AD","DSK BANK AD","TBI BANK EAD","TEXIM BANK AD","UNITED BULGARIAN BANK AD","UNICREDIT BULBANK AD"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,BGUSBGSFXXX,;1,BNPABGSXXXX,;2,BPBIBGSFXXX,;3,BUINBGSFXXX,;4,CECBBGSFXXX,;5,CEDELULLXXX,;6,CEDPBGSFXXX,;7,CITIBGSFXXX,;8,CREXBGSFXXX,;9,DEMIBGSFXXX,;a,FINVBGSFXXX,;b,IABGBGSFXXX,;c,INGBBGSFXXX,;d,INTFBGSFXXX,;e,IORTBGSFXXX,;f,NASBBGSFXXX,;g,RZBAATWWXXX,;h,RZBBBGSFXXX,;i,SOMBBGSFXXX,;j,STSABGSFXXX,;k,TBIBBGSFXXX,;l,TEXIBGSFXXX,;m,UBBSBGSFXXX,;n,UNCRBGSFXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "bgus,6uh,1m7,574,jtn,12,a,4fs,8le,n7k,241c,2rnk,d4u,d3,yd,4m0h,4oiy,0,paz,55y,hq0,3f6,we9,c0y";
