// generated: do not edit. Built from data/ by npm run build:data.
/** Banks of Finland by the bank code of an IBAN: 643 codes, 22 banks. Sources: NOTICE. */
export const countryCode = "FI";
export const country = "Finland";
/** The bank code is `iban.slice(start, end)`; `radix` turns it into a number (10: digits only, 36: letters too). */
export const start = 4;
export const end = 7;
export const radix = 10;
export const names: readonly string[] = ["NORDEA BANK FINLAND PLC","SKANDINAVISKA ENSKILDA BANKEN","DANSKE BANK A/S, FINLAND BRANCH","S-BANK LTD","DNB NOR BANK ASA, FILIAL FINLAND","SAVINGS BANK FINLAND","AKTIA BANK P.L.C.","POP BANK AND BONUM BANK","OP CORPORATE BANK PLC","BANK OF ALAND PLC","CITIBANK INTERNATIONAL PLC, FINLAND BRANCH","FELLOW BANK","CENTRAL BANK OF SAVINGS BANKS FINLAND LTD","BIGBANK AS FINLAND BRANCH","SALDO BANK UAB FINLAND BRANCH","IVY PAY OY","TRUELAYER (IRELAND) LIMITED, FINNISH BRANCH","PAYSAXAS OY","WAMO SOLUTIONS OY","NARVI PAYMENTS OY AB","HOLVI PAYMENT SERVICES LTD"];
export const cities: readonly string[] = [];
/** `;`-separated banks `name,bic,city`: name and city as base-36 numbers into the tables above, empty when unknown. */
export const banks = "0,NDEAFIHHXXX,;1,ESSEFIHXXXX,;2,DABAFIHHXXX,;3,SBANFIHHXXX,;4,DNBAFIHXXXX,;5,ITELFIHHXXX,;6,HELSFIHHXXX,;7,POPFFI22XXX,;8,OKOYFIHHXXX,;9,AABAFI22XXX,;a,CITIFIHXXXX,;b,EVSEFIHHXXX,;c,ITELFIHHXXX,;d,BIGKFIH1XXX,;e,UASNFIH2XXX,;f,IVPYFIH2XXX,;g,TRYEFIH3XXX,;h,PASXFIH2XXX,;i,WAMOFIH2XXX,;j,NARYFIH2XXX,;g,TRYEFIH2XXX,;k,HOLVFIHHXXX,";
/** `,`-separated tokens `gap[.span][:bank]`, base 36; see encodeCodes in scripts/build/generated/banks.ts. */
export const codes = "2s.5j,u.9,0.9,a.9,0.9,a.9:3,0,1.1:5,1,0.2:5,1.2:5,1.7:5,1.9:5,2.h:5,1.a:5,5.9,3.a:5,1.1:5,0:6,2.2r,0.2r,d,0,0,1,0,21,0,0,0,0,0,1,0.2r:2";
