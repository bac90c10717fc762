// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of United Kingdom by the bank code of an IBAN: 39 codes, 38 banks. Sources: NOTICE. */
export const countryCode = "GB";
export const country = "United Kingdom";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 8;
export const radix = 36;
export const names: readonly string[] = ["SANTANDER UK PLC","BARCLAYS BANK PLC","BANK OF AMERICA, N.A. LONDON","LLOYDS BANK PLC","BARCLAYS BANK UK PLC","JPMORGAN CHASE BANK, N.A","CITIBANK N.A.","Clear Junction Limited","CLYDESDALE BANK PLC","COMMERZBANK AG","COUTTS & COMPANY","THE CO-OPERATIVE BANK PLC","NORTHERN BANK LIMITED T/A DANSKE BA","DEUTSCHE BANK AG","EPAYMENTS SYSTEMS LIMITED","ABN AMRO BANK N.V. UK BRANCH (FORMELY KNOWN AS FORTIS BANK (NEDERLAND) N.V. LONDON)","HSBC UK BANK PLC","HALIFAX (A TRADING NAME OF BANK OF SCOTLAND PLC)","HSBC BANK PLC","MONZO BANK LIMITED","METRO BANK PLC","NATIONWIDE BUILDING SOCIETY","NATIONAL WESTMINSTER BANK PUBLIC LIMITED COMPANY","PAYSEND PLC","PAYRNET LIMITED","WELLS FARGO BANK, N.A., LONDON BRANCH","PREPAY TECHNOLOGIES LIMITED","R RAPHAELS AND SONS PLC","THE ROYAL BANK OF SCOTLAND PUBLIC LIMITED COMPANY","REVOLUT LTD","BANKING CIRCLE S.A. UK Branch","STARLING BANK LIMITED","SILICON VALLEY BANK","THE CURRENCY CLOUD LIMITED","TRANSFERWISE LIMITED","TSB BANK PLC","NOVEBA LIMITED","VIRGIN MONEY (31 CLYDESDALE BANK)"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,ABBYGB2LXXX,;1,BARCGB22XXX,;2,BOFAGB22XXX,;3,LOYDGB2LXXX,;4,BUKBGB22XXX,;5,CHASGB2LXXX,;6,CITIGB2LXXX,;7,CLJUGB21XXX,;8,CLYDGB2SXXX,;9,COBAGB2XXXX,;a,COUTGB22XXX,;b,CPBKGB21CAR,;c,DABAGB2B231,;d,DEUTGB2LXXX,;e,EPMTGB2LXXX,;f,FTSBGB2LXXX,;g,HBUKGB4BXXX,;h,HLFXGB21N85,;i,MIDLGB22XXX,;j,MONZGB2LXXX,;k,MYMBGB2LXXX,;l,NAIAGB21XXX,;m,NWBKGB2LXXX,;n,PAEDGB21XXX,;o,PAYRGB21XXX,;p,PNBPGB2LXXX,;q,PRTCGB21XXX,;r,RAPHGB41XXX,;s,RBOSGB2LXXX,;t,REVOGB21XXX,;u,SAPYGB2LXXX,;v,SRLGGB3LXXX,;w,SVBKGB2LXXX,;x,TCCLGB31XXX,;y,TRWIGB22XXX,;z,TSBSGB21XXX,;10,VEBAGB2LXXX,;11,YORKGB22XXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "abby,zfd,dnx,h,64i,mqg,1ip,2qb,ei,2cw,ji,gq,kzp,4ji,1arz,145h,1i28,9lc,43if:3,tf7,6ad,9yb,bvy,lt9,1e2s,kd,ccx,4hm,1iw4,za,36v,vu9,gvh,3q3,h10,fjw,f9,1lzh,3ag9";
