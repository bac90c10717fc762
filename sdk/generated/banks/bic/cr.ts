// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Costa Rica by BIC: 22 BICs, 21 banks. Sources: NOTICE. */
export const countryCode = "CR";
export const country = "Costa Rica";
export const names: readonly string[] = ["BANCO GENERAL DE COSTA RICA, S.A.","Banco Lafise, S.A.","Banco Central de Costa Rica","BANCO DE COSTA RICA","Banco Improsa, S.A.","BANCO NACIONAL DE COSTA RICA","BANCO POPULAR Y DE DESARROLLO COMUNAL","Banco BAC San José","BCT VALORES PUESTO DE BOLSA SA","Davivienda Puesto de Bolsa (Costa Rica) S.A.","COOPERATIVA DE AHORRO Y CREDITO DE LOS SERVIDORES PUBLICOS","BANCO BCT S.A.","COOPENAE","FINANCIERA G AND T CONTINENTAL COSTA RICA S.A.","Grupo Mutual Alajuela - La Vivienda","Instituto Costarricense Electricidad","INTERCLEAR CENTRAL DE VALORES, S.A.","INSTITUTO NACIONAL DE SEGUROS","BANCO CATHAY DE COSTA RICA, S.A.","Banco Promerica","TELEDOLAR S.A."];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,;i,;j,;k,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BAGESJ,BCCESJ,BCCRSJ,BCRISJ,BIMPSJ,BNCRSJ,BPDCSJ,BSNJSJ,BVPBS1,BXBASJDP1,BXBASJ:9,CAOVS1,CCIOSJ,CPOPS1,FCCRS1,GMAVS1,ICELSJ,ICVSSJ,ISNSS1,KTAYSJ,PRMKSJ,TELDSJ";
