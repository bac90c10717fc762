// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Finland by BIC: 21 BICs, 20 banks. Sources: NOTICE. */
export const countryCode = "FI";
export const country = "Finland";
export const names: readonly string[] = ["BANK OF ALAND PLC","BIGBANK AS FINLAND BRANCH","CITIBANK INTERNATIONAL PLC, FINLAND BRANCH","DANSKE BANK A/S, FINLAND BRANCH","DNB NOR BANK ASA, FILIAL FINLAND","SKANDINAVISKA ENSKILDA BANKEN","FELLOW BANK","AKTIA BANK P.L.C.","HOLVI PAYMENT SERVICES LTD","SAVINGS BANK FINLAND","IVY PAY OY","NARVI PAYMENTS OY AB","NORDEA BANK FINLAND PLC","OP CORPORATE BANK PLC","PAYSAXAS OY","POP BANK AND BONUM BANK","S-BANK LTD","TRUELAYER (IRELAND) LIMITED, FINNISH BRANCH","SALDO BANK UAB FINLAND BRANCH","WAMO SOLUTIONS OY"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,;h,;i,;j,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "AABA22,BIGKH1,CITIHX,DABAHH,DNBAHX,ESSEHX,EVSEHH,HELSHH,HOLVHH,ITELHH,IVPYH2,NARYH2,NDEAHH,OKOYHH,PASXH2,POPF22,SBANHH,TRYEH2,TRYEH3:h,UASNH2,WAMOH2";
