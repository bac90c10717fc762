// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Malta by BIC: 13 BICs, 13 banks. Sources: NOTICE. */
export const countryCode = "MT";
export const country = "Malta";
export const names: readonly string[] = ["OpenPayd Financial Services Malta Limited","Emoney P.L.C.","Ferratum Bank PLC","Ferratum Bank","Finductive Ltd","Money+Card Payment Institution Ltd","CEEVO Financial Services (Malta) Limited","MTACC LTD","Papaya Ltd","FinXP Limited","Phoenix Payments Ltd","Finance Incorporated Limited","TRUEVO PAYMENTS LTD"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "CFTEM1,EMONM2,FEMAMA,FEMAMT,FINDMT,MCPIM1,MSFVM1,MTCCMT,PAPYMT,PAUUM1,PHPYM1,PYMXMT,TRPEM1";
