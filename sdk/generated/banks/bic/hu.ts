// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Hungary by BIC: 33 BICs, 33 banks. Sources: NOTICE. */
export const countryCode = "HU";
export const country = "Hungary";
export const names: readonly string[] = ["BinX Zrt.","Bank of China (CEE) Zrt.","Bank of China Limited Mo-i Fióktelepe","BNP-Paribas Magyarországi fióktelepe","Citibank Europe Plc. Mo-i Fióktelepe","Deutsche Bank AG Magyarországi Fióktelep","MBH DUNA Bank Zrt.","Első Fedezetkezelő Zrt. Központi Fiók","MBH Jelzálogbank Nyrt.","Fundamenta-Lakáskassza Zrt.","Erste Bank Zrt.","Gránit Bank Nyrt.","MFB Magyar Fejlesztési Bank Zrt.","MAGNET Bank","Eximbank Zrt.","Postai Elszámoló Központ","Magyar Államkincstár. értékp.-pénztár","HUNFedezetkezelő Zrt. Központi Fiók","ING Bank N.V. Magyarországi Fióktelepe","KELER Zrt.","KDB Bank Európa Zrt.","Magyar Nemzeti Bank","Magyar Cofidis Bank Zrt.","MBH Bank Nyrt.","MERKANTIL BANK Zrt.","OBERBANK Ag, Magyarországi fióktelep","O.F.SZ. Zrt","OTP Jelzálogbank Zrt.","Polgári Bank Zrt.","REVOLUT BANK UAB Magyarországi Fióktelep","MBH Befektetési Bank Zrt. Központ","Trive Bank Europe Zrt.","Raiffeisen Bank Zrt. Budapesti Fiók"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,;i,;j,;k,;l,;m,;n,;o,;p,;q,;r,;s,;t,;u,;v,;w,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BBIXHH,BKCHHB,BKCHHH,BNPAHX,CITIHX,DEUT2B,DTBAHB,ELFZHH,FHJBHB,FLTPHB,GIBAHB,GNBAHB,HBIDHB,HBWEHB,HEXIHB,HUPOHB,HUSTHB,HZMNHH,INGBHB,KELRHBABC,KODBHB,MANEHH,MCBHHB,MKKBHB,MRKBHB,OBKLHB,OFSZHB,OTPJHB,POLB22,REVOHB,TAKBHB,THZTHH,UBRTHB";
