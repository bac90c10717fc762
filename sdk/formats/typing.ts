/**
 * How `<bank-number-input>` writes a number of a format while it is typed, as the format's folder
 * exports it (`typing.ts`), listed in `formats/typings.ts`: apart from the descriptors, so that only
 * the element carries it, and so that the element names no format.
 * @module
 */
export interface FormatTyping {
  /** The format it writes. */
  readonly id: string;
  /**
   * The text as a person writes a number of the format while typing it: `raw` as typed,
   * `normalized` its significant characters. What the format would not write otherwise (a sort
   * code with a seventh digit) is given back as typed. Never validates.
   */
  readonly show: (raw: string, normalized: string) => string;
  /**
   * True when text without a hint takes the format's style while it is still being typed, before
   * it is a valid number (two letters and two digits: an IBAN, whose start also has a BIC's shape).
   */
  readonly startsLike?: ((normalized: string) => boolean) | undefined;
  /** The format is digits only: a field with it as its hint asks for a numeric keyboard. */
  readonly numeric?: boolean | undefined;
  /**
   * A valid number (normalized) as a field with `masked` shows it while it does not have focus;
   * absent: the format is never masked.
   */
  readonly mask?: ((normalized: string) => string) | undefined;
}
