/**
 * The in-memory rate-limit store under many clients: a server (the handler and the Node adapter,
 * memory store, one trusted proxy) in a child process gets requests from 300,000 distinct client
 * addresses (X-Forwarded-For), over real HTTP; prints the child's resident memory before, after,
 * and after a garbage collection.
 *
 *   npm run bench:rate-limit-memory -- [--clients 300000] [--max-buckets 100000]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { commandLine } from '../dev/command-line.ts';

/** The part of autocannon's API used here (it ships no types). */
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  amount: number;
  requests: Array<{
    setupRequest: (request: { headers: Record<string, string> }) => { headers: Record<string, string> };
  }>;
}) => Promise<{ requests: { total: number }; non2xx: number }>;

const SELF = fileURLToPath(import.meta.url);
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url));

const { values } = commandLine('usage: npm run bench:rate-limit-memory [-- --clients N] [--max-buckets N]', {
  options: { clients: { type: 'string' }, 'max-buckets': { type: 'string' }, serve: { type: 'boolean' } },
});

/** `--name N`: a positive number, else `fallback`. */
function option(name: 'clients' | 'max-buckets', fallback: number): number {
  const value = Number(values[name]);
  return values[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

if (values.serve === true) {
  const { createHandler } = await import('../../sdk/server/handler.ts');
  const node = await import('../../sdk/server/adapters/node.ts');
  const { createMemoryRateLimitStore } = await import('../../sdk/server/rate-limit/memory-store.ts');
  const store = createMemoryRateLimitStore({ maxBuckets: option('max-buckets', 100_000) });
  const server = await node.serveNode({
    fetch: createHandler({
      rateLimitStore: store,
      trustedProxies: 1,
      clientAddress: node.nodeClientAddress,
      logger: null,
    }),
    port: 0,
  });
  process.stdout.write(`${server.url}\n`);
  process.on('message', () => {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ buckets: store.size });
  });
} else {
  const clients = option('clients', 300_000);
  const child = spawn(process.execPath, ['--expose-gc', '--import', TSX, SELF, '--serve', ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve) =>
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  const rss = (): string =>
    `${Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024)} MB`;
  const ask = (): Promise<{ buckets: number }> =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m as { buckets: number }));
      child.send('gc');
    });
  await fetch(`${url}/api/v1/validate?q=011000015`).then((r) => r.arrayBuffer());
  process.stdout.write(`idle: ${rss()}\n`);
  let n = 0;
  const result = await autocannon({
    url: `${url}/api/v1/validate?q=011000015`,
    connections: 32,
    amount: clients,
    requests: [
      {
        setupRequest: (request: { headers: Record<string, string> }) => {
          const i = n++;
          request.headers = {
            ...request.headers,
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          };
          return request;
        },
      },
    ],
  });
  process.stdout.write(
    `after ${clients} distinct clients (${result.requests.total} requests, ${result.non2xx} not 2xx): ${rss()}\n`,
  );
  const { buckets } = await ask();
  process.stdout.write(`after a garbage collection: ${rss()}; buckets kept: ${buckets}\n`);
  child.kill('SIGTERM');
}
