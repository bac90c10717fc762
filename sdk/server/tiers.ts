/**
 * The access tiers of docs/contract.md §8 and their limits (docs/contract.md §8).
 * @module
 */

import type { Tier } from '../core/api-types.ts';

export type { Tier } from '../core/api-types.ts';

/** A tier that needs an API key. */
export type KeyTier = Exclude<Tier, 'open'>;

/** The endpoints whose access depends on the tier, relative to `/api/v1`. */
export type Endpoint = '/validate' | '/usage' | '/batch' | '/enrich' | '/generate';

/** Requests a tier may make per fixed window. */
export interface TierLimits {
  minute: number;
  day: number;
}

export const TIERS: readonly Tier[] = ['open', 'starter', 'pro', 'business'];
export const KEY_TIERS: readonly KeyTier[] = ['starter', 'pro', 'business'];

/** docs/contract.md §8. */
export const DEFAULT_LIMITS: Readonly<Record<Tier, Readonly<TierLimits>>> = {
  open: { minute: 3, day: 40 },
  starter: { minute: 10, day: 100 },
  pro: { minute: 200, day: 10_000 },
  business: { minute: 2_000, day: 100_000 },
};

/**
 * Requests a minute per client address with a key that is not valid (or out of place), counted
 * apart from the Open tier (docs/contract.md §9).
 */
export const DEFAULT_INVALID_KEY_LIMIT = 60;

/** docs/contract.md §8: Open has /validate only, Starter adds /usage, Pro and Business have all. */
export const TIER_ENDPOINTS: Readonly<Record<Tier, readonly Endpoint[]>> = {
  open: ['/validate'],
  starter: ['/validate', '/usage'],
  pro: ['/validate', '/usage', '/batch', '/enrich', '/generate'],
  business: ['/validate', '/usage', '/batch', '/enrich', '/generate'],
};

/** The tiers that may call an endpoint, in tier order. */
export function tiersFor(endpoint: Endpoint): Tier[] {
  return TIERS.filter((tier) => TIER_ENDPOINTS[tier].includes(endpoint));
}

export function isKeyTier(value: unknown): value is KeyTier {
  return typeof value === 'string' && (KEY_TIERS as readonly string[]).includes(value);
}

/** `Pro` for `pro`. */
export function title(tier: Tier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}
