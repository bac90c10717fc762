// generated: do not edit. Built from data/ by scripts/build-generated.ts.
/** URLs of the public pages the curated sort codes, BICs and cities were taken from. */
export const UK_SORT_CODE_SOURCES: readonly string[] = [
  "https://acemoneytransfer.com/fr/blog/starling-bank-swift-codes-explained?category=it%2Fblog",
  "https://cambridgecurrencies.com/monzo-sort-code-and-account/",
  "https://cambridgecurrencies.com/starling-bank-sort-code/",
  "http://coventry.gov.uk/newbank",
  "https://myaccount.ealing.gov.uk/createnewcase/?processname=Pay%20for%20it&parentServiceId=23a6338d-e9a2-e911-a826-002248008902&processid=862890003&subprocessid=dd5888f4-8f1e-eb11-a813-000d3a0a827f&processname=Housing",
  "https://www.gov.uk/pay-paye-tax/bank-details",
  "https://gov.uk/pay-self-assessment-tax-bill/bank-details",
  "https://www.iban.com/banks/nationwide",
  "https://www.ibusinesstalk.co.uk/?p=22634",
  "http://www.nationwide.co.uk/internetbanking/help/help_regulartransfer_WP59.htm",
  "https://northwarks.gov.uk/parking/payments/5",
  "https://github.com/mdomke/schwifty/blob/main/schwifty/bank_registry/manual_gb.json",
  "https://schoolsofspanish.com/article/bank-accounts-explained-sort-code-and-account-number-starling-bank/2783",
  "https://gov.uk/hmrc-internal-manuals/tax-credits-manual/tcm0314400",
];

/** Per bank of `UK_SORT_CODE_BANKS`: [indexes of the BIC sources, index of the city source or -1]. */
export const UK_SORT_CODE_BANK_SOURCES: readonly (readonly [readonly number[], number])[] = [
  [[11,1], 1],
  [[2,0], 2],
  [[11,7], 7],
  [[6,5], 6],
  [[11], -1],
  [[11], 3],
  [[11], -1],
];

/** Per code of `UK_SORT_CODES`: [note, indexes of its sources]. */
export const UK_SORT_CODE_RECORDS: readonly (readonly [string, readonly number[]])[] = [
  ["sort code of most Monzo accounts", [1,8]],
  ["FlexAccount sort code", [9]],
  ["FlexAccount sort code (printed on some cheque books and cards)", [9]],
  ["head office", [13]],
  ["accounts migrated from Bradford & Bingley", [13]],
  ["sort code inside the IBAN of the HMRC accounts held at Barclays Bank PLC", [6,5]],
  ["sort code of a council account held at Lloyds Bank plc", [4]],
  ["sort code of a council account held at Lloyds Bank plc", [10]],
  ["Coventry City branch", [3]],
  ["the sort code all Starling customers share", [12,2]],
];

/** Per range of `UK_SORT_CODE_RANGES`: [note, indexes of its sources]. */
export const UK_SORT_CODE_RANGE_RECORDS: readonly (readonly [string, readonly number[]])[] = [
  ["current accounts (former Alliance & Leicester)", [13]],
  ["current accounts (former Alliance & Leicester)", [13]],
];
