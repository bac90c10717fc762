/**
 * The server while its PostgreSQL is paused (every process of the cluster stopped with SIGSTOP,
 * its connections left open and silent), through real HTTP on loopback: a key read in the last
 * minute keeps working without waiting for the database, and whatever needs the database (a key
 * never read, a sign-up) is answered 503 within the database's deadline, not after the pause.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHashApiKey, startServer } from './adapters/node.ts';
import type { StartedServer } from './adapters/node.ts';
import { issueKey } from './store/issue-key.ts';
import { accountPost, bearer, send } from './test-support/harness.ts';
import type { Reply } from './test-support/harness.ts';
import { startPostgres } from './test-support/postgres.ts';
import type { TestPostgres } from './test-support/postgres.ts';

let postgres: TestPostgres;
let server: StartedServer | undefined;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await server?.close().catch(() => undefined);
  await postgres.stop();
});

const quiet = { info: () => undefined, error: () => undefined, flush: () => undefined };
const PAUSE_MS = 15_000;

describe('a paused PostgreSQL', { timeout: 120_000 }, () => {
  it(
    'keeps a key read before working, and answers a new key and a sign-up 503 ' + 'while the database is still paused',
    async () => {
      server = await startServer({
        store: await postgres.database('stall'),
        port: 0,
        databaseTimeoutMs: 500,
        signUp: true,
        logger: quiet,
      });
      const url = server.url;
      const known = await issueKey(server.store, { tier: 'pro', hash: nodeHashApiKey });
      const fresh = await issueKey(server.store, { tier: 'pro', hash: nodeHashApiKey });
      const validate = (key: string): Promise<Reply> =>
        send(url, '/api/v1/validate?q=011000015', { headers: bearer(key) });
      expect((await validate(known.key)).status).toBe(200);

      const resume = postgres.pause();
      let paused = true;
      // However the server behaves, the database goes on after PAUSE_MS.
      const bound = setTimeout(() => {
        paused = false;
        resume();
      }, PAUSE_MS);
      /** The answer, and whether the database was still paused when it came. */
      const whilePaused = async (
        request: Promise<Reply>,
      ): Promise<{ status: number; code: unknown; paused: boolean }> => {
        const reply = await request;
        return { status: reply.status, code: reply.body.code, paused };
      };
      try {
        // The known key, read before the pause, asked again past its second of freshness: for
        // three seconds, one request every 250 ms.
        const knownAnswers = [];
        for (let i = 0; i < 12; i++) {
          knownAnswers.push(await whilePaused(validate(known.key)));
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(knownAnswers).toEqual(knownAnswers.map(() => ({ status: 200, code: undefined, paused: true })));
        const [fresher, signUp] = await Promise.all([
          whilePaused(validate(fresh.key)),
          whilePaused(accountPost(url, 'sign-up', { email: 'paused@example.com' })),
        ]);
        expect(fresher).toEqual({ status: 503, code: 'KEY_STORE_UNAVAILABLE', paused: true });
        expect(signUp).toEqual({ status: 503, code: 'ACCOUNT_STORE_UNAVAILABLE', paused: true });
      } finally {
        clearTimeout(bound);
        resume();
      }
      // Once it answers again, so does everything.
      expect((await validate(fresh.key)).status).toBe(200);
      expect((await accountPost(url, 'sign-up', { email: 'resumed@example.com' })).status).toBe(202);
    },
  );
});
