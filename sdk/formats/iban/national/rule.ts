/** A national check-digit check: takes a normalized IBAN whose length and BBAN structure passed. */
export type NationalRule = (iban: string) => boolean;

/**
 * One national check-digit rule, the whole of it in its own file: registered once in
 * `NATIONAL_RULES` (index.ts) and named for its countries in `data/iban-national-rules.json`.
 */
export interface NationalCheck {
  /** The id by which `data/iban-national-rules.json` names the rule for a country. */
  id: string;
  /**
   * The IBAN positions of its check characters in `iban`, an IBAN of one of its countries (for
   * writing them in: `completeNational`).
   */
  positions: (iban: string) => readonly number[];
  /** True when the check characters of `iban` fit; allocates nothing. */
  check: NationalRule;
  /** True when its check characters are letters A–Z rather than digits. */
  letters?: true;
}
