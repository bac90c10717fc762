/**
 * The account API while its parts fail, through real HTTP on loopback: a real PostgreSQL stopped
 * under it, and a mail server that accepts connections and never answers.
 */
import Database from 'better-sqlite3';
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountService } from './account-service.ts';
import { nodeHashApiKey } from '../adapters/node.ts';
import { createSmtpMailer, DEFAULT_MAIL_FROM } from '../adapters/smtp-mailer.ts';
import { startAccountServer } from '../test-support/accounts.ts';
import type { AccountServer } from '../test-support/accounts.ts';
import { accountPost, call, eventually, openTestStore, serveApp, testLog } from '../test-support/harness.ts';
import type { Reply } from '../test-support/harness.ts';
import { startPostgres } from '../test-support/postgres.ts';
import type { TestPostgres } from '../test-support/postgres.ts';
import { startSilentSmtp, startSmtp } from '../test-support/smtp.ts';
import type { TestSmtp } from '../test-support/smtp.ts';

let postgres: TestPostgres;
let smtp: TestSmtp;
beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startPostgres({ fsync: false }), startSmtp()]);
});
afterAll(async () => {
  await Promise.all([postgres.stop(), smtp.close()]);
});

function expectUnavailable(reply: Reply, what: string): void {
  expect(reply.status, `${what}: ${reply.text}`).toBe(503);
  expect(reply.headers['content-type']).toBe('application/problem+json');
  expect(reply.body.code).toBe('ACCOUNT_STORE_UNAVAILABLE');
  expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('the account API when its store fails', { timeout: 60_000 }, () => {
  let server: AccountServer;
  afterAll(() => server.close());

  it(
    'answers 503 with Retry-After (never 500) for sign-up, ' +
      'sign-in, the session and the keys while PostgreSQL is down',
    async () => {
      server = await startAccountServer({ smtp, database: await postgres.database('faults'), network: true });
      const { cookie } = await server.signIn('owner@example.com');
      const token = await server.signUp('second@example.com');
      await postgres.stop();

      const before = server.log.length;
      expectUnavailable(await server.post('sign-up', { email: 'new@example.com' }), 'sign-up');
      expectUnavailable(await server.post('sign-in', { token }), 'sign-in');
      expectUnavailable(await server.get('session', { cookie }), 'session');
      expectUnavailable(await server.post('keys', { label: 'x' }, { cookie }), 'keys');
      expectUnavailable(await server.post('keys/key_1/rotate', {}, { cookie }), 'rotate');
      expectUnavailable(await server.post('keys/key_1/revoke', {}, { cookie }), 'revoke');
      expectUnavailable(await server.post('sign-out', {}, { cookie }), 'sign-out');
      const lines = server.log.slice(before);
      expect(lines.filter((line) => line.includes('"status":500'))).toEqual([]);
      // The operator still learns why, without the address or the token.
      expect(lines.some((line) => line.startsWith('{"error"'))).toBe(true);
      expect(lines.join('\n')).not.toContain('new@example.com');
      expect(lines.join('\n')).not.toContain(token);
    },
  );
});

describe('sign-up and the mail', { timeout: 30_000 }, () => {
  // A mail server that takes connections and never says a word.
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers once the link is stored, without waiting for a mail server that never answers', async () => {
    const opened = await openTestStore();
    const { port } = silent.address() as { port: number };
    const mailer = await createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: DEFAULT_MAIL_FROM });
    const { logger } = testLog();
    const service = createAccountService({
      store: opened.store,
      mailer,
      publicUrl: 'http://127.0.0.1/',
      hash: nodeHashApiKey,
      logger,
    });
    const served = await serveApp({ logger, keys: opened.keys, accounts: service }, true);
    try {
      const database = new Database(opened.database, { readonly: true });
      const links = (): number =>
        (database.prepare('SELECT count(*) AS n FROM sign_in_links').get() as { n: number }).n;
      try {
        for (const [i, email] of ['a@example.com', 'b@example.com', 'a@example.com'].entries()) {
          const started = Date.now();
          const reply = await accountPost(served, 'sign-up', { email });
          expect(reply.status).toBe(202);
          expect(Date.now() - started).toBeLessThan(1000);
          // The link is in the database when the answer arrives.
          expect(links()).toBe(i + 1);
        }
      } finally {
        database.close();
      }
      // Each message is still on its way: the answers did not wait for them.
      await eventually(() => (sockets.length === 3 ? true : undefined));
    } finally {
      for (const socket of sockets) socket.destroy();
      await served.stop();
      await service.settle();
      await mailer.close?.();
      await opened.close();
    }
  });

  it(
    'keeps at most its pool of connections open to a server that never answers, refuses sign-ups ' +
      'beyond its bound with 503 and Retry-After, keeps the API answering, and frees all at the timeout',
    async () => {
      const mute = await startSilentSmtp();
      const opened = await openTestStore();
      const mailer = await createSmtpMailer({
        url: mute.url,
        from: DEFAULT_MAIL_FROM,
        maxConnections: 3,
        timeoutMs: 3000,
      });
      const { logger } = testLog();
      const service = createAccountService({
        store: opened.store,
        mailer,
        publicUrl: 'http://127.0.0.1/',
        hash: nodeHashApiKey,
        logger,
        maxMailsInFlight: 10,
        // All from one address: its own limit is not what this test is about.
        signUpLimits: { address: { hour: 1000, day: 1000 } },
      });
      const served = await serveApp({ logger, keys: opened.keys, accounts: service }, true);
      const database = new Database(opened.database, { readonly: true });
      const links = (): number =>
        (database.prepare('SELECT count(*) AS n FROM sign_in_links').get() as { n: number }).n;
      try {
        const emails = Array.from({ length: 60 }, (_, i) => `user${i}@example.com`);
        const replies = await Promise.all(emails.map((email) => accountPost(served, 'sign-up', { email })));
        expect((await call(served.url, '/api/v1/validate?q=011000015')).status).toBe(200);
        await eventually(() => (mute.open() >= 3 ? true : undefined));
        expect(mute.most()).toBe(3);

        const accepted = replies.filter((reply) => reply.status === 202);
        const refused = replies.filter((reply) => reply.status === 503);
        expect(accepted).toHaveLength(10);
        expect(refused).toHaveLength(50);
        for (const reply of refused) {
          expect(reply.headers['content-type']).toBe('application/problem+json');
          expect(reply.body.code).toBe('MAIL_QUEUE_FULL');
          expect(reply.headers['retry-after']).toBe('30');
        }
        // Nothing half-done: a link for each accepted sign-up, none for a refused one.
        expect(links()).toBe(10);
        // The messages give up at their timeout; their connections close, and sign-up works again,
        // for an address that was refused too (it was not counted).
        await eventually(() => (mute.open() === 0 ? true : undefined));
        await service.settle();
        const again = emails[replies.findIndex((reply) => reply.status === 503)] as string;
        expect((await accountPost(served, 'sign-up', { email: again })).status).toBe(202);
        expect(links()).toBe(11);
        expect(mute.most()).toBe(3);
      } finally {
        database.close();
        await served.stop();
        await mailer.close?.();
        await service.settle();
        await opened.close();
        await mute.close();
      }
    },
  );
});
