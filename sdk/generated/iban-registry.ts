// generated: do not edit. Built from data/ by scripts/build-generated.ts.
/** The release of the SWIFT IBAN Registry that these tables follow. */
export const IBAN_REGISTRY_RELEASE = 100;

/**
 * The 89 IBAN countries, space-separated: country code, then the BBAN as runs of character
 * classes (`n` digits, `a` upper-case letters, `c` both; adjacent runs of one class merged), then
 * `/` and the national check-digit rule id where the country has one enforced.
 */
export const IBAN_STRUCTURES = "AD8n12c AE19n AL8n16c AT16n AZ4a20c BA16n/mod97-10 BE12n/be BG4a6n8c BH4a14c BI23n BR23n1a1c BY4c4n16c CH5n12c CR18n CY8n16c CZ20n/cz-sk DE18n DJ23n DK14n DO4c20n EE16n/ee EG25n ES20n/es FI14n/fi-luhn FK2a12n FO14n FR10n11c2n/fr-rib GB4a14n GE2a16n GI4a15c GL14n GR7n16c GT24c HN4a20n HR17n/hr HU24n/hu IE4a14n IL19n IQ4a15n IS22n/is IT1a10n12c/it-cin JO4a4n18c KW4a22c KZ3n13c LB4n20c LC4a24c LI5n12c LT16n LU3n13c LV4a13c LY21n MC10n11c2n/fr-rib MD20c ME18n/mod97-10 MK3n10c2n/mod97-10 MN16n MR23n/mod97-variant MT4a5n18c MU4a19n3a NI4a20n NL4a10n NO11n/no OM3n16c PK4a16c PL24n/pl PS4a21c PT21n/mod97-10 QA4a21c RO4a16c RS18n/mod97-10 RU14n15c SA2n18c SC4a20n3a SD14n SE20n SI15n/mod97-10 SK20n/cz-sk SM1a10n12c/it-cin SO19n ST21n SV4a20n TL19n/mod97-10 TN20n/mod97-variant TR6n16c UA6n19c VA18n VG4a16n XK16n YE4a4n18c";

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
 * Facts per IBAN country: [name, SEPA member per the registry (1/0), currency (ISO 4217), the
 * territories that issue IBANs with its prefix, those of them the registry lists in SEPA too].
 */
export const IBAN_COUNTRY_FACTS: Readonly<Record<string, readonly [string, number, string, string, string]>> = {
  AD: ["Andorra", 1, "EUR", "", ""],
  AE: ["United Arab Emirates", 0, "AED", "", ""],
  AL: ["Albania", 0, "ALL", "", ""],
  AT: ["Austria", 1, "EUR", "", ""],
  AZ: ["Azerbaijan", 0, "AZN", "", ""],
  BA: ["Bosnia and Herzegovina", 0, "BAM", "", ""],
  BE: ["Belgium", 1, "EUR", "", ""],
  BG: ["Bulgaria", 1, "EUR", "", ""],
  BH: ["Bahrain", 0, "BHD", "", ""],
  BI: ["Burundi", 0, "BIF", "", ""],
  BR: ["Brazil", 0, "BRL", "", ""],
  BY: ["Belarus", 0, "BYN", "", ""],
  CH: ["Switzerland", 1, "CHF", "", ""],
  CR: ["Costa Rica", 0, "CRC", "", ""],
  CY: ["Cyprus", 1, "EUR", "", ""],
  CZ: ["Czechia", 1, "CZK", "", ""],
  DE: ["Germany", 1, "EUR", "", ""],
  DJ: ["Djibouti", 0, "DJF", "", ""],
  DK: ["Denmark", 1, "DKK", "", ""],
  DO: ["Dominican Republic", 0, "DOP", "", ""],
  EE: ["Estonia", 1, "EUR", "", ""],
  EG: ["Egypt", 0, "EGP", "", ""],
  ES: ["Spain", 1, "EUR", "", ""],
  FI: ["Finland", 1, "EUR", "AX", "AX"],
  FK: ["Falkland Islands (Malvinas)", 0, "FKP", "", ""],
  FO: ["Faroe Islands", 0, "DKK", "", ""],
  FR: ["France", 1, "EUR", "BL GF GP MF MQ NC PF PM RE TF WF YT", "BL GF GP MF MQ PM RE YT"],
  GB: ["United Kingdom", 1, "GBP", "GG IM JE", ""],
  GE: ["Georgia", 0, "GEL", "", ""],
  GI: ["Gibraltar", 1, "GIP", "", ""],
  GL: ["Greenland", 0, "DKK", "", ""],
  GR: ["Greece", 1, "EUR", "", ""],
  GT: ["Guatemala", 0, "GTQ", "", ""],
  HN: ["Honduras", 0, "HNL", "", ""],
  HR: ["Croatia", 1, "EUR", "", ""],
  HU: ["Hungary", 1, "HUF", "", ""],
  IE: ["Ireland", 1, "EUR", "", ""],
  IL: ["Israel", 0, "ILS", "", ""],
  IQ: ["Iraq", 0, "IQD", "", ""],
  IS: ["Iceland", 1, "ISK", "", ""],
  IT: ["Italy", 1, "EUR", "", ""],
  JO: ["Jordan", 0, "JOD", "", ""],
  KW: ["Kuwait", 0, "KWD", "", ""],
  KZ: ["Kazakhstan", 0, "KZT", "", ""],
  LB: ["Lebanon", 0, "LBP", "", ""],
  LC: ["Saint Lucia", 0, "XCD", "", ""],
  LI: ["Liechtenstein", 1, "CHF", "", ""],
  LT: ["Lithuania", 1, "EUR", "", ""],
  LU: ["Luxembourg", 1, "EUR", "", ""],
  LV: ["Latvia", 1, "EUR", "", ""],
  LY: ["Libya", 0, "LYD", "", ""],
  MC: ["Monaco", 1, "EUR", "", ""],
  MD: ["Moldova, Republic of", 0, "MDL", "", ""],
  ME: ["Montenegro", 0, "EUR", "", ""],
  MK: ["North Macedonia", 0, "MKD", "", ""],
  MN: ["Mongolia", 0, "MNT", "", ""],
  MR: ["Mauritania", 0, "MRU", "", ""],
  MT: ["Malta", 1, "EUR", "", ""],
  MU: ["Mauritius", 0, "MUR", "", ""],
  NI: ["Nicaragua", 0, "NIO", "", ""],
  NL: ["Netherlands", 1, "EUR", "", ""],
  NO: ["Norway", 1, "NOK", "", ""],
  OM: ["Oman", 0, "OMR", "", ""],
  PK: ["Pakistan", 0, "PKR", "", ""],
  PL: ["Poland", 1, "PLN", "", ""],
  PS: ["Palestine, State of", 0, "ILS", "", ""],
  PT: ["Portugal", 1, "EUR", "", ""],
  QA: ["Qatar", 0, "QAR", "", ""],
  RO: ["Romania", 1, "RON", "", ""],
  RS: ["Serbia", 0, "RSD", "", ""],
  RU: ["Russian Federation", 0, "RUB", "", ""],
  SA: ["Saudi Arabia", 0, "SAR", "", ""],
  SC: ["Seychelles", 0, "SCR", "", ""],
  SD: ["Sudan", 0, "SDG", "", ""],
  SE: ["Sweden", 1, "SEK", "", ""],
  SI: ["Slovenia", 1, "EUR", "", ""],
  SK: ["Slovakia", 1, "EUR", "", ""],
  SM: ["San Marino", 1, "EUR", "", ""],
  SO: ["Somalia", 0, "SOS", "", ""],
  ST: ["Sao Tome and Principe", 0, "STN", "", ""],
  SV: ["El Salvador", 0, "USD", "", ""],
  TL: ["Timor-Leste", 0, "USD", "", ""],
  TN: ["Tunisia", 0, "TND", "", ""],
  TR: ["Turkiye", 0, "TRY", "", ""],
  UA: ["Ukraine", 0, "UAH", "", ""],
  VA: ["Holy See", 1, "EUR", "", ""],
  VG: ["Virgin Islands (British)", 0, "USD", "", ""],
  XK: ["Kosovo", 0, "EUR", "", ""],
  YE: ["Yemen", 0, "YER", "", ""],
};
