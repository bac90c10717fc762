// generated: do not edit. Built from data/ by npm run build:data.
/** The release of the SWIFT IBAN Registry that these tables follow. */
export const IBAN_REGISTRY_RELEASE = 102;

/** The date of the European Payments Council list of SEPA countries that the SEPA facts follow. */
export const SEPA_LIST_DATE = "2025-05-22";

/**
 * The 54 codes of the EPC list of SEPA countries, two letters each, sorted: the IBAN countries in
 * SEPA and the territories with a code of their own that the list names.
 */
export const SEPA_CODES = "ADALATAXBEBGBLCHCYCZDEDKEEESFIFRGBGFGGGIGPGRHRHUIEIMISITJELILTLULVMCMDMEMFMKMQMTNLNOPLPMPTRERORSSESISKSMVAYT";

/**
 * The 89 IBAN countries by BBAN layout, space-separated groups. A group is, for each part of
 * the BBAN (`Country` 0–2 and `Check Digits` 2–4 precede it), a letter naming its label (`o` the
 * first of `IBAN_PART_LABELS`, `p` the second, …), then the class of each of its characters
 * (`n` digit, `a` upper-case letter, `c` either); then, where the countries have a national
 * check-digit rule, one character from `0` naming it by its place in `NATIONAL_RULES`
 * (sdk/formats/iban/national/index.ts); then the country codes. The rules:
 * 0 be, 1 fr-rib, 2 es, 3 it-cin, 4 mod97-10, 5 mod97-variant, 6 no, 7 pl
 * 8 ee, 9 fi-luhn, : cz-sk, ; hr, < hu
 */
export const IBAN_LAYOUTS = "oaaaannpnnrnnnnnnnnnnnnnnnnuaaaSC oaaaannpnnrnnnnnnnnnnnnnnnuaaaMU oaaaapnnnnnrccccccccccccccccccMT oaaaapnnnnrccccccccccccccccccJOYE oaaaapnnnntnnrccccccccBG oaaaapnnnrnnnnnnnnnnnnIQ oaaaaqnnnnnnrnnnnnnnnGBIE oaaaarcccccccccccccLV oaaaarccccccccccccccBH oaaaarcccccccccccccccGI oaaaarccccccccccccccccPKRO oaaaarccccccccccccccccccccAZ oaaaarcccccccccccccccccccccPSQA oaaaarccccccccccccccccccccccKW oaaaarccccccccccccccccccccccccLC oaaaarnnnnnnnnnnNL oaaaarnnnnnnnnnnnnnnnnVG oaaaarnnnnnnnnnnnnnnnnnnnnHNNISV oaarnnnnnnnnnnnnFK oaarnnnnnnnnnnnnnnnnGE occccrnnnnccccccccccccccccBY occccrnnnnnnnnnnnnnnnnnnnnDO occccucctccrccccccccccccccccGT occrccccccccccccccccccMD onnnnnnnnnpnnnnnrcccccccccccccccRU onnnnnnnnpnnnnnrnnnnnnnnnntavcBR onnnnnnnnrnnnnnnnnnnDE onnnnnnnnrnnnnnnnnnnnnnnnn7PL onnnnnnnrnnnnnnnnnn;HR onnnnnnrcccccccccccccccccccUA onnnnnpnnnnnrcccccccccccsnn1FRMC onnnnnpnnnnnrnnnnnnnnnnnsnnBIDJ onnnnnpnnnnnrnnnnnnnnnnnsnn5MR onnnnnrccccccccccccCHLI onnnnnrnccccccccccccccccTR onnnnnrnnnnnnnnnnnATLT onnnnnrnnnnnnnnsnn4SI onnnnpnnnnrccccccccccccAD onnnnpnnnnrnnnnnnnnnnnnnST onnnnpnnnnrnnnnnnnnnnnnnnnnnEG onnnnpnnnnsnnrnnnnnnnnnn2ES onnnnpnnnrnnnnnnnnnnnnSO onnnnrccccccccccccccccccccLB onnnnrnnnnnnnnnnDK onnnnrnnnnnnnnnnnnMN onnnnrnnnnnnnnnnnnnnCR onnnnrnnnnnnnnnnnnnnnn:CZSK onnnnrnnnnnnnnnnnnnnnsnn4PT onnnnrnnnnnnnnnsnFOGL onnnnrnnnnnnsn6NO onnnpnnnnnrccccccccccccccccALCY onnnpnnnnrccccccccccccccccGR onnnpnnnnrnnnnnnnnnnnnnnnnsn<HU onnnpnnnrnnnnnnnnnnnnnIL onnnpnnnrnnnnnnnnnnnnnnnLY onnnpnnnrnnnnnnnnsnn4BA onnnrcccccccccccccKZLU onnnrccccccccccccccccOM onnnrccccccccccsnn4MK onnnrnnnnnnnnnnnnnnnVA onnnrnnnnnnnnnnnnnnnnAE onnnrnnnnnnnnnnnnnnnnsnSE onnnrnnnnnnnnnnnnnnsnn4TL onnnrnnnnnnnnnnnnnsnn4MERS onnnrnnnnnnnnnnsn9FI onnnrnnnnnnnsnn0BE onnpnnnrnnnnnnnnnnnnnsnn5TN onnpnnrnnnnnnnnnnnnXK onnpnntnnrnnnnnnvnnnnnnnnnnIS onnrccccccccccccccccccSA onnrnnnnnnnnnnnnSD onnrnnnnnnnnnnnnnsn8EE saonnnnnpnnnnnrcccccccccccc3ITSM";

/** The breakdown labels of the BBAN parts, by their letter in `IBAN_LAYOUTS` (docs/contract.md §5). */
export const IBAN_PART_LABELS: readonly string[] = [
  "Bank Code",
  "Branch Code",
  "Sort Code",
  "Account Number",
  "National Check Digits",
  "Account Type",
  "Currency",
  "Owner Account Number",
];

/**
 * Facts per IBAN country: [name, SEPA member per the EPC list (1/0), currency (ISO 4217), BBAN
 * structure as the registry writes it, the territories that issue IBANs with its prefix, those of
 * them the EPC lists in SEPA too].
 */
export const IBAN_COUNTRY_FACTS: Readonly<Record<string, readonly [string, number, string, string, string, string]>> = {
  AD: ["Andorra", 1, "EUR", "4!n4!n12!c", "", ""],
  AE: ["United Arab Emirates", 0, "AED", "3!n16!n", "", ""],
  AL: ["Albania", 1, "ALL", "8!n16!c", "", ""],
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
  GB: ["United Kingdom", 1, "GBP", "4!a6!n8!n", "GG IM JE", "GG IM JE"],
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
  MD: ["Moldova, Republic of", 1, "MDL", "2!c18!c", "", ""],
  ME: ["Montenegro", 1, "EUR", "3!n13!n2!n", "", ""],
  MK: ["North Macedonia", 1, "MKD", "3!n10!c2!n", "", ""],
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
  RS: ["Serbia", 1, "RSD", "3!n13!n2!n", "", ""],
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
