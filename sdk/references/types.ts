import type { Breakdown, ErrorCode, FormatShape, ReferenceErrorCode } from '../core/types.ts';

/**
 * The kinds of payment reference (docs/references.md): `rf` the ISO 11649 creditor reference,
 * `ch-qr` the Swiss QR reference, `be-structured` the Belgian structured communication,
 * `fi-reference` the Finnish reference.
 */
export type ReferenceKindId = 'rf' | 'ch-qr' | 'be-structured' | 'fi-reference';

/** One reason why a reference is refused: exactly `code`, `message`, `suggestion`, in English. */
export interface ReferenceValidationError {
  code: ErrorCode | ReferenceErrorCode;
  message: string;
  suggestion: string;
}

/**
 * The verdict on one reference, in the shape of the validation service's answers: `kind` in place of
 * `format`, and no bank. `normalized` is the reference as it is stored (`RF18539007547034`);
 * `breakdown` tiles it and is null when `valid` is false.
 */
export interface ReferenceResult {
  valid: boolean;
  kind: ReferenceKindId;
  normalized: string;
  errors: ReferenceValidationError[];
  breakdown: Breakdown | null;
}

/**
 * One kind of payment reference: everything the functions of `bank-number/reference` need of it.
 * Each kind is its own export (`RF`, `CH_QR`, `BE_STRUCTURED`, `FI_REFERENCE`), so that a bundle
 * carries only the kinds it names.
 */
export interface ReferenceKind {
  readonly id: ReferenceKindId;
  /** The name of the breakdown (`formatName`). */
  readonly name: string;
  /** The reference as stored: what `normalize` of the package makes of it, less the kind's own marks. */
  normalize(input: string): string;
  /** The structural errors (characters, length, structure) of a normalized reference; none if it has none. */
  structure(normalized: string): ReferenceValidationError[];
  /** True when the check digits of a structurally sound reference match. */
  checksum(normalized: string): boolean;
  /** The breakdown of a valid reference: labels and end offsets, as `tile` takes them. */
  cuts(normalized: string): readonly (string | number)[];
  /** The print form of a normalized reference. */
  display(normalized: string): string;
  /** A base (the reference without its check digits) completed with its check digits. */
  complete(base: string): string;
  /** A random base that `complete` takes, drawn from `next` (numbers in [0, 1)). */
  base(next: () => number): string;
  /**
   * What JSON Schema can say of a valid reference as stored, for the JSON Schema of `reference()`
   * of `bank-number/schema`: pattern and lengths, and `check`, the check digits that a pattern
   * cannot check, which its `description` names after `name`.
   */
  readonly shape: Omit<FormatShape, 'description'> & { readonly check: string };
}
