/**
 * The API server's CPU per request: `GET /api/v1/validate?q=…` on loopback, without a key (Open
 * tier) and with a Business key, as `bank-number serve` runs it (SQLite keys, the memory rate-limit
 * store, one log line a request). The limits are raised so that they never bind: the run measures
 * the work of every request, not refusals. With `--base`, the server of another checkout runs too,
 * taking turns with this one, and the last line gives this one's CPU per request as a ratio of it.
 * With `--metrics`, this checkout's server runs again with its Prometheus metrics on (the observer
 * and the wrappers of `bank-number serve --metrics`); with `--traces`, again with an OpenTelemetry
 * SDK registered (every span recorded, batched and handed to an exporter that drops them), as an
 * operator's preload makes it; with both, once more with both on. A line gives the CPU per request
 * of each as a ratio of this checkout's without them.
 *
 *   npm run bench:load -- [--base /tmp/base] [--metrics] [--traces] [--duration 4] [--rounds 5] [--connections 10]
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
import type * as Tracing from '../../sdk/server/tracing.ts';
import { repoRoot } from '../dev/paths.ts';

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
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url));
const UNLIMITED = { minute: 1e9, day: 1e9 };

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    serve: { type: 'string' },
    metrics: { type: 'boolean' },
    traces: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const USAGE = `usage: npm run bench:load -- [--base DIR] [--metrics] [--traces] [--duration S] [--rounds N] [--connections N]
  --base DIR        measure the server of the checkout in DIR too, taking turns, and compare
  --metrics         measure this checkout's server again with its metrics on, and compare
  --traces          measure it again with every span recorded, and compare (both: also both on)
  --duration S      seconds per run (default 4)
  --rounds N        runs per server and kind of request; the median counts (default 5)
  --connections N   concurrent connections (default 10)
`;

/** `--name N`: a positive number, else `fallback`. */
function option(name: 'duration' | 'connections' | 'rounds', fallback: number): number {
  const value = Number(values[name]);
  return values[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Child mode: the server of the checkout at `root`, with its metrics when `metrics` and its spans
 * recorded when `traces`; prints its URL and a Business key on stderr.
 */
async function serveChild(root: string, metrics: boolean, traces: boolean): Promise<void> {
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const [{ createHandler }, node, { issueKey }, { createStoreKeyVerifier }] = await Promise.all([
    load('sdk/server/handler.ts'),
    load('sdk/server/adapters/node.ts'),
    load('sdk/server/store/issue-key.ts'),
    load('sdk/server/store/key-verifier.ts'),
  ]);
  // With traces, the store is traced as `bank-number serve` wires it.
  const tracing = traces ? await startTracing(load) : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-load-'));
  // `keyFile: null`: a checkout from before the key file's import was removed imports none.
  const store = await node.openStore(join(dir, 'bank-number.db'), { keyFile: null });
  const { key } = await issueKey(store, { tier: 'business', label: 'load', hash: node.nodeHashApiKey });
  // As `bank-number serve --metrics` wires them: the store, the key verifier and the handler observed.
  const observed = metrics ? await node.createServerMetrics() : undefined;
  const counted = observed?.store(store) ?? store;
  const keys = createStoreKeyVerifier({ store: tracing?.traceStore(counted) ?? counted, hash: node.nodeHashApiKey });
  if (observed !== undefined) await node.serveMetrics(observed.registry, { host: '127.0.0.1', port: 0 });
  const handler = createHandler({
    keys: observed?.keys(keys) ?? keys,
    observer: observed?.observer,
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
  /** What the child wrote on stderr, to say why it stopped. */
  output(): string;
}

function startChild(root: string, metrics: boolean, traces: boolean): Promise<Child> {
  const flags = [...(metrics ? ['--metrics'] : []), ...(traces ? ['--traces'] : [])];
  const child = spawn(process.execPath, ['--import', TSX, SELF, '--serve', root, ...flags], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((done, fail) => {
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const [line] = text.split('\n');
      if (text.includes('\n') && line !== undefined) {
        const [url = '', key = ''] = line.split(' ');
        done({ child, url, key, output: () => text });
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
  const stopped = (): Error =>
    new Error(
      `the server at ${server.url} stopped (${server.child.exitCode ?? server.child.signalCode}): ${server.output()}`,
    );
  if (server.child.exitCode !== null || server.child.signalCode !== null) throw stopped();
  const before = cpuMicros(server.child.pid);
  const headers: Record<string, string> = keyed ? { authorization: `Bearer ${server.key}` } : {};
  const result = await autocannon({ url: `${server.url}${QUERY}`, connections, duration: seconds, headers });
  if (server.child.exitCode !== null || server.child.signalCode !== null) throw stopped();
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
  if (values.help === true) return void process.stdout.write(USAGE);
  if (values.serve !== undefined) return serveChild(values.serve, values.metrics === true, values.traces === true);
  const seconds = option('duration', 4);
  const connections = option('connections', 10);
  const rounds = option('rounds', 5);
  // The servers measured: the base's, this checkout's, and this checkout's with metrics, traces or both on.
  const [metrics, traces] = [values.metrics === true, values.traces === true];
  const runsOf: Array<{ name: string; root: string; metrics: boolean; traces: boolean }> = [];
  if (values.base !== undefined)
    runsOf.push({ name: 'base', root: resolve(values.base), metrics: false, traces: false });
  runsOf.push({ name: 'this checkout', root: repoRoot, metrics: false, traces: false });
  if (metrics) runsOf.push({ name: 'metrics on', root: repoRoot, metrics: true, traces: false });
  if (traces) runsOf.push({ name: 'traces on', root: repoRoot, metrics: false, traces: true });
  if (metrics && traces) runsOf.push({ name: 'metrics and traces on', root: repoRoot, metrics: true, traces: true });
  const names = runsOf.map((run) => run.name);
  const servers: Child[] = [];
  try {
    for (const run of runsOf) servers.push(await startChild(run.root, run.metrics, run.traces));
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
        text += `${`${name}, ${label}`.padEnd(38)} ${rps.padStart(7)} req/s   CPU ${cpu(list).toFixed(1)} µs/request\n`;
      }
    }
    type Runs = { open: Run[]; key: Run[] };
    const ratio = (after: Runs, before: Runs, name: 'open' | 'key') =>
      ((cpu(after[name]) / cpu(before[name])) * 100).toFixed(1);
    const at = (name: string) => runs[names.indexOf(name)] as Runs;
    if (names.includes('base')) {
      const [after, before] = [at('this checkout'), at('base')];
      text +=
        `CPU per request of this checkout: ${ratio(after, before, 'open')}% of base (Open tier), ` +
        `${ratio(after, before, 'key')}% (Business key)\n`;
    }
    for (const name of names.filter((name) => name.endsWith(' on'))) {
      const [after, before] = [at(name), at('this checkout')];
      text +=
        `CPU per request with ${name}: ${ratio(after, before, 'open')}% of off (Open tier), ` +
        `${ratio(after, before, 'key')}% (Business key)\n`;
    }
    process.stdout.write(text);
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}

await main();
