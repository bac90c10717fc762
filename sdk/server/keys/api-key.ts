/**
 * API keys (docs/contract.md §8) and the dashboard's tokens: random, shown once, stored only as a
 * SHA-256 hash; e-mail addresses stored only as an HMAC. Uses only Web Crypto, so it runs wherever
 * the handler runs.
 * @module
 */

/** Every key starts with this, so that it is recognisable in code and by secret scanners. */
export const API_KEY_PREFIX = 'bn_live_';

// A key: 24 random bytes (32 base64url characters), the MAC of those under the store's key secret
// (16 bytes, 22 characters; absent from keys issued before keys carried one) and a checksum of 6.
// A token of a link or a session: 32 random bytes (43); a session's is followed by its MAC (22).
const KEY_PATTERN = /^bn_live_([A-Za-z0-9_-]{32}(?:[A-Za-z0-9_-]{22})?)([A-Za-z0-9_-]{6})$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SIGNED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{65}$/;
const RANDOM_LENGTH = 32;
const MAC_LENGTH = 22;

const random = (bytes: number): Uint8Array => crypto.getRandomValues(new Uint8Array(bytes));
const hex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** `bytes` random bytes in hex. */
export const randomHex = (bytes: number): string => hex(random(bytes));

/** Bytes in base64url (RFC 4648 §5), without padding. */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/**
 * The checksum of a key's random part: its CRC-32 (ISO-HDLC), 4 bytes in base64url (6
 * characters). Not a secret: it tells a key issued here from a random or mistyped string without
 * asking the store, as the checksums of other services' tokens do.
 */
export function apiKeyChecksum(body: string): string {
  let crc = 0xffffffff;
  for (let i = 0; i < body.length; i++) crc = (CRC_TABLE[(crc ^ body.charCodeAt(i)) & 0xff] as number) ^ (crc >>> 8);
  crc = (crc ^ 0xffffffff) >>> 0;
  return base64url(new Uint8Array([crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff]));
}

/**
 * A new random key without a MAC, as keys were issued before they carried one: `bn_live_`, 32
 * random base64url characters and their checksum. Such keys are still accepted; new keys are made
 * by `generateSignedApiKey`.
 */
export function generateApiKey(): string {
  const body = base64url(random(24));
  return API_KEY_PREFIX + body + apiKeyChecksum(body);
}

/**
 * A new random key: `bn_live_`, 32 random base64url characters, their MAC under `secret` (22) and
 * the checksum of both (6). The server tells a key it issued from a forged one by the MAC, without
 * the store.
 */
export async function generateSignedApiKey(secret: string): Promise<string> {
  const random32 = base64url(random(24));
  const body = random32 + (await mac(secret, 'api-key', random32));
  return API_KEY_PREFIX + body + apiKeyChecksum(body);
}

/** True when the text has the shape of a key and the right checksum; says nothing about whether the key exists. */
export function isWellFormedApiKey(text: string): boolean {
  const parts = KEY_PATTERN.exec(text);
  return parts !== null && apiKeyChecksum(parts[1] as string) === parts[2];
}

/** True when a well-formed key carries a MAC (issued by `generateSignedApiKey`); false for older keys. */
export function isSignedApiKey(key: string): boolean {
  return key.length === API_KEY_PREFIX.length + RANDOM_LENGTH + MAC_LENGTH + 6;
}

/** True when a signed key's MAC is the one `secret` gives: the key was issued with that secret. */
export async function hasApiKeyMac(secret: string, key: string): Promise<boolean> {
  const random32 = key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + RANDOM_LENGTH);
  const given = key.slice(API_KEY_PREFIX.length + RANDOM_LENGTH, API_KEY_PREFIX.length + RANDOM_LENGTH + MAC_LENGTH);
  return sameText(await mac(secret, 'api-key', random32), given);
}

/** A new session token: 32 random bytes (43 characters) and their MAC under `secret` (22). */
export async function generateSessionToken(secret: string): Promise<string> {
  const token = generateToken();
  return token + (await mac(secret, 'session', token));
}

/** True when the text has the shape of a session token with a MAC; says nothing about the MAC. */
export function isSignedSessionToken(text: string): boolean {
  return SIGNED_TOKEN_PATTERN.test(text);
}

/** True when a signed session token's MAC is the one `secret` gives. */
export async function hasSessionMac(secret: string, token: string): Promise<boolean> {
  return sameText(await mac(secret, 'session', token.slice(0, 43)), token.slice(43));
}

/** The first 16 bytes of the HMAC-SHA-256 of `purpose` and `text` under `secret`, in base64url. */
async function mac(secret: string, purpose: string, text: string): Promise<string> {
  const signed = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    new TextEncoder().encode(`${purpose}:${text}`),
  );
  return base64url(new Uint8Array(signed, 0, 16));
}

/** Compares two strings in a time that depends on their length only. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The stored form of a key or a token: `sha256:` and the hex digest. */
export async function hashApiKey(key: string): Promise<string> {
  return `sha256:${hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)))}`;
}

/** A new random token for a sign-in link or a session, or a new HMAC secret for the store. */
export function generateToken(): string {
  return base64url(random(32));
}

/** True when the text has the shape of a token; says nothing about whether it was issued. */
export function isWellFormedToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** A new account id: `acc_` and 16 hex digits. */
export function generateAccountId(): string {
  return `acc_${randomHex(8)}`;
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    if (hmacKeys.size >= 16) hmacKeys.clear();
    hmacKeys.set(secret, key);
  }
  return key;
}

/**
 * The one form of an e-mail address that is compared, stored (as its HMAC) and sent to: trimmed,
 * with its ASCII letters in lower case and every other character as typed. Null for an address
 * that Unicode compatibility normalisation (NFKC) would change (the Kelvin sign `K` for `K`, a
 * full-width `＠`, a ligature, an address not in NFC): such characters have a usual form that a
 * mail system may deliver to instead, so they are refused rather than compared in either form.
 * Letters outside ASCII keep their case: no other character can turn into an ASCII one, so no
 * address reaches the account of another.
 */
export function canonicalEmail(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.normalize('NFKC') !== trimmed) return null;
  return trimmed.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * What the store keeps of an e-mail address: `hmac-sha256:` and the hex HMAC-SHA-256 of the
 * address in its canonical form (`canonicalEmail`) under the store's secret. Without the secret
 * it cannot be checked against a list of addresses. Throws for an address without a canonical form.
 */
export async function emailHmac(secret: string, email: string): Promise<string> {
  const canonical = canonicalEmail(email);
  if (canonical === null) throw new TypeError('The e-mail address has characters outside its canonical form.');
  const signed = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(canonical));
  return `hmac-sha256:${hex(signed)}`;
}
