// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Costa Rica by the bank code of an IBAN: 24 codes, 22 banks. Sources: NOTICE. */
export const countryCode = "CR";
export const country = "Costa Rica";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 8;
export const radix = 10;
export const names: readonly string[] = ["Banco Central de Costa Rica","Banco BAC San José","Davivienda Puesto de Bolsa (Costa Rica) S.A.","Banco Lafise, S.A.","Banco Promerica","Banco Improsa, S.A.","BANCO CATHAY DE COSTA RICA, S.A.","BANCO GENERAL DE COSTA RICA, S.A.","BANCO NACIONAL DE COSTA RICA","BANCO DE COSTA RICA","BANCO POPULAR Y DE DESARROLLO COMUNAL","FINANCIERA G AND T CONTINENTAL COSTA RICA S.A.","BANCO BCT S.A.","Instituto Costarricense Electricidad","INSTITUTO NACIONAL DE SEGUROS","Grupo Mutual Alajuela - La Vivienda","COOPENAE","COOPERATIVA DE AHORRO Y CREDITO DE LOS SERVIDORES PUBLICOS","INTERCLEAR CENTRAL DE VALORES, S.A.","BCT VALORES PUESTO DE BOLSA SA","TELEDOLAR S.A."];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,BCCRCRSJXXX,;1,BSNJCRSJXXX,;2,BXBACRSJXXX,;3,BCCECRSJXXX,;4,PRMKCRSJXXX,;5,BIMPCRSJXXX,;6,KTAYCRSJXXX,;7,BAGECRSJXXX,;8,BNCRCRSJXXX,;9,BCRICRSJXXX,;a,BPDCCRSJXXX,;b,FCCRCRS1XXX,;c,CCIOCRSJXXX,;2,BXBACRSJDP1,;d,ICELCRSJXXX,;e,ISNSCRS1XXX,;f,GMAVCRS1XXX,;g,CPOPCRS1XXX,;h,CAOVCRS1XXX,;i,ICVSCRSJXXX,;j,BVPBCRS1XXX,;k,TELDCRSJXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "2s,1,1,9,1,3,4,0,o,0,8,44,6t,d,a:1,c:5,3v,c,1j,a,9,e,1,1m";
