// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Montenegro by BIC: 12 BICs, 12 banks. Sources: NOTICE. */
export const countryCode = "ME";
export const country = "Montenegro";
export const names: readonly string[] = ["ADRIATIC BANK AD","Centralna banka Crne Gore","Crnogorska komercijalna banka AD","Addiko Bank AD","Hipotekarna banka AD","Lovćen banka AD","NLB Banka AD","Prva banka Crne Gore AD - Osnovana 1901. godine","Erste bank AD","ZIRAAT Bank Montenegro AD","Universal Capital Bank AD","Zapad banka AD"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AZMNPG,CBCGPG,CKBCPG,HAABPG,HBBAPG,LOVBPG,MNBAPG,NIKBP2,OPPOPG,TCZBPG,UNCBPG,ZBCGPG";
