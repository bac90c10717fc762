// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Moldova by BIC: 18 BICs, 18 banks. Sources: NOTICE. */
export const countryCode = "MD";
export const country = "Moldova";
export const names: readonly string[] = ["Banca Comercială 'Moldova Agroindbank' S.A.","'BPAY' SRL","Banca Comercială 'Comerţbank' S.A.","'Depozitarul Central Unic al valorilor mobiliare'S","'Depozitarul National de Valori Mobiliare al Moldovei'S","Banca Comercială 'EuroCreditBank' S.A.","Banca Comercială 'Energbank' S.A.","Banca Comercială 'EXIMBANK' S.A.","Fondul de garantare a depozitelor in sistemul bancar","Banca de Finanţe şi Comerţ S.A.","Banca Comercială 'OTP Bank' S.A.","Banca Comercială 'Moldindconbank' S.A.","BANCA NATIONALA A MOLDOVEI","'Paynet Services' SRL","Banca Comercială 'ProCredit Bank' S.A.","'QIWI","Centrul de casa si decontari Tiraspol","Banca Comercială 'Victoriabank' S.A."];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AGRN2X,ARLC2X,CMTB2X,DCUM2XDPX,DNVM2X,ECBM2X,ENEG22,EXMM22,FGDB2X,FTMD2X,MOBB22,MOLD2X,NBMD2X,PNET2X,PRCB22,QIWI2X,TIRC2X,VICB2X";
