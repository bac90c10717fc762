import { describe, expect, it } from 'vitest';
import {
  API_KEY_PREFIX,
  apiKeyChecksum,
  base64url,
  canonicalEmail,
  emailHmac,
  generateAccountId,
  generateApiKey,
  generateSessionToken,
  generateSignedApiKey,
  generateToken,
  hasApiKeyMac,
  hasSessionMac,
  hashApiKey,
  isSignedApiKey,
  isSignedSessionToken,
  isWellFormedApiKey,
  isWellFormedToken,
} from './api-key.ts';

const SECRET = 'a-store-secret';

/** `text` with its character at `i` replaced by another base64url character. */
const typo = (text: string, i: number): string => text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);

describe('API keys', () => {
  it('are bn_live_, 32 random characters and a 6-character checksum, different each time', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^bn_live_[A-Za-z0-9_-]{38}$/);
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(isSignedApiKey(key)).toBe(false);
    expect(generateApiKey()).not.toBe(key);
  });

  it('tell a mistyped key by its checksum, without the store', () => {
    const key = generateApiKey();
    for (const i of [API_KEY_PREFIX.length, key.length - 7, key.length - 1])
      expect(isWellFormedApiKey(typo(key, i))).toBe(false);
    for (const junk of ['', 'bn_live_', `bn_test_${key.slice(8)}`, `${key}x`, key.slice(0, -1), ` ${key}`]) {
      expect(isWellFormedApiKey(junk), junk).toBe(false);
    }
  });

  it('have a CRC-32 checksum in base64url', () => {
    // CRC-32 (ISO-HDLC) of "123456789" is cbf43926.
    expect(apiKeyChecksum('123456789')).toBe(base64url(new Uint8Array([0xcb, 0xf4, 0x39, 0x26])));
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });

  it('carry, when signed, a MAC that only the secret they were issued with gives', async () => {
    const key = await generateSignedApiKey(SECRET);
    expect(key).toMatch(/^bn_live_[A-Za-z0-9_-]{60}$/);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(isSignedApiKey(key)).toBe(true);
    expect(await hasApiKeyMac(SECRET, key)).toBe(true);
    expect(await hasApiKeyMac('another-secret', key)).toBe(false);
    // A forged MAC with a correct checksum: well formed, but not issued here.
    const body = typo(key.slice(API_KEY_PREFIX.length, -6), 40);
    const forged = API_KEY_PREFIX + body + apiKeyChecksum(body);
    expect(isWellFormedApiKey(forged)).toBe(true);
    expect(await hasApiKeyMac(SECRET, forged)).toBe(false);
  });

  it('are stored as the hex SHA-256 of the key', async () => {
    expect(await hashApiKey('abc')).toBe('sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('tokens and account ids', () => {
  it('are 43 random characters for a link, with a 22-character MAC for a session', async () => {
    const token = generateToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(isWellFormedToken(`${token}x`)).toBe(false);
    const session = await generateSessionToken(SECRET);
    expect(isSignedSessionToken(session)).toBe(true);
    expect(isSignedSessionToken(token)).toBe(false);
    expect(await hasSessionMac(SECRET, session)).toBe(true);
    expect(await hasSessionMac('another-secret', session)).toBe(false);
    expect(await hasSessionMac(SECRET, typo(session, 50))).toBe(false);
  });

  it('are acc_ and 16 hex digits for an account', () => {
    expect(generateAccountId()).toMatch(/^acc_[0-9a-f]{16}$/);
  });
});

describe('e-mail addresses', () => {
  it('are compared trimmed, with ASCII letters in lower case and every other character as typed', () => {
    expect(canonicalEmail('  Ann.Smith@Example.COM ')).toBe('ann.smith@example.com');
    expect(canonicalEmail('Ünal@Example.de')).toBe('Ünal@example.de');
  });

  it('are refused when compatibility normalisation would change them', () => {
    for (const address of ['\u212Aate@example.com', 'ann\uFF20example.com', 'e\u0301@example.com']) {
      expect(canonicalEmail(address), address).toBeNull();
    }
  });

  it('are stored as an HMAC of the canonical form under the secret', async () => {
    const stored = await emailHmac(SECRET, 'Ann@Example.com');
    expect(stored).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(await emailHmac(SECRET, ' ann@example.com')).toBe(stored);
    expect(await emailHmac('another-secret', 'ann@example.com')).not.toBe(stored);
    await expect(emailHmac(SECRET, '\u212Aate@example.com')).rejects.toThrow(TypeError);
  });
});
