/**
 * A check-digit method of the Deutsche Bundesbank. `account` ends with the account number as
 * exactly 10 digits (zero-padded on the left): the account number itself, or a whole German IBAN,
 * whose last 10 digits it is, read in place. `bankCode` is the 8-digit bank code (Bankleitzahl),
 * by default the 8 characters before the account (an IBAN's). True when the account passes the
 * method; a method that checks nothing answers true.
 */
export type GermanMethod = (account: string, bankCode?: string) => boolean;
