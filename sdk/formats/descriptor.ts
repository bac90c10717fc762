/**
 * What the rest of the system needs of a format, in one object per format folder
 * (`formats/<format>/descriptor.ts`), listed once in `formats/index.ts`; its light part, the
 * identity (`formats/<format>/identity.ts`), in `formats/identities.ts`. The dispatcher (`check`,
 * `validate`, `preloadLookups`, detection), the schema validators and the CLI iterate the list
 * rather than name the formats. What a validation bundle does not need lives beside the descriptor
 * in the same folder and is listed apart: the bank lookup (`FormatLookup`, `formats/lookups.ts`,
 * imported on demand) the generator (`FormatGenerator`, `formats/generators.ts`), the
 * display form (`FormatDisplay`, `formats/displays.ts`) and what JSON Schema can say of its numbers
 * (`FormatShaper`, `formats/shapes.ts`).
 * @module
 */
import type { FormatShape, ValidationResult } from '../core/types.ts';

export type { FormatShape };

/**
 * What a format is at a glance: its id, how it is detected without a hint, which country a number
 * holds. Light (a few regular expressions), apart from the checks: `formats/identities.ts` lists
 * them, for detection (docs/contract.md §3, tried in the list's order) and `resultCountry`, so that
 * what only detects carries no checks. Each descriptor is its format's identity and more.
 */
export interface FormatIdentity<F extends string = string> {
  /** Its format hint and `result.format`; also its key in the catalogues (`de.iban`, …). */
  readonly id: F;
  /** True when a normalized input (`raw` as given) has the format's shape; absent: only with a hint. */
  readonly detect?: ((normalized: string, raw: string) => boolean) | undefined;
  /**
   * True when a normalized input that no format's `detect` matched could be of this format without
   * being certain (six bare digits: a sort code?): detection answers `ambiguous` for it.
   */
  readonly ambiguous?: ((normalized: string) => boolean) | undefined;
  /** The country whose bank details a normalized number holds, or null (`resultCountry`). */
  readonly country: (normalized: string) => string | null;
  /**
   * True when a catalogue's `countries` words (a country's own names for breakdown parts, such as
   * the French `Clé RIB`) name the parts of its numbers, for the country that `country` gives.
   */
  readonly countryWords?: boolean | undefined;
  /**
   * True when a number of the format is also checked with an account number, as a pair
   * (`validateUkAccount`): the element's `account-input`, the CLI's `--account` and
   * `--account-column`, and the `account` of `/validate` go with it and no other format.
   */
  readonly pairsWithAccount?: boolean | undefined;
}

/**
 * A format's bank lookup, as its folder's `lookup.ts` exports it, listed in `formats/lookups.ts`:
 * the dispatcher imports that list on demand, with the first `validate` that needs it or
 * `preloadLookups`, so that validation carries none of it.
 */
export interface FormatLookup {
  /** The format whose lookup this is. */
  readonly id: string;
  /**
   * Loads the data that `key` names (a country for data split per country; null for data that is
   * one whole, see `FormatDescriptor.lookupKey`); never rejects.
   */
  load(key: string | null): Promise<void>;
  /** True once the data that `key` names is loaded. */
  isLoaded(key: string | null): boolean;
  /** The keys that have data, for data split per country; null for data that is one whole. */
  keys(): Promise<readonly string[] | null>;
  /**
   * A verdict of `check`, completed with the data now loaded: the bank, and what the data enables
   * (the German account check), without checking the number again.
   */
  complete(result: ValidationResult): ValidationResult;
}

/** One format: what is detected, checked, looked up and shown of it. */
export interface FormatDescriptor<F extends string = string> extends FormatIdentity<F> {
  /** The checks of the format, in order, on a normalized input (docs/contract.md §4). */
  readonly check: (normalized: string) => ValidationResult;
  /** Which lookup data the bank of a valid, normalized number is in: its country, or null. */
  readonly lookupKey: (normalized: string) => string | null;
  /**
   * True when a valid verdict may still turn invalid once lookup data loads (a German IBAN before
   * the German bank data, which brings the account check); absent: never.
   */
  readonly awaitsData?: ((result: Pick<ValidationResult, 'valid' | 'normalized'>) => boolean) | undefined;
}

/**
 * What JSON Schema can say of a format's valid numbers, as its folder's `check.ts` exports it,
 * listed in `formats/shapes.ts`: for the JSON Schema of the schema validators (`bank-number/schema`),
 * apart from the descriptor, so that validation carries none of it.
 */
export interface FormatShaper {
  /** The format it describes. */
  readonly id: string;
  /**
   * The `FormatShape` of the valid numbers of `countries` (ISO 3166-1 alpha-2, in capitals; all
   * when empty), or null when no country of them has numbers of the format.
   */
  readonly shape: (countries: readonly string[]) => FormatShape | null;
}

/** What `generateNumbers` passes a format's generator: its options without the format. */
export interface GeneratorOptions {
  country?: string | undefined;
  seed: number | string;
  count: number;
  bankCode?: string | undefined;
  branch?: boolean | undefined;
}

/**
 * A format's seeded generator of test numbers, as its folder's `generate.ts` exports it, listed in
 * `formats/generators.ts`: apart from the descriptor, so that validation carries none of it.
 */
export interface FormatGenerator {
  /** The format it generates. */
  readonly id: string;
  /** `count` numbers from `seed`; throws `BankNumberRequestError` for options it cannot meet. */
  readonly generate: (options: GeneratorOptions) => string[];
  /**
   * The one country of a format that belongs to a single country (what the `country` of
   * `/generate` may name for it); absent: the generator takes the country it is given.
   */
  readonly country?: string | undefined;
  /**
   * Loads the lookup data the generator draws on for a country (normalized), as `/generate` does
   * before generating: IBANs then name banks of the country's directory, and German accounts pass
   * their bank's check-digit method. Absent: the generator draws on no data. Never rejects.
   */
  readonly draws?: ((country: string) => Promise<void>) | undefined;
  /**
   * The countries the generator takes (ISO 3166-1 alpha-2 codes, sorted), for a form to offer;
   * absent for a format of one `country`.
   */
  readonly countries?: (() => string[]) | undefined;
  /** The bank code that `generate` takes (its `bankCode`); absent: it takes none. */
  readonly bankCode?: GeneratorBankCode | undefined;
  /** True when `generate` takes `branch` (a BIC's branch code). */
  readonly branch?: boolean | undefined;
}

/** The bank code a generator takes (`FormatGenerator.bankCode`). */
export interface GeneratorBankCode {
  /**
   * True when the bank codes are national, one kind per country (an IBAN's); false when they are
   * one kind whatever the country (a BIC's institution code).
   */
  readonly perCountry: boolean;
  /**
   * What a bank code of the country (normalized) looks like, with an example drawn as the
   * generator draws (on the data loaded so far); null when the country's numbers hold none.
   */
  readonly shape: (country: string) => BankCodeShape | null;
}

/** What a bank code looks like (`GeneratorBankCode.shape`). */
export interface BankCodeShape {
  /** Its number of characters. */
  readonly length: number;
  /** Its characters: digits only, letters only, or letters or digits. */
  readonly characters: 'digits' | 'letters' | 'alphanumeric';
  /** One bank code of that shape. */
  readonly example: string;
}

/**
 * A format's display form (`formatIban`, …), as its folder's `format.ts` exports it, listed in
 * `formats/displays.ts`: for generated numbers and the element, apart from the descriptor, so that
 * validation carries none of it.
 */
export interface FormatDisplay {
  /** The format it shows. */
  readonly id: string;
  /** The display form of a number of the format. */
  readonly display: (value: string) => string;
}

/**
 * A format's enrichment (docs/contract.md §11), as its folder's `enrich.ts` exports it, listed in
 * `formats/enrichers.ts`: for `enrich` and the service's `/enrich`, apart from the descriptor, so
 * that validation carries none of it.
 */
export interface FormatEnricher<E = unknown> {
  /** The format it enriches. */
  readonly id: string;
  /** The enrichment of a valid, normalized number: loads what it needs first; never rejects. */
  readonly enrich: (normalized: string) => Promise<E>;
}

/**
 * A format's lookup data put in place at once, from data at hand, as its folder's `lookup-now.ts`
 * exports it, listed in `formats/lookups-now.ts`: for the WebAssembly component's guest
 * (sdk/wasm/guest.ts), which has no event loop to await `FormatLookup.load` in.
 */
export interface FormatLookupNow {
  /** The format whose data it puts in place. */
  readonly id: string;
  /**
   * Puts in place the data that `key` names (as `FormatLookup.load` takes it): for data split per
   * country, `chunk` is the country's chunk of sdk/generated/banks/<format>/ as its JSON; for data
   * that is one whole (key null), it is absent and the data comes with the module.
   */
  readonly put: (key: string | null, chunk?: unknown) => void;
}
