/**
 * `GET /api/account/session` for an account that revokes keys all day, through real HTTP on
 * loopback: what one account keeps and what one answer carries stay bounded, and the reads of a
 * session are limited per account.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHashApiKey } from './adapters/node.ts';
import { generateApiKey } from './keys/api-key.ts';
import { startAccountServer } from './test-support/accounts.ts';
import type { AccountServer } from './test-support/accounts.ts';
import type { Reply } from './test-support/harness.ts';
import { startSmtp } from './test-support/smtp.ts';
import type { TestSmtp } from './test-support/smtp.ts';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

/** Writes `count` keys of the account, revoked a second apart before `lastMs`, in one transaction. */
function revokedKeys(file: string, account: string, count: number, lastMs: number): void {
  const db = new Database(file);
  try {
    const insert = db.prepare(
      'insert into api_keys (id, hash, tier, label, created, last4, revoked, revoked_at, account) ' +
        "values (?, ?, 'starter', '', ?, ?, 1, ?, ?)",
    );
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const key = generateApiKey();
        const at = new Date(lastMs - (count - i) * 1000).toISOString();
        insert.run(`key_${i.toString(16).padStart(16, '0')}`, nodeHashApiKey(key), at, key.slice(-4), at, account);
      }
    })();
  } finally {
    db.close();
  }
}

function revokedRows(file: string, account: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (
      db.prepare('select count(*) as n from api_keys where account = ? and revoked = 1').get(account) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

describe('the session of an account that rotates all day', { timeout: 60_000 }, () => {
  let server: AccountServer;
  afterAll(() => server.close());

  it('keeps at most 100 revoked keys, lists the 20 newest with the total, and limits the reads', async () => {
    server = await startAccountServer({ smtp, network: true });
    const { cookie } = await server.signIn('rotates@example.com');
    const account = (await server.store.listKeys()).find((key) => key.account !== undefined)?.account as string;
    // A day of rotation at its limit: 14,400 revoked keys.
    revokedKeys(server.database, account, 14_400, server.clock() - 1000);
    let reads = 0;

    const before = await server.get('session', { cookie });
    reads++;
    expect(before.status).toBe(200);
    expect(before.body.revoked).toHaveLength(20);
    expect(before.body.revokedTotal).toBe(14_400);
    expect(before.text.length).toBeLessThan(8 * 1024);

    // Rotating through the API deletes the oldest revoked keys past 100.
    let key = before.body.keys[0].id as string;
    for (let i = 0; i < 3; i++) {
      server.clock.advance(1000);
      const rotated = await server.post(`keys/${key}/rotate`, {}, { cookie });
      expect(rotated.status).toBe(201);
      key = rotated.body.key.id;
    }
    expect(revokedRows(server.database, account)).toBe(100);
    const after = await server.get('session', { cookie });
    reads++;
    expect(after.body.revokedTotal).toBe(100);
    expect(after.body.revoked).toHaveLength(20);
    // The newest first: the key revoked last heads the list.
    const times = after.body.revoked.map((entry: { revoked: string }) => entry.revoked);
    expect(times).toEqual([...times].sort().reverse());
    expect(after.body.revoked[0].revoked).toBe(new Date(server.clock()).toISOString());

    // 60 reads a minute per account, whichever of its sessions reads.
    const second = (await server.signIn('rotates@example.com')).cookie;
    while (reads < 60) {
      expect((await server.get('session', { cookie: reads % 2 === 0 ? cookie : second })).status).toBe(200);
      reads++;
    }
    for (const session of [cookie, second]) {
      const refused = await server.get('session', { cookie: session });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', violatedPolicies: ['session-reads-minute'] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    server.clock.advance(60_000);
    expect((await server.get('session', { cookie })).status).toBe(200);
  });
});

describe('session cookies that match no session', { timeout: 60_000 }, () => {
  let server: AccountServer;
  afterAll(() => server.close());

  it('reach the store at most 60 times a minute from one address; forged signed ones never; a real session still works', async () => {
    server = await startAccountServer({ smtp, network: true });
    const { cookie } = await server.signIn('owner@example.com');
    // Every store call that looks a session up, or ends one.
    let calls = 0;
    const store = server.store as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['sessionAccount', 'session', 'endSession']) {
      const original = store[name] as (...args: unknown[]) => unknown;
      store[name] = function (this: unknown, ...args: unknown[]) {
        calls++;
        return original.apply(this, args);
      };
    }
    const made = (length: number): string => `bn_session=${randomBytes(64).toString('base64url').slice(0, length)}`;
    const asks = [
      (c: string) => server.get('session', { cookie: c }),
      (c: string) => server.post('sign-out', {}, { cookie: c }),
      (c: string) => server.post('keys/key_0000000000000000/revoke', {}, { cookie: c }),
    ];

    // Made-up cookies of the shape of a session token with a MAC: refused without the store.
    const forged: number[] = [];
    for (let i = 0; i < 90; i++) forged.push((await (asks[i % 3] as (c: string) => Promise<Reply>)(made(65))).status);
    expect(forged.filter((status) => status !== 401 && status !== 204)).toEqual([]);
    expect(calls).toBe(0);

    // Made-up cookies of the older shape, without a MAC: 60 a minute reach the store, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push((await (asks[i % 3] as (c: string) => Promise<Reply>)(made(43))).status);
    expect(calls).toBeLessThanOrEqual(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60);
    const refused = await server.get('session', { cookie: made(43) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', violatedPolicies: ['session-look-ups-minute'] });

    // The owner, at the same address, is not refused for them.
    const own = await server.get('session', { cookie });
    expect(own.status).toBe(200);
  });
});
