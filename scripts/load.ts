/**
 * The API server's CPU per request: `GET /api/v1/validate?q=…` on loopback, without a key (Open
 * tier) and with a Business key, as `bank-number serve` runs it (SQLite keys, the memory rate-limit
 * store, one log line a request). The limits are raised so that they never bind: the run measures
 * the work of every request, not refusals. With `--base`, the server of another checkout runs too,
 * taking turns with this one, and the last line gives this one's CPU per request as a ratio of it.
 * With `--traces`, this checkout's server runs with an OpenTelemetry SDK registered (every span
 * recorded, batched and handed to an exporter that drops them), as an operator's preload makes it.
 *
 *   tsx scripts/load.ts [--base /tmp/base] [--traces] [--duration 4] [--rounds 5] [--connections 10]
 *
 * Each server runs in a child process of its own and autocannon runs here; the CPU time of the
 * child is read from `/proc` (Linux), which a shared machine's other load disturbs far less than
 * requests per second. The median of the rounds counts.
 * @module
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type * as Tracing from '../sdk/server/tracing.ts';
import { repoRoot } from './paths.ts';

/** The part of autocannon's API used here (it ships no types). */
interface LoadResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<LoadResult>;

const QUERY = '/api/v1/validate?q=GB82WEST12345698765432';
const SELF = fileURLToPath(import.meta.url);
const TSX = fileURLToPath(new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url));
const UNLIMITED = { minute: 1e9, day: 1e9 };

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    serve: { type: 'string' },
    traces: { type: 'boolean' },
  },
});

/** `--name N`: a positive number, else `fallback`. */
function option(name: 'duration' | 'connections' | 'rounds', fallback: number): number {
  const value = Number(values[name]);
  return values[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Child mode: the server of the checkout at `root`; prints its URL and a Business key on stderr. */
async function serveChild(root: string): Promise<void> {
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const [{ createHandler }, node, { issueKey }, { createStoreKeyVerifier }] = await Promise.all([
    load('sdk/server/handler.ts'),
    load('sdk/server/adapters/node.ts'),
    load('sdk/server/store/issue-key.ts'),
    load('sdk/server/store/key-verifier.ts'),
  ]);
  // With traces, the store is traced as `bank-number serve` wires it.
  const tracing = values.traces === true ? await startTracing(load) : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-load-'));
  // `keyFile: null`: a checkout from before the key file's import was removed imports none.
  const store = await node.openStore(join(dir, 'bank-number.db'), { keyFile: null });
  const { key } = await issueKey(store, { tier: 'business', label: 'load', hash: node.nodeHashApiKey });
  const handler = createHandler({
    keys: createStoreKeyVerifier({ store: tracing?.traceStore(store) ?? store, hash: node.nodeHashApiKey }),
    clientAddress: node.nodeClientAddress,
    limits: { open: UNLIMITED, business: UNLIMITED },
    // One JSON line per request, as `bank-number serve` writes it; stdout goes to /dev/null.
    logger: node.createStreamLogger(),
  });
  const server = await node.serveNode({ fetch: handler, port: 0, host: '127.0.0.1' });
  process.stderr.write(`${server.url} ${key}\n`);
  process.on('SIGTERM', () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** Registers an OpenTelemetry SDK whose exporter drops the spans; answers the checkout's tracing module. */
async function startTracing(load: (path: string) => Promise<unknown>): Promise<typeof Tracing> {
  const { NodeTracerProvider } = await import('@opentelemetry/sdk-trace-node');
  const { BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const dropped: SpanExporter = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => {} };
  new NodeTracerProvider({ spanProcessors: [new BatchSpanProcessor(dropped)] }).register();
  return (await load('sdk/server/tracing.ts')) as typeof Tracing;
}

interface Child {
  child: ChildProcess;
  url: string;
  key: string;
}

function startChild(root: string): Promise<Child> {
  const traces = values.traces === true && root === repoRoot ? ['--traces'] : [];
  const child = spawn(process.execPath, ['--import', TSX, SELF, '--serve', root, ...traces], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((done, fail) => {
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const [line] = text.split('\n');
      if (text.includes('\n') && line !== undefined) {
        const [url = '', key = ''] = line.split(' ');
        done({ child, url, key });
      }
    });
    child.once('exit', (code) => fail(new Error(`the server of ${root} exited with ${code}: ${text}`)));
  });
}

/** CPU time a process has used, in µs (Linux `/proc`). */
function cpuMicros(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Run {
  rps: number;
  /** Server CPU per request, µs. */
  cpu: number;
}

async function measure(server: Child, keyed: boolean, seconds: number, connections: number): Promise<Run> {
  const before = cpuMicros(server.child.pid);
  const headers: Record<string, string> = keyed ? { authorization: `Bearer ${server.key}` } : {};
  const result = await autocannon({ url: `${server.url}${QUERY}`, connections, duration: seconds, headers });
  const after = cpuMicros(server.child.pid);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${server.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { rps: result.requests.average, cpu: (after - before) / result.requests.total };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function main(): Promise<void> {
  if (values.serve !== undefined) return serveChild(values.serve);
  const seconds = option('duration', 4);
  const connections = option('connections', 10);
  const rounds = option('rounds', 5);
  const roots = values.base === undefined ? [repoRoot] : [resolve(values.base), repoRoot];
  const self = values.traces === true ? 'this checkout, traces' : 'this checkout';
  const names = roots.length === 1 ? [self] : ['base', self];
  const servers: Child[] = [];
  try {
    for (const root of roots) servers.push(await startChild(root));
    // Warm up each server's JIT before anything is measured.
    for (const server of servers) for (const keyed of [false, true]) await measure(server, keyed, 2, connections);
    const runs = servers.map(() => ({ open: [] as Run[], key: [] as Run[] }));
    // The servers take turns, so that a change in the machine's other load hits them alike.
    for (let round = 0; round < rounds; round++) {
      for (const [i, server] of servers.entries()) {
        runs[i]?.open.push(await measure(server, false, seconds, connections));
        runs[i]?.key.push(await measure(server, true, seconds, connections));
      }
    }
    let text = `GET ${QUERY}, ${connections} connections, median of ${rounds} runs of ${seconds} s, loopback\n`;
    const cpu = (list: Run[]) => median(list.map((r) => r.cpu));
    for (const [i, name] of names.entries()) {
      const { open, key } = runs[i] as { open: Run[]; key: Run[] };
      for (const [label, list] of [
        ['Open tier', open],
        ['Business key', key],
      ] as const) {
        const rps = median(list.map((r) => r.rps)).toFixed(0);
        text += `${`${name}, ${label}`.padEnd(30)} ${rps.padStart(7)} req/s   CPU ${cpu(list).toFixed(1)} µs/request\n`;
      }
    }
    if (runs.length === 2) {
      const [before, after] = runs as [{ open: Run[]; key: Run[] }, { open: Run[]; key: Run[] }];
      const ratio = (name: 'open' | 'key') => ((cpu(after[name]) / cpu(before[name])) * 100).toFixed(1);
      text +=
        `CPU per request of this checkout: ${ratio('open')}% of base (Open tier), ` +
        `${ratio('key')}% (Business key)\n`;
    }
    process.stdout.write(text);
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}

await main();
