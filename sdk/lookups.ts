/**
 * The bank lookups of the formats (`formats/lookups.ts`) behind one module, which `validate`,
 * `preloadLookups`, the element and `bankNumber()` import on demand, so that validation carries
 * none of their code: loading one registers its finder with the checks (core/bank-info.ts). The
 * server imports it statically, for `needsLookup`.
 * @module
 */
import type { ValidationResult } from './core/types.ts';
import { descriptorOf, type FormatDescriptor, type FormatLookup } from './formats/index.ts';
import { LOOKUPS } from './formats/lookups.ts';

/** A format's lookup once imported, and the keys (countries) that have data, or null for one whole. */
interface Resolved {
  readonly lookup: FormatLookup;
  readonly keys: ReadonlySet<string> | null;
}

// Each format's lookup once imported (null: it has none), and the imports under way.
const resolved = /* @__PURE__ */ new Map<string, Resolved | null>();
const resolving = /* @__PURE__ */ new Map<string, Promise<Resolved | undefined>>();

/**
 * The lookup of a format, imported once (with the keys that have data); undefined for a format
 * without one, or when the import fails: like the loads themselves, that leaves the data unloaded,
 * is not an error, and is tried again later.
 */
function lookupOf(descriptor: FormatDescriptor): Promise<Resolved | undefined> {
  const { id } = descriptor;
  let pending = resolving.get(id);
  if (!pending) {
    pending = Promise.resolve()
      .then(async () => {
        const lookup = LOOKUPS.find((entry) => entry.id === id);
        if (!lookup) {
          resolved.set(id, null);
          return undefined;
        }
        const keys = await lookup.keys();
        const entry: Resolved = { lookup, keys: keys === null ? null : new Set(keys) };
        resolved.set(id, entry);
        return entry;
      })
      .catch(() => {
        resolving.delete(id);
        return undefined;
      });
    resolving.set(id, pending);
  }
  return pending;
}

/**
 * A valid verdict of `check` whose bank is not named yet, completed once the lookup data its bank
 * is in has loaded: with the bank and what the data enables (the German account check), by the
 * format's lookup (`FormatLookup.complete`), without checking the number again. Never rejects.
 */
export async function completeWithBank(result: ValidationResult): Promise<ValidationResult> {
  const descriptor = descriptorOf(result.format);
  const known = descriptor && (await lookupOf(descriptor));
  if (!descriptor || !known) return result;
  await known.lookup.load(descriptor.lookupKey(result.normalized));
  return known.lookup.complete(result);
}

/**
 * True when `validate` would load lookup data for this result of `validateSync`, and so might
 * answer otherwise: it is valid, names no bank yet, and the data its bank is in is not loaded
 * and, as far as is known, exists. False when `validateSync` already gives `validate`'s answer:
 * the SDK keeps loaded data for the life of the process. Before a format's lookup is first
 * imported (by `validate` or `preloadLookups`), a valid number of it without a bank needs one.
 * @example needsLookup(validateSync('GB82WEST12345698765431').result) // false: invalid
 */
export function needsLookup(result: ValidationResult): boolean {
  if (!result.valid || result.bankInfo !== null) return false;
  const descriptor = descriptorOf(result.format);
  if (!descriptor) return false;
  const known = resolved.get(descriptor.id);
  // Not imported yet: `validate` imports it, and finds out.
  if (known === undefined) return true;
  if (known === null) return false;
  const key = descriptor.lookupKey(result.normalized);
  return !known.lookup.isLoaded(key) && (known.keys === null || known.keys.has(key as string));
}

/**
 * What `preloadLookups` loads: formats, or `<format>:CC` for one country's data of a format whose
 * data is split per country (IBAN, BIC). A format without a country loads all of its data.
 */
export async function preload(targets: readonly unknown[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const target of targets) {
    if (typeof target !== 'string') continue;
    const [format, country] = target.split(':') as [string, string | undefined];
    const descriptor = descriptorOf(format);
    if (!descriptor) continue;
    loads.push(
      lookupOf(descriptor).then((known) => {
        if (!known) return;
        const keys = country !== undefined || known.keys === null ? [country ?? null] : [...known.keys];
        return Promise.all(keys.map((key) => known.lookup.load(key)));
      }),
    );
  }
  await Promise.all(loads);
}
