// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Sweden by BIC: 34 BICs, 34 banks. Sources: NOTICE. */
export const countryCode = "SE";
export const country = "Sweden";
export const names: readonly string[] = ["Ålandsbanken","Avanza Bank","AION Bank","Brite AB","Santander Consumer Bank","Bluestep Finans AB","Citibank (filial)","Danske Bank","DnB NOR filial","Ekobanken","Länsförsäkringar Bank","Erik Penser Bank AB","SEB","Forex Bank","Intergiro Intl AB (publ)","BNP Paribas","Handelsbanken","ICA Banken","Ikanobanken","JAK Medlemsbank","Klarna Bank","Landshypotek","Marginalen Bank","MedMera Bank AB","Nordea","Nordnet Bank","Nordax Bank","Northmill Bank","Resurs Bank AB","SBAB Bank","Skandiabanken","Sparbanken Syd","Svea Bank","Swedbank"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,;i,;j,;k,;l,;m,;n,;o,;p,;q,;r,;s,;t,;u,;v,;w,;x,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AABASS,AVANS1,BMPBSS,BRTESS,BSNOSS,BSTPSS,CITISX,DABASX,DNBASX,EKML21,ELLFSS,ERPFS2,ESSESS,FORXS1,FTCSSS,FTSBSS,HANDSS,IBCAS1,IKAN21,JAKM22,KLRNSS,LAHYSS,MARGSS,MEMM21,NDEASS,NNSES1,NOFBSS,NOHLSS,RESU21,SBAVSS,SKIASS,SPSD23,SVEAS1,SWEDSS";
