// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Sweden by the bank code of an IBAN: 36 codes, 35 banks. Sources: NOTICE. */
export const countryCode = "SE";
export const country = "Sweden";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 7;
export const radix = 10;
export const names: readonly string[] = ["Danske Bank","Ålandsbanken","Nordea","SEB","Handelsbanken","Swedbank","Länsförsäkringar Bank","Citibank (filial)","Ferratum Bank","Nordnet Bank","Skandiabanken","Ikanobanken","DnB NOR filial","Marginalen Bank","SBAB Bank","ICA Banken","Resurs Bank AB","Landshypotek","Forex Bank","Santander Consumer Bank","BNP Paribas","Nordea (Plusgirot)","Avanza Bank","Sparbanken Syd","AION Bank","Erik Penser Bank AB","Lån & Spar Bank A/S, filial","Nordax Bank","MedMera Bank AB","Svea Bank","JAK Medlemsbank","Bluestep Finans AB","Ekobanken","Northmill Bank","Klarna Bank"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,DABASESXXXX,;1,AABASESSXXX,;2,NDEASESSXXX,;3,ESSESESSXXX,;4,HANDSESSXXX,;5,SWEDSESSXXX,;6,ELLFSESSXXX,;7,CITISESXXXX,;8,FEMAMTMTXXX,;9,NNSESES1XXX,;a,SKIASESSXXX,;b,IKANSE21XXX,;c,DNBASESXXXX,;d,MARGSESSXXX,;e,SBAVSESSXXX,;f,IBCASES1XXX,;g,RESUSE21XXX,;h,LAHYSESSXXX,;i,FORXSES1XXX,;j,BSNOSESSXXX,;k,FTSBSESSXXX,;l,NDEASESSXXX,;m,AVANSES1XXX,;n,SPSDSE23XXX,;o,BMPBSESSXXX,;p,ERPFSES2XXX,;q,LOSADKKKXXX,;r,NOFBSESSXXX,;s,MEMMSE21XXX,;t,SVEASES1XXX,;u,JAKMSE22XXX,;v,BSTPSESSXXX,;w,EKMLSE21XXX,;x,NOHLSESSXXX,;y,KLRNSESSXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "3c,31,1x,5j,2r,5j,2t,1,2,2,4,1,1,3,1,1,0,1:5,8,0,5,0,2,4,1,0,0,3,0,0,0,0,0,1,4,2";
