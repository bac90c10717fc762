/**
 * Tokens of sign-in links and sessions, account ids and the HMAC of e-mail addresses. Web Crypto
 * only, like the keys (keys/api-key.ts), so that accounts work wherever the handler runs.
 * @module
 */
import { base64url, hashApiKey } from '../keys/api-key.ts';

// 32 random bytes: 256 bits, 43 base64url characters.
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random token for a sign-in link or a session. */
export function generateToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** True when the text has the shape of a token; says nothing about whether it was issued. */
export function isWellFormedToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** The stored form of a token: `sha256:` and the hex digest, as for keys. */
export function hashToken(token: string): Promise<string> {
  return hashApiKey(token);
}

/** A new account id: `acc_` and 16 hex digits. */
export function generateAccountId(): string {
  let id = 'acc_';
  for (const byte of crypto.getRandomValues(new Uint8Array(8))) id += byte.toString(16).padStart(2, '0');
  return id;
}

/** A new HMAC secret for the store. */
export function generateSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** An address as it is compared: without surrounding whitespace, in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/**
 * What the store keeps of an e-mail address: `hmac-sha256:` and the hex HMAC-SHA-256 of the
 * normalised address under the store's secret. Without the secret it cannot be checked against
 * a list of addresses.
 */
export async function emailHmac(secret: string, email: string): Promise<string> {
  let key = hmacKeys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    if (hmacKeys.size >= 16) hmacKeys.clear();
    hmacKeys.set(secret, key);
  }
  const mac = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(normalizeEmail(email)));
  let hex = 'hmac-sha256:';
  for (const byte of new Uint8Array(mac)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
