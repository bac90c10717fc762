/**
 * API keys (docs/contract.md §8): random, shown once, stored only as a SHA-256 hash, compared in
 * constant time. Uses only Web Crypto, so it runs wherever the handler runs.
 * @module
 */

import type { KeyTier } from '../tiers.ts';
import type { ApiKeyRecord } from './key-store.ts';

/** Every key starts with this, so that it is recognisable in code and by secret scanners. */
export const API_KEY_PREFIX = 'bn_live_';

// 24 random bytes: 192 bits, 32 base64url characters.
const KEY_BYTES = 24;
const KEY_PATTERN = /^bn_live_[A-Za-z0-9_-]{32}$/;

/** A new random key. */
export function generateApiKey(): string {
  return API_KEY_PREFIX + base64url(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** A new key id: public, safe to log and to print in `keys list`. */
export function generateKeyId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let id = 'key_';
  for (const byte of bytes) id += byte.toString(16).padStart(2, '0');
  return id;
}

/** True when the text has the shape of a key; says nothing about whether the key exists. */
export function isWellFormedApiKey(text: string): boolean {
  return KEY_PATTERN.test(text);
}

/** The stored form of a key: `sha256:` and the hex digest. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  let hex = 'sha256:';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Compares two strings in time that depends only on their lengths, never on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}

/** A key issued now and the record that stores it (without the key); `key` is the only clear copy. */
export interface IssuedKey {
  key: string;
  record: ApiKeyRecord;
}

/** A new random key and its record, hashed with `hash` (default `hashApiKey`). */
export async function issueApiKey(options: {
  tier: KeyTier;
  label: string;
  /** The owner's account id; none for keys issued on the command line. */
  account?: string | undefined;
  nowMs: number;
  hash?: ((key: string) => string | Promise<string>) | undefined;
}): Promise<IssuedKey> {
  const key = generateApiKey();
  const record: ApiKeyRecord = {
    id: generateKeyId(),
    tier: options.tier,
    label: options.label,
    created: new Date(options.nowMs).toISOString(),
    last4: key.slice(-4),
    hash: await (options.hash ?? hashApiKey)(key),
    revoked: false,
  };
  if (options.account !== undefined) record.account = options.account;
  return { key, record };
}

/** Bytes in base64url (RFC 4648 §5), without padding. */
export function base64url(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += alphabet.charAt((n >> 18) & 63) + alphabet.charAt((n >> 12) & 63);
    if (i + 1 < bytes.length) out += alphabet.charAt((n >> 6) & 63);
    if (i + 2 < bytes.length) out += alphabet.charAt(n & 63);
  }
  return out;
}
