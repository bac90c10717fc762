import type { FormatShape } from '../core/types.ts';
import { checkReference, readKind } from '../references/index.ts';
import type { ReferenceKind } from '../references/index.ts';
import { REQUIRED } from '../locales/en-checks.ts';
import { bankNumberSchema } from './schema.ts';
import type { BankNumberSchema, SchemaOptions } from './schema.ts';

/** What JSON Schema can say of a valid reference of `kind` (`ReferenceKind.shape`); null for a kind without it. */
function shapeOf(kind: ReferenceKind): FormatShape | null {
  if (!kind.shape) return null;
  const { check, ...shape } = kind.shape;
  return { ...shape, description: `${kind.name}; ${check} not in the pattern.` };
}

/**
 * A Standard Schema v1 validator of payment references of one kind (`RF`, `CH_QR`, `BE_STRUCTURED`,
 * `FI_REFERENCE` of `bank-number/reference`), after `cleanInput`: the output is the reference as
 * stored (`'rf18 5390 0754 7034'` gives `'RF18539007547034'`), the issues carry the error codes of
 * `checkReference` and display text from `messages`. Bundles only the kind it is given. Throws
 * `BankNumberRequestError` (`INVALID_PARAMETER`, parameter `kind`) at once for a `kind` that is not
 * one; its `validate` never throws. Its output's JSON Schema is the kind's `shape`: the pattern and
 * lengths of the reference as stored, and the check digits named in `description`.
 * @example reference(RF)['~standard'].validate('RF18 5390 0754 7034') // { value: 'RF18539007547034' }
 */
/* @__NO_SIDE_EFFECTS__ */
export function reference(kind: ReferenceKind, options?: SchemaOptions): BankNumberSchema {
  readKind(kind);
  return bankNumberSchema(
    (text) => {
      const { valid, normalized, errors } = checkReference(text, kind);
      return { valid, format: null, normalized, errors };
    },
    options,
    { REQUIRED },
    [],
    undefined,
    [],
    undefined,
    [{ id: kind.id, shape: () => shapeOf(kind) }],
  );
}
