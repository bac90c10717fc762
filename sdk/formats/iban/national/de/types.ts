/**
 * A check-digit method of the Deutsche Bundesbank: `account` is the account number as exactly 10
 * digits (zero-padded on the left), `bankCode` the 8-digit bank code (Bankleitzahl). True when the
 * account passes the method; a method that checks nothing answers true.
 */
export type GermanMethod = (account: string, bankCode: string) => boolean;
