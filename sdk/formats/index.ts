/**
 * The formats, each one descriptor of its folder (`formats/<format>/descriptor.ts`), in the order
 * the documentation lists them (`FORMATS`). What dispatches on a format (`check`, `validate`,
 * `preloadLookups`, `generateNumbers`, `bankNumber()`, the CLI) finds its descriptor here rather
 * than naming the formats. Adding a format: CONTRIBUTING.md, "Add a format".
 * @module
 */
import { FORMATS } from '../core/limits.ts';
import type { FormatDescriptor } from './descriptor.ts';
import { DESCRIPTORS } from './descriptor-list.ts';
import { IDENTITIES } from './identities.ts';

export type { FormatDescriptor, FormatIdentity, FormatLookup } from './descriptor.ts';

/**
 * Every format's descriptor (`descriptor-list.ts`, built from data/formats.json): those of the
 * package, then any registered with `registerFormat`.
 */
export { DESCRIPTORS };

/**
 * The descriptor of a format hint or `result.format`; undefined for anything else.
 * @example descriptorOf('bic')?.country('DEUTDEFF') // 'DE'
 */
export function descriptorOf(format: unknown): FormatDescriptor | undefined {
  return DESCRIPTORS.find((descriptor) => descriptor.id === format);
}

/**
 * Adds a format to those the package knows: its hint is then accepted (`FORMATS`), it is detected
 * after the others (if it has `detect`), checked, looked up and shown through its descriptor.
 * Internal: for tests that show a format flows through the system from one registration. Throws a
 * `TypeError` for an id that is taken.
 */
export function registerFormat(descriptor: FormatDescriptor): void {
  if (descriptorOf(descriptor.id)) throw new TypeError(`format '${descriptor.id}' is registered already`);
  DESCRIPTORS.push(descriptor);
  IDENTITIES.push(descriptor);
  (FORMATS as string[]).push(descriptor.id);
}
