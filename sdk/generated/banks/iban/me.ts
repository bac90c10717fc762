// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Montenegro by the bank code of an IBAN: 12 codes, 12 banks. Sources: NOTICE. */
export const countryCode = "ME";
export const country = "Montenegro";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 7;
export const radix = 10;
export const names: readonly string[] = ["Crnogorska komercijalna banka AD","Hipotekarna banka AD","NLB Banka AD","Prva banka Crne Gore AD - Osnovana 1901. godine","Erste bank AD","Addiko Bank AD","Universal Capital Bank AD","Lovćen banka AD","Zapad banka AD","ZIRAAT Bank Montenegro AD","ADRIATIC BANK AD","Centralna banka Crne Gore"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,CKBCMEPGXXX,;1,HBBAMEPGXXX,;2,MNBAMEPGXXX,;3,NIKBMEP2XXX,;4,OPPOMEPGXXX,;5,HAABMEPGXXX,;6,UNCBMEPGXXX,;7,LOVBMEPGXXX,;8,ZBCGMEPGXXX,;9,TCZBMEPGXXX,;a,AZMNMEPGXXX,;b,CBCGMEPGXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "e6,9,9,4,4,e,4,4,4,4,4,92";
