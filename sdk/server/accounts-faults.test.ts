/**
 * The account API while its parts fail, through real HTTP on loopback: a real PostgreSQL stopped
 * under it, and a mail server that accepts connections and never answers.
 */
import Database from 'better-sqlite3';
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountService } from './accounts/account-service.ts';
import { nodeHashApiKey } from './adapters/node.ts';
import { createSmtpMailer, DEFAULT_MAIL_FROM } from './adapters/smtp-mailer.ts';
import { startAccountServer } from './test-support/accounts.ts';
import type { AccountServer } from './test-support/accounts.ts';
import { accountPost, eventually, openTestStore, serveApp, testLog } from './test-support/harness.ts';
import type { Reply } from './test-support/harness.ts';
import { startPostgres } from './test-support/postgres.ts';
import type { TestPostgres } from './test-support/postgres.ts';
import { startSmtp } from './test-support/smtp.ts';
import type { TestSmtp } from './test-support/smtp.ts';

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
});
