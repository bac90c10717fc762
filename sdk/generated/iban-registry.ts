// generated: do not edit. Built from data/ by scripts/build-generated.ts.
/** The release of the SWIFT IBAN Registry that these tables follow. */
export const IBAN_REGISTRY_RELEASE = 100;

/**
 * The 89 IBAN countries, space-separated: country code, then the BBAN as runs of character
 * classes (`n` digits, `a` upper-case letters, `c` both; adjacent runs of one class merged), then
 * `/` and the national check-digit rule id where the country has one enforced.
 */
export const IBAN_STRUCTURES = "AD8n12c AE19n AL8n16c AT16n AZ4a20c BA16n/mod97-10 BE12n/be BG4a6n8c BH4a14c BI23n BR23n1a1c BY4c4n16c CH5n12c CR18n CY8n16c CZ20n/cz-sk DE18n DJ23n DK14n DO4c20n EE16n/ee EG25n ES20n/es FI14n/fi-luhn FK2a12n FO14n FR10n11c2n/fr-rib GB4a14n GE2a16n GI4a15c GL14n GR7n16c GT24c HN4a20n HR17n/hr HU24n/hu IE4a14n IL19n IQ4a15n IS22n IT1a10n12c/it-cin JO4a4n18c KW4a22c KZ3n13c LB4n20c LC4a24c LI5n12c LT16n LU3n13c LV4a13c LY21n MC10n11c2n/fr-rib MD20c ME18n/mod97-10 MK3n10c2n/mod97-10 MN16n MR23n/mod97-variant MT4a5n18c MU4a19n3a NI4a20n NL4a10n NO11n/no OM3n16c PK4a16c PL24n/pl PS4a21c PT21n/mod97-10 QA4a21c RO4a16c RS18n/mod97-10 RU14n15c SA2n18c SC4a20n3a SD14n SE20n SI15n/mod97-10 SK20n/cz-sk SM1a10n12c/it-cin SO19n ST21n SV4a20n TL19n/mod97-10 TN20n/mod97-variant TR6n16c UA6n19c VA18n VG4a16n XK16n YE4a4n18c";

/**
 * The BBAN parts of each country, space-separated: country code, then one label code and length per
 * part, in order; they tile the BBAN. `Country` 0–2 and `Check Digits` 2–4 precede them.
 */
export const IBAN_PARTS = "ADB4R4A12 AEB3A16 ALB3R5A16 ATB5A11 AZB4A20 BAB3R3A8N2 BEB3A7N2 BGB4R4T2A8 BHB4A14 BIB5R5A11N2 BRB8R5A10T1O1 BYB4A20 CHB5A12 CRB4A14 CYB3R5A16 CZB4A16 DEB8A10 DJB5R5A11N2 DKB4A10 DOB4A20 EEB2A13N1 EGB4R4A17 ESB4R4N2A10 FIB3A10N1 FKB2A12 FOB4A9N1 FRB5R5A11N2 GBB4S6A8 GEB2A16 GIB4A15 GLB4A9N1 GRB3R4A16 GTB4C2T2A16 HNB4A20 HRB7A10 HUB3R4A16N1 IEB4S6A8 ILB3R3A13 IQB4R3A12 ISB2R2T2A6O10 ITN1B5R5A12 JOB4R4A18 KWB4A22 KZB3A13 LBB4A20 LCB4A24 LIB5A12 LTB5A11 LUB3A13 LVB4A13 LYB3R3A15 MCB5R5A11N2 MDB2A18 MEB3A13N2 MKB3A10N2 MNB4A12 MRB5R5A11N2 MTB4R5A18 MUB6R2A15C3 NIB4A20 NLB4A10 NOB4A6N1 OMB3A16 PKB4A16 PLB8A16 PSB4A21 PTB4R4A11N2 QAB4A21 ROB4A16 RSB3A13N2 RUB9R5A15 SAB2A18 SCB6R2A16C3 SDB2A12 SEB3A16N1 SIB5A8N2 SKB4A16 SMN1B5R5A12 SOB4R3A12 STB4R4A13 SVB4A20 TLB3A14N2 TNB2R3A13N2 TRB5A17 UAB6A19 VAB3A15 VGB4A16 XKB2R2A12 YEB4R4A18";

/** The breakdown label of each label code of `IBAN_PARTS` (DECISIONS.md §5). */
export const IBAN_PART_LABELS: Readonly<Record<string, string>> = {
  B: "Bank Code",
  R: "Branch Code",
  S: "Sort Code",
  A: "Account Number",
  N: "National Check Digits",
  T: "Account Type",
  C: "Currency",
  O: "Owner Account Number",
};

/**
 * Facts per IBAN country: [name, SEPA member per the registry (1/0), currency (ISO 4217), BBAN
 * structure as the registry writes it, the territories that issue IBANs with its prefix, those of them the registry lists in SEPA too].
 */
export const IBAN_COUNTRY_FACTS: Readonly<Record<string, readonly [string, number, string, string, string, string]>> = {
  AD: ["Andorra", 1, "EUR", "4!n4!n12!c", "", ""],
  AE: ["United Arab Emirates", 0, "AED", "3!n16!n", "", ""],
  AL: ["Albania", 0, "ALL", "8!n16!c", "", ""],
  AT: ["Austria", 1, "EUR", "5!n11!n", "", ""],
  AZ: ["Azerbaijan", 0, "AZN", "4!a20!c", "", ""],
  BA: ["Bosnia and Herzegovina", 0, "BAM", "3!n3!n8!n2!n", "", ""],
  BE: ["Belgium", 1, "EUR", "3!n7!n2!n", "", ""],
  BG: ["Bulgaria", 1, "EUR", "4!a4!n2!n8!c", "", ""],
  BH: ["Bahrain", 0, "BHD", "4!a14!c", "", ""],
  BI: ["Burundi", 0, "BIF", "5!n5!n11!n2!n", "", ""],
  BR: ["Brazil", 0, "BRL", "8!n5!n10!n1!a1!c", "", ""],
  BY: ["Belarus", 0, "BYN", "4!c4!n16!c", "", ""],
  CH: ["Switzerland", 1, "CHF", "5!n12!c", "", ""],
  CR: ["Costa Rica", 0, "CRC", "4!n14!n", "", ""],
  CY: ["Cyprus", 1, "EUR", "3!n5!n16!c", "", ""],
  CZ: ["Czechia", 1, "CZK", "4!n16!n", "", ""],
  DE: ["Germany", 1, "EUR", "8!n10!n", "", ""],
  DJ: ["Djibouti", 0, "DJF", "5!n5!n11!n2!n", "", ""],
  DK: ["Denmark", 1, "DKK", "4!n9!n1!n", "", ""],
  DO: ["Dominican Republic", 0, "DOP", "4!c20!n", "", ""],
  EE: ["Estonia", 1, "EUR", "2!n14!n", "", ""],
  EG: ["Egypt", 0, "EGP", "4!n4!n17!n", "", ""],
  ES: ["Spain", 1, "EUR", "4!n4!n1!n1!n10!n", "", ""],
  FI: ["Finland", 1, "EUR", "3!n11!n", "AX", "AX"],
  FK: ["Falkland Islands (Malvinas)", 0, "FKP", "2!a12!n", "", ""],
  FO: ["Faroe Islands", 0, "DKK", "4!n9!n1!n", "", ""],
  FR: ["France", 1, "EUR", "5!n5!n11!c2!n", "BL GF GP MF MQ NC PF PM RE TF WF YT", "BL GF GP MF MQ PM RE YT"],
  GB: ["United Kingdom", 1, "GBP", "4!a6!n8!n", "GG IM JE", ""],
  GE: ["Georgia", 0, "GEL", "2!a16!n", "", ""],
  GI: ["Gibraltar", 1, "GIP", "4!a15!c", "", ""],
  GL: ["Greenland", 0, "DKK", "4!n9!n1!n", "", ""],
  GR: ["Greece", 1, "EUR", "3!n4!n16!c", "", ""],
  GT: ["Guatemala", 0, "GTQ", "4!c20!c", "", ""],
  HN: ["Honduras", 0, "HNL", "4!a20!n", "", ""],
  HR: ["Croatia", 1, "EUR", "7!n10!n", "", ""],
  HU: ["Hungary", 1, "HUF", "3!n4!n1!n15!n1!n", "", ""],
  IE: ["Ireland", 1, "EUR", "4!a6!n8!n", "", ""],
  IL: ["Israel", 0, "ILS", "3!n3!n13!n", "", ""],
  IQ: ["Iraq", 0, "IQD", "4!a3!n12!n", "", ""],
  IS: ["Iceland", 1, "ISK", "4!n2!n6!n10!n", "", ""],
  IT: ["Italy", 1, "EUR", "1!a5!n5!n12!c", "", ""],
  JO: ["Jordan", 0, "JOD", "4!a4!n18!c", "", ""],
  KW: ["Kuwait", 0, "KWD", "4!a22!c", "", ""],
  KZ: ["Kazakhstan", 0, "KZT", "3!n13!c", "", ""],
  LB: ["Lebanon", 0, "LBP", "4!n20!c", "", ""],
  LC: ["Saint Lucia", 0, "XCD", "4!a24!c", "", ""],
  LI: ["Liechtenstein", 1, "CHF", "5!n12!c", "", ""],
  LT: ["Lithuania", 1, "EUR", "5!n11!n", "", ""],
  LU: ["Luxembourg", 1, "EUR", "3!n13!c", "", ""],
  LV: ["Latvia", 1, "EUR", "4!a13!c", "", ""],
  LY: ["Libya", 0, "LYD", "3!n3!n15!n", "", ""],
  MC: ["Monaco", 1, "EUR", "5!n5!n11!c2!n", "", ""],
  MD: ["Moldova, Republic of", 0, "MDL", "2!c18!c", "", ""],
  ME: ["Montenegro", 0, "EUR", "3!n13!n2!n", "", ""],
  MK: ["North Macedonia", 0, "MKD", "3!n10!c2!n", "", ""],
  MN: ["Mongolia", 0, "MNT", "4!n12!n", "", ""],
  MR: ["Mauritania", 0, "MRU", "5!n5!n11!n2!n", "", ""],
  MT: ["Malta", 1, "EUR", "4!a5!n18!c", "", ""],
  MU: ["Mauritius", 0, "MUR", "4!a2!n2!n12!n3!n3!a", "", ""],
  NI: ["Nicaragua", 0, "NIO", "4!a20!n", "", ""],
  NL: ["Netherlands", 1, "EUR", "4!a10!n", "", ""],
  NO: ["Norway", 1, "NOK", "4!n6!n1!n", "", ""],
  OM: ["Oman", 0, "OMR", "3!n16!c", "", ""],
  PK: ["Pakistan", 0, "PKR", "4!a16!c", "", ""],
  PL: ["Poland", 1, "PLN", "8!n16!n", "", ""],
  PS: ["Palestine, State of", 0, "ILS", "4!a21!c", "", ""],
  PT: ["Portugal", 1, "EUR", "4!n4!n11!n2!n", "", ""],
  QA: ["Qatar", 0, "QAR", "4!a21!c", "", ""],
  RO: ["Romania", 1, "RON", "4!a16!c", "", ""],
  RS: ["Serbia", 0, "RSD", "3!n13!n2!n", "", ""],
  RU: ["Russian Federation", 0, "RUB", "9!n5!n15!c", "", ""],
  SA: ["Saudi Arabia", 0, "SAR", "2!n18!c", "", ""],
  SC: ["Seychelles", 0, "SCR", "4!a2!n2!n16!n3!a", "", ""],
  SD: ["Sudan", 0, "SDG", "2!n12!n", "", ""],
  SE: ["Sweden", 1, "SEK", "3!n16!n1!n", "", ""],
  SI: ["Slovenia", 1, "EUR", "5!n8!n2!n", "", ""],
  SK: ["Slovakia", 1, "EUR", "4!n6!n10!n", "", ""],
  SM: ["San Marino", 1, "EUR", "1!a5!n5!n12!c", "", ""],
  SO: ["Somalia", 0, "SOS", "4!n3!n12!n", "", ""],
  ST: ["Sao Tome and Principe", 0, "STN", "4!n4!n11!n2!n", "", ""],
  SV: ["El Salvador", 0, "USD", "4!a20!n", "", ""],
  TL: ["Timor-Leste", 0, "USD", "3!n14!n2!n", "", ""],
  TN: ["Tunisia", 0, "TND", "2!n3!n13!n2!n", "", ""],
  TR: ["Turkiye", 0, "TRY", "5!n1!n16!c", "", ""],
  UA: ["Ukraine", 0, "UAH", "6!n19!c", "", ""],
  VA: ["Holy See", 1, "EUR", "3!n15!n", "", ""],
  VG: ["Virgin Islands (British)", 0, "USD", "4!a16!n", "", ""],
  XK: ["Kosovo", 0, "EUR", "4!n10!n2!n", "", ""],
  YE: ["Yemen", 0, "YER", "4!a4!n18!c", "", ""],
};
