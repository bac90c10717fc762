/**
 * The store under a grown user base: 5,000 sign-ups (each a sign-in link stored, used, and an
 * account with its first key made), then key creation through the dashboard API over real HTTP,
 * one request at a time; prints p50, p95 and max per engine. SQLite in a temporary file, and
 * PostgreSQL started from Debian's binaries (as the tests start it). Budget: p95 under 50 ms.
 *
 *   node --import tsx scripts/store-bench.ts [--accounts 5000] [--keys 500] [--engine sqlite|postgres|both]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAccountService } from '../sdk/server/accounts/account-service.ts';
import type { Mailer } from '../sdk/server/accounts/mailer.ts';
import { nodeClientAddress, nodeHashApiKey, serveNode } from '../sdk/server/adapters/node.ts';
import { createHandler } from '../sdk/server/handler.ts';
import { createStoreKeyVerifier } from '../sdk/server/store/key-verifier.ts';
import { openStore } from '../sdk/server/adapters/open-store.ts';
import { startPostgres } from '../sdk/server/test-support/postgres.ts';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '5000' },
    keys: { type: 'string', default: '500' },
    engine: { type: 'string', default: 'both' },
  },
});
const ACCOUNTS = Number(values.accounts);
const KEYS = Number(values.keys);

async function bench(engine: string, location: string): Promise<void> {
  const store = await openStore(location);
  const tokens: string[] = [];
  const mailer: Mailer = {
    description: 'memory',
    async send(message) {
      tokens.push(/#token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1] as string);
    },
  };
  let url = '';
  const accounts = createAccountService({ store, mailer, publicUrl: () => url, hash: nodeHashApiKey, logger: null });
  const server = await serveNode({
    fetch: createHandler({
      keys: createStoreKeyVerifier({ store, hash: nodeHashApiKey }),
      accounts,
      clientAddress: nodeClientAddress,
      logger: null,
    }),
    port: 0,
  });
  url = server.url;

  // The sign-ups: links sent and used, accounts and first keys made, sessions opened.
  const started = performance.now();
  const sessions: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 50) {
    const batch = Array.from({ length: Math.min(50, ACCOUNTS - i) }, (_, j) => `bench-${i + j}@example.com`);
    const before = tokens.length;
    for (const email of batch) accounts.requestSignIn(email);
    await accounts.settle();
    const signed = await Promise.all(tokens.slice(before).map((token) => accounts.signIn(token)));
    for (const result of signed) if (result !== null) sessions.push(result.sessionToken);
  }
  const signUpSeconds = (performance.now() - started) / 1000;

  // Key creation through the dashboard API, as a browser does it: one request at a time.
  const times: number[] = [];
  for (let i = 0; i < KEYS; i++) {
    const session = sessions[(i * 7919) % sessions.length] as string;
    const t = performance.now();
    const reply = await fetch(`${url}/api/account/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `bn_session=${session}` },
      body: JSON.stringify({ label: `bench ${i}` }),
    });
    await reply.arrayBuffer();
    times.push(performance.now() - t);
    if (reply.status !== 201 && reply.status !== 409) throw new Error(`key creation answered ${reply.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): string =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(1);
  process.stdout.write(
    `${engine.padEnd(10)} ${sessions.length} sign-ups in ${signUpSeconds.toFixed(1)} s; ${KEYS} key creations: ` +
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms ` +
      `(budget p95 < 50 ms: ${Number(at(0.95)) < 50 ? 'met' : 'NOT met'})\n`,
  );
  await server.shutdown();
  await store.close();
}

const folder = mkdtempSync(join(tmpdir(), 'bank-number-store-bench-'));
try {
  if (values.engine !== 'postgres') await bench('sqlite', join(folder, 'bench.db'));
  if (values.engine !== 'sqlite') {
    const postgres = await startPostgres({ fsync: true });
    try {
      await bench('postgres', await postgres.database());
    } finally {
      await postgres.stop();
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
