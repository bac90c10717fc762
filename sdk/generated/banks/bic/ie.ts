// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Ireland by BIC: 31 BICs, 31 banks. Sources: NOTICE. */
export const countryCode = "IE";
export const country = "Ireland";
export const names: readonly string[] = ["Allied Irish Banks, p.l.c.","Barclays Bank Ireland PLC","Intesa Sanpaolo Bank Ireland P.L.C.","Bank of America Europe Designated Activity Company","Bank Of Ireland","Bank of Montreal","bunq B.V.","J.P. Morgan Bank Luxembourg S.A. Dublin Branch","Citibank Europe plc","Fire Financial Services Limited EU","Fire Financial Services Limited UK","Dell Bank International Designated Activity Company","DEPFA Bank plc","EBS d.a.c.","Hewlett-Packard International Bank Designated Activity Company","KBC Bank Ireland plc","Permanent TSB Group Holdings plc","Central Bank of Ireland","Investec Europe Limited","JP Morgan Bank Dublin plc","Macquarie Bank Europe Designated Activity Company","Modulr Finance B.V.","Scotiabank (Ireland) Designated Activity Company","PFS Card Services Ireland Limited","Wells Fargo Bank International Unlimited Company","Paysafe Prepaid Services Limited","Revolut Bank UAB","SumUp Limited","Ulster Bank Ireland DAC","UniCredit Bank Ireland plc","Elavon Financial Services Designated Activity Company"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,;i,;j,;k,;l,;m,;n,;o,;p,;q,;r,;s,;t,;u,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AIBK2D,BARC2D,BCIT2D,BOFA3X,BOFI2D,BOFM2D,BUNQ22,CHAS4L,CITI2X,CPAY2D,CPAY31,DBIL2D,DPFA2D,EBSI2D,HEIN21,ICON2D,IPBS2D,IRCE2D,IVES2D,JPMB2D,MACQ2D,MODR22,NOSC2X,PFSR21,PNBP2D,PPSE22,REVO23,SUMU22,ULSB2D,UNCR2D,USBK22";
