/**
 * API keys (docs/contract.md §8) and the dashboard's tokens: random, shown once, stored only as a
 * SHA-256 hash; e-mail addresses stored only as an HMAC. Uses only Web Crypto, so it runs wherever
 * the handler runs.
 * @module
 */

/** Every key starts with this, so that it is recognisable in code and by secret scanners. */
export const API_KEY_PREFIX = 'bn_live_';

// A key: 24 random bytes (32 base64url characters) and a checksum of 6; a token of a link or a
// session: 32 random bytes (43).
const KEY_PATTERN = /^bn_live_([A-Za-z0-9_-]{32})([A-Za-z0-9_-]{6})$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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

/** A new random key: `bn_live_`, 32 random base64url characters and their checksum. */
export function generateApiKey(): string {
  const body = base64url(random(24));
  return API_KEY_PREFIX + body + apiKeyChecksum(body);
}

/** True when the text has the shape of a key and the right checksum; says nothing about whether the key exists. */
export function isWellFormedApiKey(text: string): boolean {
  const parts = KEY_PATTERN.exec(text);
  return parts !== null && apiKeyChecksum(parts[1] as string) === parts[2];
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

/**
 * What the store keeps of an e-mail address: `hmac-sha256:` and the hex HMAC-SHA-256 of the
 * address (trimmed, in lower case) under the store's secret. Without the secret it cannot be
 * checked against a list of addresses.
 */
export async function emailHmac(secret: string, email: string): Promise<string> {
  let key = hmacKeys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    if (hmacKeys.size >= 16) hmacKeys.clear();
    hmacKeys.set(secret, key);
  }
  const mac = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(email.trim().toLowerCase()));
  return `hmac-sha256:${hex(mac)}`;
}
