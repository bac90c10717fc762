// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Slovenia by BIC: 18 BICs, 17 banks. Sources: NOTICE. */
export const countryCode = "SI";
export const country = "Slovenia";
export const names: readonly string[] = ["UNICREDIT BANKA SLOVENIJA D.D.","BANKA INTESA SANPAOLO D.D.","BKS BANK AG, BANÈNA PODRUNICA","BANKA SLOVENIJE","GORENJSKA BANKA D.D., KRANJ","ADDIKO BANK D.D.","DELAVSKA HRANILNICA D.D. LJUBLJANA","PRIMORSKA HRANILNICA VIPAVA D.D.","HRANILNICA LON D.D.","NOVA KBM D.D.","KDD-CENTRALNA KLIRINKO DEPOTNA DRUBA, D.O.O.","BANKA SPARKASSE D.D.","NLB D.D.","PAYWISER DRUBA ZA IZDAJO ELEKTRONSKEGA DENARJA IN PLAÈILNE STORITVE, D.O.O.","SID BANKA D.D.","SKB BANKA D.D.","DBS D.D."];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,city`: base-36 numbers into the tables above, city empty when unknown. */
export const banks = "0,;1,;2,;3,;4,;5,;6,;7,;8,;9,;a,;b,;c,;d,;e,;f,;g,";
/** `,`-separated BICs without country code and head-office `XXX`, each `bic[:bank]`; see bicChunk in scripts/build/generated/banks.ts. */
export const bics = "BACX22,BAKO2X,BFKK22,BSLJ2XFNB,BSLJ2X:3,GORE2X,HAAB22,HDEL22,HKVI22,HLON22,KBMA2X,KDDS22,KSPK22,LJBA2X,PWSR22,SIDR22,SKBA2X,SZKB2X";
