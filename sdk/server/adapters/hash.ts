/**
 * Hashing keys on Node, in a module of its own so that the `keys` commands load nothing else.
 * @module
 */
import * as nodeCrypto from 'node:crypto';

/**
 * SHA-256 of a key with `node:crypto`: at once, on this thread. The Web Crypto default of the
 * key verifier answers through a promise and a thread-pool job, which a server checking a key on
 * every request feels.
 */
export function nodeHashApiKey(key: string): string {
  const hex =
    oneShotHash === undefined
      ? nodeCrypto.createHash('sha256').update(key).digest('hex')
      : oneShotHash('sha256', key, 'hex');
  return `sha256:${hex}`;
}

// `crypto.hash` (Node 20.12 and later) hashes without a Hash object: a native object per request
// costs far more in garbage collection than the hashing itself.
const oneShotHash = (nodeCrypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
