// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Ireland by the bank code of an IBAN: 28 codes, 28 banks. Sources: NOTICE. */
export const countryCode = "IE";
export const country = "Ireland";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 8;
export const radix = 36;
export const names: readonly string[] = ["Allied Irish Banks, p.l.c.","Barclays Bank Ireland PLC","Intesa Sanpaolo Bank Ireland P.L.C.","Bank of America Europe Designated Activity Company","Bank Of Ireland","Bank of Montreal","bunq B.V.","J.P. Morgan Bank Luxembourg S.A. Dublin Branch","Citibank Europe plc","Dell Bank International Designated Activity Company","DEPFA Bank plc","EBS d.a.c.","Hewlett-Packard International Bank Designated Activity Company","KBC Bank Ireland plc","Permanent TSB Group Holdings plc","Central Bank of Ireland","Investec Europe Limited","JP Morgan Bank Dublin plc","Macquarie Bank Europe Designated Activity Company","Modulr Finance B.V.","Scotiabank (Ireland) Designated Activity Company","Wells Fargo Bank International Unlimited Company","Paysafe Prepaid Services Limited","Revolut Bank UAB","SumUp Limited","Ulster Bank Ireland DAC","UniCredit Bank Ireland plc","Elavon Financial Services Designated Activity Company"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,AIBKIE2DXXX,;1,BARCIE2DXXX,;2,BCITIE2DXXX,;3,BOFAIE3XXXX,;4,BOFIIE2DXXX,;5,BOFMIE2DXXX,;6,BUNQIE22XXX,;7,CHASIE4LXXX,;8,CITIIE2XXXX,;9,DBILIE2DXXX,;a,DPFAIE2DXXX,;b,EBSIIE2DXXX,;c,HEINIE21XXX,;d,ICONIE2DXXX,;e,IPBSIE2DXXX,;f,IRCEIE2DXXX,;g,IVESIE2DXXX,;h,JPMBIE2DXXX,;i,MACQIE2DXXX,;j,MODRIE22XXX,;k,NOSCIE2XXXX,;l,PNBPIE2DXXX,;m,PPSEIE22XXX,;n,REVOIE23XXX,;o,SUMUIE22XXX,;p,ULSBIE2DXXX,;q,UNCRIE2DXXX,;r,USBKIE22XXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "aibk,sfr,1rg,bwg,7,3,683,mn1,1ip,sp2,dwo,md7,32q4,y5z,cn4,20l,42d,u7i,2kqe,e10,10ek,1yjc,2go,1p39,1fr5,1r5g,1kf,4ys";
