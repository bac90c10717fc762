// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Moldova by the bank code of an IBAN: 18 codes, 18 banks. Sources: NOTICE. */
export const countryCode = "MD";
export const country = "Moldova";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 6;
export const radix = 36;
export const names: readonly string[] = ["Banca Comercială 'Moldova Agroindbank' S.A.","'BPAY' SRL","Banca Comercială 'Comerţbank' S.A.","'Depozitarul Central Unic al valorilor mobiliare'S","'Depozitarul National de Valori Mobiliare al Moldovei'S","Banca Comercială 'EuroCreditBank' S.A.","Banca Comercială 'Energbank' S.A.","Banca Comercială 'EXIMBANK' S.A.","Fondul de garantare a depozitelor in sistemul bancar","Banca de Finanţe şi Comerţ S.A.","Banca Comercială 'Moldindconbank' S.A.","Banca Comercială 'OTP Bank' S.A.","BANCA NATIONALA A MOLDOVEI","'Paynet Services' SRL","Banca Comercială 'ProCredit Bank' S.A.","'QIWI","Centrul de casa si decontari Tiraspol","Banca Comercială 'Victoriabank' S.A."];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,AGRNMD2XXXX,;1,ARLCMD2XXXX,;2,CMTBMD2XXXX,;3,DCUMMD2XDPX,;4,DNVMMD2XXXX,;5,ECBMMD2XXXX,;6,ENEGMD22XXX,;7,EXMMMD22XXX,;8,FGDBMD2XXXX,;9,FTMDMD2XXXX,;a,MOLDMD2XXXX,;b,MOBBMD22XXX,;c,NBMDMD2XXXX,;d,PNETMD2XXXX,;e,PRCBMD22XXX,;f,QIWIMD2XXXX,;g,TIRCMD2XXXX,;h,VICBMD2XXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "ag,a,1j,10,a,o,a,9,i,c,6r,2,m,2b,3,14,2l,1z";
