/**
 * Who a request comes from: its client address, the caller its credentials make, and whether
 * those are valid, missing, out of place or not valid. Never refuses anything; `requireTier` does.
 * @module
 */
import { addressBucket, clientAddress, forwardedHops } from './client-address.ts';
import type { Caller, Identity, ServerContext, ServerState } from './context.ts';
import type { VerifiedKey } from './keys/key-store.ts';
import { admitLookUp } from './look-up-limit.ts';

/** Query parameters that carry a key in the URL, where it leaks into logs and histories. */
const CREDENTIAL_PARAMETERS = new Set(['api_key', 'apikey', 'api-key', 'key', 'token', 'access_token']);
/** Headers other than Authorization that clients use for keys. */
const CREDENTIAL_HEADERS = ['x-api-key', 'api-key'];
// RFC 6750 §2.1: "Bearer" 1*SP b64token.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * Reads the request's credentials once; later calls share the answer, at once unless a key had to
 * be looked up. Never throws for bad credentials.
 */
export function identityOf(state: ServerState, c: ServerContext): Identity | Promise<Identity> {
  let identity = c.get('identity');
  if (identity === undefined) {
    identity = readIdentity(state, c);
    c.set('identity', identity);
  }
  return identity;
}

/** The rate-limit bucket of the request's client address: `ip4:…`, `ip6:…`. */
export function addressOf(state: ServerState, c: ServerContext): string {
  const hops = trustedHops(state, c);
  const forwarded = hops > 0 ? (c.req.header('x-forwarded-for') ?? null) : null;
  return addressBucket(clientAddress(state.clientAddress?.(c.req.raw, c.env), forwarded, hops));
}

/** How many proxies in front of the request are trusted to have appended to the forwarded headers. */
export function trustedHops(state: ServerState, c: ServerContext): number {
  if (state.proxyAddresses === undefined) return state.trustedProxies;
  return forwardedHops(
    state.proxyAddresses,
    state.clientAddress?.(c.req.raw, c.env),
    c.req.header('x-forwarded-for') ?? null,
  );
}

function readIdentity(state: ServerState, c: ServerContext): Identity | Promise<Identity> {
  const bucket = addressOf(state, c);
  if (hasMisplacedCredential(c)) return addressIdentity(state, bucket, 'misplaced');
  const authorization = c.req.header('authorization');
  if (authorization === undefined) return addressIdentity(state, bucket, 'none');
  const token = BEARER.exec(authorization)?.[1];
  if (token === undefined || state.keys === undefined) return addressIdentity(state, bucket, 'invalid');
  const key = state.keys.verify(token, () => admitLookUp(state, c, bucket));
  if (!(key instanceof Promise)) return keyIdentity(state, c, bucket, key);
  return key.then((found) => keyIdentity(state, c, bucket, found));
}

/**
 * The identity of a request without a valid key: counted against the Open tier by its address, or,
 * when it carries a key that is not valid (or out of place), against the address's own limit for
 * those, so that a mistyped key is told so even when the address's Open allowance is used up.
 */
function addressIdentity(state: ServerState, address: string, credentials: 'none' | 'misplaced' | 'invalid'): Identity {
  const caller: Caller =
    credentials === 'none'
      ? { tier: 'open', bucket: address, countedBy: 'address', policy: state.policies.open }
      : { tier: 'open', bucket: `invalid-key:${address}`, countedBy: 'address', policy: state.invalidKeyPolicy };
  return { caller, credentials };
}

function keyIdentity(state: ServerState, c: ServerContext, address: string, key: VerifiedKey | null): Identity {
  if (key === null) return addressIdentity(state, address, 'invalid');
  c.set('tier', key.tier);
  // A key of an account is counted against the account, whichever of its keys it is.
  const caller: Caller =
    key.account === undefined
      ? { tier: key.tier, bucket: `key:${key.id}`, countedBy: 'key', policy: state.policies[key.tier] }
      : { tier: key.tier, bucket: `account:${key.account}`, countedBy: 'account', policy: state.policies[key.tier] };
  return { caller, credentials: 'valid' };
}

function hasMisplacedCredential(c: ServerContext): boolean {
  for (const name of CREDENTIAL_HEADERS) if (c.req.header(name) !== undefined) return true;
  const at = c.req.url.indexOf('?');
  if (at === -1) return false;
  // Every such name has `key` or `token` in it: most queries need not be parsed to tell.
  const query = c.req.url.slice(at + 1);
  if (!query.includes('%') && !/key|token/i.test(query)) return false;
  for (const name in c.req.queries()) if (CREDENTIAL_PARAMETERS.has(name.toLowerCase())) return true;
  return false;
}
