import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeHashApiKey, nodeKeyFileSystem } from '../adapters/node.ts';
import { constantTimeEqual, hashApiKey } from './api-key.ts';
import { createKeyFileStore } from './key-file-store.ts';
import type { KeyFileSystem } from './key-file-store.ts';

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bank-number-keys-'));
  path = join(dir, 'nested', 'keys.json');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the key file store', () => {
  it('issues random keys with a prefix, at least 128 bits, and stores only their hash', async () => {
    const store = createKeyFileStore({ path, fs: nodeKeyFileSystem, now: () => Date.UTC(2030, 0, 1) });
    const { key, record } = await store.create({ tier: 'pro', label: 'shop' });
    expect(key).toMatch(/^bn_live_[A-Za-z0-9_-]{32}$/);
    expect(record).toMatchObject({ tier: 'pro', label: 'shop', created: '2030-01-01T00:00:00.000Z', last4: key.slice(-4), revoked: false });
    expect(record.id).toMatch(/^key_[0-9a-f]{16}$/);
    expect(record.hash).toBe(await hashApiKey(key));
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(8, 30));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const other = await store.create({ tier: 'pro' });
    expect(other.key).not.toBe(key);
  });

  it('verifies a key to its id and tier; unknown, malformed and revoked keys to null', async () => {
    const store = createKeyFileStore({ path, fs: nodeKeyFileSystem, refreshMs: 0 });
    const { key, record } = await store.create({ tier: 'business' });
    expect(await store.verify(key)).toEqual({ id: record.id, tier: 'business' });
    expect(await store.verify(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await store.verify('bn_live_short')).toBeNull();
    expect(await store.verify('')).toBeNull();
    expect(await store.revoke(record.id)).toBe(true);
    expect(await store.verify(key)).toBeNull();
    expect(await store.revoke('key_missing')).toBe(false);
    expect((await store.list())[0]).toMatchObject({ id: record.id, revoked: true });
  });

  it('sees keys created and revoked by another process (another store on the same file)', async () => {
    const server = createKeyFileStore({ path, fs: nodeKeyFileSystem, refreshMs: 0 });
    const cli = createKeyFileStore({ path, fs: nodeKeyFileSystem });
    expect(await server.verify(`bn_live_${'x'.repeat(32)}`)).toBeNull();
    const { key, record } = await cli.create({ tier: 'starter' });
    expect(await server.verify(key)).toEqual({ id: record.id, tier: 'starter' });
    await cli.revoke(record.id);
    expect(await server.verify(key)).toBeNull();
  });

  it('remembers a verified key only while the file is unchanged: a revocation ends it at the next look', async () => {
    let clock = 1_000_000;
    const server = createKeyFileStore({ path, fs: nodeKeyFileSystem, hash: nodeHashApiKey, now: () => clock });
    const cli = createKeyFileStore({ path, fs: nodeKeyFileSystem });
    const { key, record } = await cli.create({ tier: 'pro' });
    expect(await server.verify(key)).toEqual({ id: record.id, tier: 'pro' });
    // Answered at once, again and again, between two looks at the file.
    const again = server.verify(key);
    expect(again).toEqual({ id: record.id, tier: 'pro' });
    expect(server.verify(key)).toBe(again);
    // A near miss is not mistaken for the remembered key.
    expect(server.verify(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    await cli.revoke(record.id);
    clock += 999;
    expect(server.verify(key)).toEqual({ id: record.id, tier: 'pro' });
    clock += 1;
    expect(await server.verify(key)).toBeNull();
    expect(server.verify(key)).toBeNull();
  });

  it('writes atomically (a temporary file renamed over the old one) and keeps fields it does not know', async () => {
    const store = createKeyFileStore({ path, fs: nodeKeyFileSystem });
    await store.create({ tier: 'pro' });
    const file = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify({ ...file, comment: ['kept as written'] }));
    const before = statSync(path).ino;
    await store.create({ tier: 'starter' });
    expect(statSync(path).ino).not.toBe(before);
    expect(readdirSync(join(dir, 'nested'))).toEqual(['keys.json']);
    const after = JSON.parse(readFileSync(path, 'utf8'));
    expect(after.comment).toEqual(['kept as written']);
    expect(after.keys).toHaveLength(2);
  });

  it('refuses a broken file at start, and keeps the last good copy if it breaks later', async () => {
    const store = createKeyFileStore({ path, fs: nodeKeyFileSystem, refreshMs: 0 });
    const { key } = await store.create({ tier: 'pro' });
    expect(await store.verify(key)).not.toBeNull();
    writeFileSync(path, '{"keys": [');
    expect(await store.verify(key)).not.toBeNull();
    const fresh = createKeyFileStore({ path, fs: nodeKeyFileSystem });
    await expect(fresh.reload()).rejects.toThrow(/not valid JSON/);
    writeFileSync(path, '{"keys": [{"id": 1}]}');
    await expect(fresh.reload()).rejects.toThrow(/not a valid key record/);
  });

  it('hashes alike with Web Crypto and with node:crypto, so either can read the other\'s file', async () => {
    const webCrypto = createKeyFileStore({ path, fs: nodeKeyFileSystem, refreshMs: 0 });
    const node = createKeyFileStore({ path, fs: nodeKeyFileSystem, refreshMs: 0, hash: nodeHashApiKey });
    const a = await webCrypto.create({ tier: 'pro' });
    const b = await node.create({ tier: 'starter' });
    expect(nodeHashApiKey(a.key)).toBe(await hashApiKey(a.key));
    expect(await node.verify(a.key)).toEqual({ id: a.record.id, tier: 'pro' });
    expect(await webCrypto.verify(b.key)).toEqual({ id: b.record.id, tier: 'starter' });
  });

  it('compares in constant time: the same work for any two strings of the same length', () => {
    expect(constantTimeEqual('sha256:abc', 'sha256:abc')).toBe(true);
    expect(constantTimeEqual('sha256:abc', 'sha256:abd')).toBe(false);
    expect(constantTimeEqual('sha256:abc', 'sha256:ab')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});

describe('the key file as the store of accounts', () => {
  it('reads a key file from before accounts as one without any, and keeps working with it', async () => {
    const old = createKeyFileStore({ path, fs: nodeKeyFileSystem });
    const { key } = await old.create({ tier: 'pro' });
    const file = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify({ version: 1, keys: file.keys }));
    const store = createKeyFileStore({ path, fs: nodeKeyFileSystem, refreshMs: 0 });
    expect(await store.verify(key)).toMatchObject({ tier: 'pro' });
    const data = await store.read();
    expect(data).toMatchObject({ accounts: [], sessions: [], signInLinks: [] });
    expect(data.secret).toBeUndefined();
    await store.create({ tier: 'starter' });
    expect(JSON.parse(readFileSync(path, 'utf8')).keys).toHaveLength(2);
  });

  it('loses none of 50 concurrent writes in one process', async () => {
    const store = createKeyFileStore({ path, fs: nodeKeyFileSystem, hash: nodeHashApiKey });
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) => store.create({ tier: 'starter', label: `k${i}` })));
    const stored = JSON.parse(readFileSync(path, 'utf8')).keys as Array<{ id: string }>;
    expect(stored.map((k) => k.id).sort()).toEqual(created.map((c) => c.record.id).sort());
    const reopened = createKeyFileStore({ path, fs: nodeKeyFileSystem });
    for (const { key, record } of created) expect(await reopened.verify(key)).toEqual({ id: record.id, tier: 'starter' });
  });

  it('loses none of the writes of two stores on one file either: they take turns through the lock file', async () => {
    const one = createKeyFileStore({ path, fs: nodeKeyFileSystem, hash: nodeHashApiKey });
    const two = createKeyFileStore({ path, fs: nodeKeyFileSystem, hash: nodeHashApiKey });
    const created = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? one : two).create({ tier: 'pro' })));
    expect(JSON.parse(readFileSync(path, 'utf8')).keys).toHaveLength(created.length);
    expect(readdirSync(join(dir, 'nested'))).toEqual(['keys.json']);
  });

  it('takes over a lock left behind by a process that died', async () => {
    const store = createKeyFileStore({ path, fs: nodeKeyFileSystem });
    await store.create({ tier: 'pro' });
    const lock = `${path}.lock`;
    writeFileSync(lock, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    await store.create({ tier: 'pro' });
    expect(JSON.parse(readFileSync(path, 'utf8')).keys).toHaveLength(2);
    expect(existsSync(lock)).toBe(false);
  });

  it('drops expired sessions and sign-in links on every write, writes nothing for a change that changes nothing, and nothing for one that throws', async () => {
    let clock = Date.UTC(2030, 0, 1);
    const store = createKeyFileStore({ path, fs: nodeKeyFileSystem, now: () => clock });
    const at = (ms: number): string => new Date(ms).toISOString();
    await store.update((data) => {
      data.sessions.push({ hash: 'sha256:a', account: 'acc_1', expires: at(clock + 1000) }, { hash: 'sha256:b', account: 'acc_1', expires: at(clock + 5000) });
      data.signInLinks.push({ hash: 'sha256:c', emailHmac: 'hmac-sha256:x', expires: at(clock + 1000) });
    });
    const inode = statSync(path).ino;
    expect(await store.update(() => 'unchanged')).toBe('unchanged');
    expect(statSync(path).ino).toBe(inode);
    await expect(store.update((data) => {
      data.keys.length = 0;
      throw new Error('no');
    })).rejects.toThrow('no');
    expect(statSync(path).ino).toBe(inode);
    clock += 1000;
    await store.update(() => undefined);
    const file = JSON.parse(readFileSync(path, 'utf8'));
    expect(file.sessions.map((s: { hash: string }) => s.hash)).toEqual(['sha256:b']);
    expect(file.signInLinks).toEqual([]);
  });

  it('keeps no copy that was read before one of its own writes: a key revoked here stops working at once', async () => {
    let holdNext = false;
    let release: (() => void) | undefined;
    const fs: KeyFileSystem = {
      ...nodeKeyFileSystem,
      async read(file) {
        const text = await nodeKeyFileSystem.read(file);
        if (holdNext) {
          holdNext = false;
          await new Promise<void>((resolve) => (release = resolve));
        }
        return text;
      },
    };
    // Without a write of its own, this store would look at the file again only after a minute.
    const store = createKeyFileStore({ path, fs, refreshMs: 60_000 });
    const { key, record } = await store.create({ tier: 'pro' });
    holdNext = true;
    // A request reads the file before the revocation, and is still at it when the revocation is written.
    const early = store.verify(key);
    while (release === undefined) await new Promise((resolve) => setTimeout(resolve, 1));
    await store.revoke(record.id);
    release();
    await early;
    expect(await store.verify(key)).toBeNull();
  });

  it('refuses a file whose accounts, sessions or links are not records of their kind', async () => {
    for (const [field, value, message] of [
      ['accounts', [{ id: 'acc_1', tier: 'gold', created: 'x', emailHmac: 'y' }], /account 0 is not a valid account record/],
      ['sessions', [{ hash: 'sha256:a', account: 'acc_1', expires: 'never' }], /session 0 is not a valid session record/],
      ['signInLinks', {}, /"signInLinks" is not a list/],
      ['secret', 42, /"secret" is not a string/],
    ] as const) {
      writeFileSync(path.replace('nested/', ''), JSON.stringify({ version: 1, keys: [], [field]: value }));
      await expect(createKeyFileStore({ path: path.replace('nested/', ''), fs: nodeKeyFileSystem }).reload()).rejects.toThrow(message);
    }
  });
});
