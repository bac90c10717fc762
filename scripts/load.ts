/**
 * Load budget of the API server: requests per second of `GET /api/v1/validate?q=…` on loopback,
 * against a bare `node:http` server that answers a fixed JSON body of the same size. Each server
 * runs in a child process of its own; autocannon runs here. The limits are raised so that they
 * never bind (a billion a window, an integer as small as a real tier's for V8, not the double
 * 1e12 whose header text costs a microsecond a request): the run measures the work of every
 * request (routing, credentials, counting in the in-memory store, headers, validation, the log
 * line), not refusals.
 *
 *   tsx scripts/load.ts [--duration 4] [--rounds 5] [--connections 10] [--pipelining 1] [--target 0.45]
 *   tsx scripts/load.ts --stages [--duration 4] [--rounds 5]
 *   tsx scripts/load.ts --repeat [--duration 4] [--rounds 5]
 *
 * The servers take turns, round after round, and the median of each counts, so that the other
 * load of a shared machine weighs on all of them alike. Prints one line per server and the ratios;
 * exits with 1 when a ratio is below the target.
 *
 * `--stages` says where the API's cost goes: between the bare server and the API (Open tier) it
 * puts servers that each add one layer (STAGES): the API's headers, `@hono/node-server` with a
 * Hono app that answers at once, pass-through middleware as many as the API's route has, the
 * API's credentials, rate limit and tier middleware, its query's schema, and the API without its
 * log line. All answer the API's own headers and body.
 *
 * `--repeat` says why the API's own work costs more in the server than in a loop: under the same
 * load, a server of the API (Open tier, no log line) runs the validation and its JSON text twice
 * before the API's own, and times both calls and the API with `performance.now()`: the first call
 * finds the processor as the request's other work (and the kernel's) left it, the second finds it
 * as the first left it.
 * @module
 */
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerEnv } from '../sdk/server/access.ts';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of autocannon's API used here (it ships no types). */
interface LoadResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<LoadResult>;

const IBAN = 'GB82WEST12345698765432';
const QUERY = `/api/v1/validate?q=${IBAN}`;
/** The path at which the `--repeat` server answers (and restarts) its sums of times. */
const TIMINGS = '/timings';
const SELF = fileURLToPath(import.meta.url);
const TSX = fileURLToPath(new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url));
const UNLIMITED = { minute: 1e9, day: 1e9 };

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    target: { type: 'string' },
    pipelining: { type: 'string' },
    stages: { type: 'boolean' },
    repeat: { type: 'boolean' },
    serve: { type: 'string' },
  },
});

/** `--name N`: a positive number, else `fallback`. */
function option(name: 'duration' | 'connections' | 'rounds' | 'target' | 'pipelining', fallback: number): number {
  const value = Number(values[name]);
  return values[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Child mode: one server, printing its URL (and a Business key) on the first line of stdout. */
async function serveChild(kind: string): Promise<void> {
  const [{ createHandler }, node, { openStore }, { issueKey }, { createStoreKeyVerifier }, { validate }] =
    await Promise.all([
      import('../sdk/server/handler.ts'),
      import('../sdk/server/adapters/node.ts'),
      import('../sdk/server/store/open.ts'),
      import('../sdk/server/store/issue-key.ts'),
      import('../sdk/server/store/key-verifier.ts'),
      import('../sdk/validate.ts'),
    ]);
  if (kind === 'bare') {
    // The same bytes the API answers, so that both servers write as much.
    const body = JSON.stringify(await validate(IBAN));
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => {
      process.stdout.write(`http://127.0.0.1:${(server.address() as { port: number }).port}\n`);
    });
    return;
  }
  if (STAGES.includes(kind)) return serveStage(kind);
  if (kind === 'repeat') return serveRepeat();
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-load-'));
  // The store as `bank-number serve` has it: SQLite in a file, keys verified through the database.
  const store = await openStore(join(dir, 'bank-number.db'), { keyFile: null });
  const keys = createStoreKeyVerifier({ store, hash: node.nodeHashApiKey });
  const { key } = await issueKey(store, { tier: 'business', label: 'load', hash: node.nodeHashApiKey });
  const handler = createHandler({
    keys,
    clientAddress: node.nodeClientAddress,
    limits: { open: UNLIMITED, business: UNLIMITED },
    // One JSON line per request, written as `bank-number serve` writes it; stdout goes to /dev/null.
    logger: node.createStreamLogger(),
  });
  const server = await node.serveNode({ fetch: handler, port: 0, host: '127.0.0.1' });
  process.stderr.write(`${server.url} ${key}\n`);
  process.on('SIGTERM', () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** The stages between the bare server and the API, in the order they add their layer. */
const STAGES = ['bare-headers', 'hono', 'hono-middleware', 'api-caller', 'api-middleware', 'api-no-log'];
const TITLES: Record<string, string> = {
  bare: 'bare node:http, fixed JSON body',
  'bare-headers': "bare node:http, the API's headers",
  hono: 'Hono app answering at once',
  'hono-middleware': 'Hono app, 5 pass-through middleware',
  'api-caller': 'credentials, rate limit, tier; fixed answer',
  'api-middleware': "the API's middleware, a fixed answer",
  'api-no-log': 'bank-number, Open tier, no log line',
  api: 'bank-number, Open tier',
};

/** Child mode for `--stages`: one stage's server, printing its URL on stdout. */
async function serveStage(kind: string): Promise<void> {
  const [
    { createHandler, serverState },
    node,
    { Hono },
    access,
    identify,
    rateLimit,
    requireTier,
    validator,
    schemas,
    tiers,
  ] = await Promise.all([
    import('../sdk/server/handler.ts'),
    import('../sdk/server/adapters/node.ts'),
    import('hono'),
    import('../sdk/server/access.ts'),
    import('../sdk/server/middleware/identify.ts'),
    import('../sdk/server/middleware/rate-limit.ts'),
    import('../sdk/server/middleware/require-tier.ts'),
    import('../sdk/server/validator.ts'),
    import('../sdk/server/schemas.ts'),
    import('../sdk/server/tiers.ts'),
  ]);
  const options = { clientAddress: node.nodeClientAddress, limits: { open: UNLIMITED } };
  // The API's own answer, headers and body, for the stages that only write it.
  const sample = await createHandler({ ...options, logger: null })(new Request(`http://127.0.0.1${QUERY}`));
  const body = await sample.text();
  const headers = Object.fromEntries(sample.headers);
  let fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  if (kind === 'bare-headers') {
    const server = createServer((_request, response) => {
      response.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(body) });
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => {
      process.stdout.write(`http://127.0.0.1:${(server.address() as { port: number }).port}\n`);
    });
    return;
  }
  if (kind === 'api-no-log') {
    fetch = createHandler({ ...options, logger: null });
  } else {
    // The route of GET /validate as long as the API's: the log line's middleware, then four
    // (identify, rate limit, tier, the query's schema) and the handler; those the stage does not
    // have yet are pass-through. Its handler answers the fixed body instead of validating.
    const pass: MiddlewareHandler<ServerEnv> = async (_c, next) => {
      await next();
    };
    const app = new Hono<ServerEnv>();
    const api = new Hono<ServerEnv>();
    const state = serverState(options);
    const caller = kind === 'api-caller' || kind === 'api-middleware';
    const reply = (c: Context<ServerEnv>): Response => {
      if (kind !== 'api-middleware') c.req.query('q');
      return caller ? access.answer(c, body, 200) : new Response(body, { status: 200, headers: { ...headers } });
    };
    if (kind === 'hono') {
      api.get('/validate', reply);
    } else {
      app.use(pass);
      api.get(
        '/validate',
        caller ? identify.identify(state) : pass,
        caller ? rateLimit.rateLimit(state) : pass,
        caller ? requireTier.requireTier(state, tiers.tiersFor('/validate')) : pass,
        kind === 'api-middleware' ? validator.queryValidator(schemas.ValidateQuery) : pass,
        reply,
      );
    }
    app.route('/api/v1', api);
    fetch = (request, env) => app.fetch(request, env);
  }
  const server = await node.serveNode({ fetch, port: 0, host: '127.0.0.1' });
  process.stdout.write(`${server.url}\n`);
}

/** Sums of the times taken in the `--repeat` server, in ms. */
interface Timings {
  requests: number;
  first: number;
  again: number;
  api: number;
}

/**
 * Child mode for `--repeat`: the API (Open tier, no log line) behind the validation and its JSON
 * text run twice, each call timed; `GET /timings` answers the sums so far and starts them again.
 */
async function serveRepeat(): Promise<void> {
  const [{ createHandler }, node, { validateNow }, { envelopeJson }] = await Promise.all([
    import('../sdk/server/handler.ts'),
    import('../sdk/server/adapters/node.ts'),
    import('../sdk/server/validate-now.ts'),
    import('../sdk/server/envelope-json.ts'),
  ]);
  const api = createHandler({ clientAddress: node.nodeClientAddress, limits: { open: UNLIMITED }, logger: null });
  let sums: Timings = { requests: 0, first: 0, again: 0, api: 0 };
  const fetch = async (request: Request, env: unknown): Promise<Response> => {
    if (request.url.endsWith(TIMINGS)) {
      const body = JSON.stringify(sums);
      sums = { requests: 0, first: 0, again: 0, api: 0 };
      return new Response(body);
    }
    const t0 = performance.now();
    const first = envelopeJson(await validateNow(IBAN, {}));
    const t1 = performance.now();
    const again = envelopeJson(await validateNow(IBAN, {}));
    const t2 = performance.now();
    const response = await api(request, env);
    const t3 = performance.now();
    if (first.length === 0 || again.length === 0) throw new Error('no JSON text');
    sums.requests++;
    sums.first += t1 - t0;
    sums.again += t2 - t1;
    sums.api += t3 - t2;
    return response;
  };
  const server = await node.serveNode({ fetch, port: 0, host: '127.0.0.1' });
  process.stdout.write(`${server.url}\n`);
}

/** The `--repeat` server's sums since the last call, as µs a request. */
async function timings(url: string): Promise<{ first: number; again: number; api: number }> {
  const sums = (await (await fetch(`${url}${TIMINGS}`)).json()) as Timings;
  const each = (ms: number): number => (ms * 1000) / sums.requests;
  return { first: each(sums.first), again: each(sums.again), api: each(sums.api) };
}

/**
 * `--repeat`: rounds of load on the `--repeat` server, then the medians of its times: the
 * validation and its JSON text first, the same again at once, and the API after them.
 */
async function repeat(seconds: number, rounds: number, connections: number, pipelining: number): Promise<void> {
  const server = await startChild('repeat');
  try {
    await measure(server, {}, 2, connections, pipelining);
    await timings(server.url);
    const runs: Array<{ first: number; again: number; api: number }> = [];
    for (let round = 0; round < rounds; round++) {
      await measure(server, {}, seconds, connections, pipelining);
      runs.push(await timings(server.url));
    }
    const line = (title: string, name: 'first' | 'again' | 'api'): string => {
      const value = median(runs.map((r) => r[name])).toFixed(1);
      const each = runs.map((r) => r[name].toFixed(1)).join(', ');
      return `${title.padEnd(42)} ${value.padStart(6)} µs   (runs: ${each})\n`;
    };
    process.stdout.write(
      `GET ${QUERY}, ${connections} connections, ${rounds} runs of ${seconds} s, loopback; ` +
        'wall time in the server a request, median of the runs:\n' +
        line('the validation and its JSON text', 'first') +
        line('the same again at once', 'again') +
        line('then the API (its validation the third)', 'api'),
    );
  } finally {
    server.child.kill('SIGTERM');
  }
}

function startChild(kind: string): Promise<{ child: ChildProcess; url: string; key: string }> {
  // The API prints its URL and key on stderr, as its stdout takes the log; the others on stdout.
  const onStdout = kind !== 'api';
  const child = spawn(process.execPath, ['--import', TSX, SELF, '--serve', kind], {
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', onStdout ? 'inherit' : 'pipe'],
  });
  const stream = onStdout ? child.stdout : child.stderr;
  return new Promise((resolve, reject) => {
    let text = '';
    stream?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n')[0];
      if (text.includes('\n') && line !== undefined) {
        const [url = '', key = ''] = line.split(' ');
        resolve({ child, url, key });
      }
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}: ${text}`)));
  });
}

/** CPU time a process has used, in µs (Linux `/proc`; null elsewhere). */
function cpuMicros(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

interface Run {
  rps: number;
  /** Server CPU per request in µs: steadier than requests per second on a machine doing other work. */
  cpu: number | null;
}

async function measure(
  server: { url: string; child: ChildProcess },
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  pipelining = 1,
): Promise<Run> {
  const before = cpuMicros(server.child.pid);
  const result = await autocannon({
    url: `${server.url}${QUERY}`,
    connections,
    pipelining,
    duration: seconds,
    headers,
  });
  const after = cpuMicros(server.child.pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${server.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  const cpu =
    before === null || after === null || result.requests.total === 0 ? null : (after - before) / result.requests.total;
  return { rps: result.requests.average, cpu };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The median of the runs' server CPU per request; null where `/proc` gave none. */
function medianCpu(runs: Run[]): number | null {
  const values = runs.map((r) => r.cpu).filter((v): v is number => v !== null);
  return values.length === 0 ? null : median(values);
}

/**
 * `--stages`: the bare server, each stage, and the API (Open tier, with its log line) taking turns;
 * one line each, with the CPU per request it adds to the line before.
 */
async function stages(seconds: number, rounds: number, connections: number, pipelining: number): Promise<void> {
  const kinds = ['bare', ...STAGES, 'api'];
  const servers: Array<{ child: ChildProcess; url: string }> = [];
  try {
    for (const kind of kinds) servers.push(await startChild(kind));
    for (const server of servers) await measure(server, {}, 2, connections, pipelining);
    const runs: Run[][] = kinds.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, server] of servers.entries())
        runs[i]?.push(await measure(server, {}, seconds, connections, pipelining));
    }
    const rps = runs.map((list) => median(list.map((r) => r.rps)));
    const cpu = runs.map(medianCpu);
    const bareRps = rps[0] as number;
    let text =
      `GET ${QUERY}, ${connections} connections, median of ${rounds} runs of ${seconds} s taking turns, loopback\n` +
      `${'server'.padEnd(42)} ${'req/s'.padStart(7)}  of bare  CPU µs/request  added\n`;
    for (const [i, kind] of kinds.entries()) {
      const own = cpu[i] ?? null;
      const before = i === 0 ? null : (cpu[i - 1] ?? null);
      const added = own === null || before === null ? '' : (own - before).toFixed(1);
      text +=
        `${(TITLES[kind] ?? kind).padEnd(42)} ${(rps[i] as number).toFixed(0).padStart(7)}  ` +
        `${(((rps[i] as number) / bareRps) * 100).toFixed(1).padStart(6)}%  ` +
        `${own === null ? '' : own.toFixed(1).padStart(14)}  ${added.padStart(5)}\n`;
    }
    process.stdout.write(text);
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  if (values.serve !== undefined) return serveChild(values.serve);
  const seconds = option('duration', 4);
  const connections = option('connections', 10);
  const rounds = option('rounds', 5);
  const target = option('target', 0.45);
  const pipelining = option('pipelining', 1);

  if (values.stages === true) return stages(seconds, rounds, connections, pipelining);
  if (values.repeat === true) return repeat(seconds, rounds, connections, pipelining);

  const bare = await startChild('bare');
  const api = await startChild('api');
  const key = { authorization: `Bearer ${api.key}` };
  try {
    // Warm up both servers' JIT before anything is measured.
    await measure(bare, {}, 2, connections, pipelining);
    await measure(api, {}, 2, connections, pipelining);
    await measure(api, key, 2, connections, pipelining);
    // The three take turns, so that a change in the machine's other load hits them alike.
    const runs: Record<'bare' | 'open' | 'key', Run[]> = { bare: [], open: [], key: [] };
    for (let round = 0; round < rounds; round++) {
      runs.bare.push(await measure(bare, {}, seconds, connections, pipelining));
      runs.open.push(await measure(api, {}, seconds, connections, pipelining));
      runs.key.push(await measure(api, key, seconds, connections, pipelining));
    }
    const rps = (name: keyof typeof runs) => median(runs[name].map((r) => r.rps));
    const cpu = (name: keyof typeof runs) => medianCpu(runs[name]);
    const line = (title: string, name: keyof typeof runs) => {
      const ratio =
        name === 'bare' ? ''.padEnd(14) : `  ${((rps(name) / rps('bare')) * 100).toFixed(1).padStart(5)}% of bare`;
      const perRequest = cpu(name);
      const cpuText = perRequest === null ? '' : `   server CPU ${perRequest.toFixed(1)} µs/request`;
      return (
        `${title.padEnd(42)} ${rps(name).toFixed(0).padStart(7)} req/s${ratio}${cpuText}   ` +
        `(runs: ${runs[name].map((r) => r.rps.toFixed(0)).join(', ')})`
      );
    };
    process.stdout.write(
      `GET ${QUERY}, ${connections} connections${pipelining > 1 ? ` × ${pipelining} pipelined` : ''}, ` +
        `median of ${rounds} runs of ${seconds} s taking turns, loopback\n` +
        `${line(TITLES.bare as string, 'bare')}\n` +
        `${line('bank-number, Open tier (memory store)', 'open')}\n` +
        `${line('bank-number, Business key (memory store)', 'key')}\n`,
    );
    const worst = Math.min(rps('open'), rps('key')) / rps('bare');
    if (worst < target) {
      process.stdout.write(`below the target of ${(target * 100).toFixed(0)}% of bare\n`);
      process.exitCode = 1;
    }
  } finally {
    bare.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
  }
}

await main();
