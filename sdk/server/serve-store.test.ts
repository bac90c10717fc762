/**
 * The store as an operator meets it, through `bank-number serve` and `bank-number keys` processes
 * and real HTTP only: nothing acknowledged is lost when the server is killed, and several servers
 * on one PostgreSQL and one Redis agree on keys at once.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from './adapters/open-store.ts';
import { accountSite, runCli, spawnCli, startServe } from './test-support/cli.ts';
import type { ServeProcess } from './test-support/cli.ts';
import { dashboardSignIn } from './test-support/dashboard.ts';
import { accountPost, bearer, send } from './test-support/harness.ts';
import type { Reply } from './test-support/harness.ts';
import { startPostgres } from './test-support/postgres.ts';
import type { TestPostgres } from './test-support/postgres.ts';
import { startRedis } from './test-support/redis.ts';
import type { TestRedis } from './test-support/redis.ts';

const hashOf = (key: string): string => `sha256:${createHash('sha256').update(key).digest('hex')}`;

let folder: string;
let postgres: TestPostgres;
let redis: TestRedis;
const servers: ServeProcess[] = [];
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-serve-store-'));
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all([postgres?.stop(), redis?.stop()]);
  rmSync(folder, { recursive: true, force: true });
});

async function serve(args: string[]): Promise<ServeProcess> {
  const started = await startServe(args, folder);
  servers.push(started);
  return started;
}

/** Runs `keys create` to the end: the key when it printed one and exited 0, else null. */
function cliCreate(database: string): Promise<string | null> {
  const child = spawnCli(['keys', 'create', '--tier', 'starter', '--database', database], folder);
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (code) => resolve(code === 0 && /^bn_live_/.test(stdout) ? stdout.trim() : null)),
  );
}

describe.each([
  ['SQLite', async () => join(folder, `durable-${Date.now()}.db`)],
  ['PostgreSQL', () => postgres.database()],
])('durability on %s', { timeout: 300_000 }, (_name, location) => {
  it(
    'keeps every key it acknowledged when the server is killed with ' +
      'SIGKILL during 50 concurrent creations (CLI and dashboard)',
    async () => {
      const database = await location();
      const server = await serve(['--database', database, '--static', accountSite(folder)]);
      const accounts = [];
      for (let i = 0; i < 8; i++) accounts.push(await dashboardSignIn(server, `durable-${i}@example.com`));
      const acknowledged: string[] = accounts.map((a) => a.key);
      let apiAnswers = 0;
      const statuses: number[] = [];
      let cliDone = 0;
      let killed = false;
      const kill = (): void => {
        if (killed) return;
        killed = true;
        server.child.kill('SIGKILL');
      };
      // 10 creations by the command line, 40 through the dashboard (5 for each of 8 accounts).
      const cli = Array.from({ length: 10 }, () =>
        cliCreate(database).then((key) => {
          if (key !== null) {
            acknowledged.push(key);
            cliDone++;
          }
        }),
      );
      const api = accounts.flatMap(({ cookie }) =>
        Array.from({ length: 5 }, () =>
          accountPost(server.url, 'keys', { label: 'durable' }, { cookie }).then(
            (reply: Reply) => {
              statuses.push(reply.status);
              if (reply.status === 201) acknowledged.push(reply.body.key.key as string);
              // Killed while most are still on their way.
              if (++apiAnswers === 8) kill();
            },
            () => undefined,
          ),
        ),
      );
      await Promise.all([...cli, ...api]);
      kill();
      await server.stop();
      const store = await openStore(database);
      try {
        const missing = [];
        for (const key of acknowledged) if ((await store.keyByHash(hashOf(key))) === null) missing.push(key.slice(-4));
        expect(missing).toEqual([]);
        // The command-line creations do not depend on the server: all of them were acknowledged.
        expect(cliDone, `dashboard answers: ${statuses.join(' ')}`).toBe(10);
      } finally {
        await store.close();
      }
    },
  );
});

describe('two servers on one PostgreSQL and one Redis', { timeout: 300_000 }, () => {
  it(
    'agree on a new key at once, on a revocation within a second, ' + "and count a fresh Starter key's burst exactly",
    async () => {
      const database = await postgres.database();
      const site = accountSite(folder);
      const args = ['--database', database, '--redis', redis.url, '--static', site];
      const [one, two] = [await serve(args), await serve(args)] as [ServeProcess, ServeProcess];
      const usage = (s: ServeProcess, key: string): Promise<Reply> =>
        send(s.url, '/api/v1/usage', { headers: bearer(key) });

      // Made through one's dashboard: the other accepts it on its first request.
      const { cookie, key: first } = await dashboardSignIn(one, 'two-servers@example.com');
      expect((await usage(two, first)).status).toBe(200);
      const created = await accountPost(one.url, 'keys', { label: 'second' }, { cookie });
      expect(created.status).toBe(201);
      const second = created.body.key as { id: string; key: string };
      expect((await usage(two, second.key)).status).toBe(200);
      // Made by the command line: both accept it at once.
      const cliKey = (await runCli(['keys', 'create', '--tier', 'pro', '--database', database], folder)).stdout.trim();
      expect([(await usage(one, cliKey)).status, (await usage(two, cliKey)).status]).toEqual([200, 200]);

      // Revoked through two's dashboard: refused by both within a second.
      expect((await usage(one, second.key)).status).toBe(200);
      const revoked = await accountPost(two.url, `keys/${second.id}/revoke`, {}, { cookie });
      expect(revoked.status).toBe(200);
      const revokedAt = Date.now();
      const refusedAfter = async (s: ServeProcess): Promise<number> => {
        while ((await usage(s, second.key)).status !== 401) await new Promise((resolve) => setTimeout(resolve, 25));
        return Date.now() - revokedAt;
      };
      const [afterOne, afterTwo] = await Promise.all([refusedAfter(one), refusedAfter(two)]);
      // The servers re-read a known key at most a second after they last read it; a loaded test
      // machine may add a little to the requests themselves.
      expect(Math.max(afterOne, afterTwo)).toBeLessThan(1500);

      // The burst: a Starter key made a moment ago, 30 requests at once, half to each server.
      const starter = (
        await runCli(['keys', 'create', '--tier', 'starter', '--database', database], folder)
      ).stdout.trim();
      const open = await send(one.url, '/api/v1/validate?q=011000015');
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          send((i % 2 === 0 ? one : two).url, '/api/v1/validate?q=011000015', { headers: bearer(starter) }),
        ),
      );
      const statuses = burst.map((reply) => reply.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      const policies = new Set(burst.map((reply) => reply.headers['ratelimit-policy']));
      expect(policies.size).toBe(1);
      expect([...policies][0]).toContain('q=10;w=60');
      expect([...policies][0]).not.toBe(open.headers['ratelimit-policy']);
    },
  );
});
