// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Monaco by BIC: 14 BICs, 14 banks. Sources: NOTICE. */
export const countryCode = "MC";
export const country = "Monaco";
export const names: readonly string[] = ["Andbank Monaco S.A.M.","Barclays bank plc monaco","Bank Julius Baer (Monaco) S.A.M.","Edmond de Rothschild (Monaco)","CFM Indosuez Wealth","CMB MONACO","BANQUE HAVILLAND (MONACO) S.A.M.","EFG Bank (Monaco)","BANQUE RICHELIEU MONACO","Banca popolare di Sondrio (Suisse)","Société générale private banking (Monaco)","SOCIETE GENERALE SA","UNION BANCAIRE PRIVEE, UBP SA","Ubs (monaco) s.a."];
export const cities: readonly string[] = ["MONACO","Monaco"];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,0;1,1;2,1;3,0;4,1;5,0;6,0;7,0;8,0;9,0;a,0;b,;c,0;d,0";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BACAMC,BAECMX,BAERMC,BERLMC,CFMOMX,CMBMMX,DXPBMX,EFGBMC,KBLXMC,POSOM1,SGBTMC,SOGEM1,UBPGMXT2S,UBSWMX";
