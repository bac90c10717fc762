// generated: do not edit. Built from data/ by scripts/build-generated.ts.
/** URLs of the public pages the curated sort codes, BICs and cities were taken from. */
export const UK_SORT_CODE_SOURCES: readonly string[] = [
  "https://acemoneytransfer.com/fr/blog/starling-bank-swift-codes-explained?category=it%2Fblog",
  "http://www.buckingham.ac.uk/admissions/payment-methods",
  "https://cambridgecurrencies.com/monzo-sort-code-and-account/",
  "https://cambridgecurrencies.com/starling-bank-sort-code/",
  "http://coventry.gov.uk/newbank",
  "https://myaccount.ealing.gov.uk/createnewcase/?processname=Pay%20for%20it&parentServiceId=23a6338d-e9a2-e911-a826-002248008902&processid=862890003&subprocessid=dd5888f4-8f1e-eb11-a813-000d3a0a827f&processname=Housing",
  "https://www1.essex.ac.uk/tuitionfeedeposit/BankTransfer.aspx",
  "https://www.gla.ac.uk/postgraduate/feesandfunding/selffunding/banktransfer/",
  "https://www.gov.uk/pay-paye-tax/bank-details",
  "https://gov.uk/pay-self-assessment-tax-bill/bank-details",
  "http://www.herts.ac.uk/uhonline/fees/how-to-pay-for-online-distance-learning-courses",
  "https://www.iban.com/banks/nationwide",
  "https://www.ibusinesstalk.co.uk/?p=22634",
  "https://londonmet.ac.uk/applying/funding-your-studies/ways-to-pay/pay-by-bank-transfer",
  "http://www.nationwide.co.uk/internetbanking/help/help_regulartransfer_WP59.htm",
  "https://northwarks.gov.uk/parking/payments/5",
  "https://revenue.scot/node/1072/revisions/4263/view",
  "https://github.com/mdomke/schwifty/blob/main/schwifty/bank_registry/manual_gb.json",
  "http://new.shropshire.gov.uk/council-budgets-and-spending/paying-for-goods-and-services-by-direct-credit/",
  "https://schoolsofspanish.com/article/bank-accounts-explained-sort-code-and-account-number-starling-bank/2783",
  "https://gov.uk/hmrc-internal-manuals/tax-credits-manual/tcm0314260",
  "https://gov.uk/hmrc-internal-manuals/tax-credits-manual/tcm0314400",
  "https://gov.uk/hmrc-internal-manuals/tax-credits-manual/tcm0314420",
];

/** Per bank of `UK_SORT_CODE_BANKS`: [indexes of the BIC sources, index of the city source or -1]. */
export const UK_SORT_CODE_BANK_SOURCES: readonly (readonly [readonly number[], number])[] = [
  [[17,2], 2],
  [[3,0], 3],
  [[17,11], 11],
  [[9,8], 9],
  [[17], -1],
  [[17,16], 4],
  [[17], -1],
  [[7,17], 7],
];

/** Per code of `UK_SORT_CODES`: [note, indexes of its sources]. */
export const UK_SORT_CODE_RECORDS: readonly (readonly [string, readonly number[]])[] = [
  ["sort code of most Monzo accounts", [2,12]],
  ["FlexAccount sort code", [14]],
  ["FlexAccount sort code (printed on some cheque books and cards)", [14]],
  ["head office", [21]],
  ["accounts migrated from Bradford & Bingley", [21]],
  ["Holloway Road branch (London Metropolitan University account)", [13]],
  ["sort code inside the IBAN of the HMRC accounts held at Barclays Bank PLC", [9,8]],
  ["St Albans City branch (University of Hertfordshire account)", [10]],
  ["sort code of a council account held at Lloyds Bank plc", [5]],
  ["sort code of a council account held at Lloyds Bank plc", [15]],
  ["branch at 27 High Street (University of Essex account)", [6]],
  ["Glasgow branch, 2 Buchanan Street (University of Glasgow account; IBAN bank code HBUK)", [7]],
  ["Shrewsbury branch, 8 Mardol Head (Shropshire Council direct credit account)", [18]],
  ["Coventry City branch", [4]],
  ["sort code inside the IBAN of the University of Buckingham account", [1]],
  ["sponsor bank account of Teachers Building Society", [22]],
  ["sponsor bank account of Lambeth Building Society", [20]],
  ["sort code inside the IBAN of the Revenue Scotland account (London Corporate Service Centre)", [16]],
  ["the sort code all Starling customers share", [19,3]],
];

/** Per range of `UK_SORT_CODE_RANGES`: [note, indexes of its sources]. */
export const UK_SORT_CODE_RANGE_RECORDS: readonly (readonly [string, readonly number[]])[] = [
  ["current accounts (former Alliance & Leicester)", [21]],
  ["current accounts (former Alliance & Leicester)", [21]],
];
