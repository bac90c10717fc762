/**
 * A tier as every page names it: `pro` → `Pro`, `open` → `Open`, as the API's own sentences do
 * ("Open tier and up", "Pro and Business"). No DOM here: the build runs it in Node too.
 * @module
 */

/** `pro` → `Pro`. */
export function tierName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1).toLowerCase();
}
