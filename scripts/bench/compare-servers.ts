/**
 * Sends the same random requests to the API server of two checkouts of this repository and
 * compares the answers: status, every header but `Date`, the body and the log line. Use it to show
 * that a change to `sdk/server` leaves every answer as it was:
 *
 *   git worktree add /tmp/base main && cp -al node_modules /tmp/base/
 *   npm run bench:compare-servers -- --base /tmp/base [--requests 20000] [--seed 1]
 *
 * Both servers run here, over HTTP on loopback through the Node adapter, with the same options: a
 * key verifier of this script (a key of each tier, and two of one account), the accounts with a
 * signed-in session each, the files of a small site, `--allowed-hosts`, one trusted proxy, and one
 * clock that this script moves forward between requests, so that the rate limits count and refuse
 * alike. The requests mix every path of the API, the account API and the site with good and bad
 * input, methods, media types, origins, credentials and forwarded addresses. What is random by
 * design (time taken, a generated key, a number generated without a seed) is masked before the
 * comparison, and the attributes of a `Set-Cookie` are compared in a fixed order. Prints each
 * difference (at most 20) and the totals; exits with 1 on any difference.
 * @module
 */
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../dev/paths.ts';
import { commandLine } from '../dev/command-line.ts';

const USAGE = 'usage: npm run bench:compare-servers -- --base <checkout> [--requests N] [--seed N]';
const { values } = commandLine(USAGE, {
  options: { base: { type: 'string' }, requests: { type: 'string' }, seed: { type: 'string' } },
});
const base = values.base;
if (base === undefined) {
  process.stderr.write(`--base is required\n${USAGE}\n`);
  process.exit(2);
}
const total = Number(values.requests ?? 20_000);
let seed = Number(values.seed ?? 1) >>> 0;

/** mulberry32: the same requests for the same seed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const chance = (p: number): boolean => random() < p;

const T0 = Date.UTC(2026, 0, 5, 12);
let now = T0;
const KEYS: Record<string, { id: string; tier: string; account?: string }> = {
  [`bn_live_${'s'.repeat(38)}`]: { id: 'k-starter', tier: 'starter' },
  [`bn_live_${'p'.repeat(38)}`]: { id: 'k-pro', tier: 'pro' },
  [`bn_live_${'b'.repeat(38)}`]: { id: 'k-business', tier: 'business' },
  [`bn_live_${'a'.repeat(38)}`]: { id: 'k-a1', tier: 'pro', account: 'acc-1' },
  [`bn_live_${'c'.repeat(38)}`]: { id: 'k-a2', tier: 'pro', account: 'acc-1' },
};

/** A small site with an account page, an asset, a folder and a dot-file. */
function site(): string {
  const root = mkdtempSync(join(tmpdir(), 'bank-number-compare-site-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(root, 'dashboard.html'), '<!doctype html><title>dashboard</title>');
  writeFileSync(join(root, 'assets', 'app-AbCdEf12.js'), 'export {};');
  writeFileSync(join(root, 'docs', 'index.html'), '<!doctype html><title>docs</title>');
  writeFileSync(join(root, '.secret'), 'no');
  return root;
}

interface Server {
  port: number;
  cookie: string;
  log: string[];
  close(): Promise<void>;
}

/** The API server of the checkout at `root`. */
async function start(root: string, files: string, dir: string): Promise<Server> {
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const [{ createHandler }, node, { createAccountService }] = await Promise.all([
    load('sdk/server/handler.ts'),
    load('sdk/server/adapters/node.ts'),
    load('sdk/server/accounts/account-service.ts'),
  ]);
  // `keyFile: null`: a checkout from before the key file's import was removed imports none.
  const store = await node.openStore(join(dir, 'bank-number.db'), { keyFile: null });
  const links: string[] = [];
  let port = 0;
  const accounts = createAccountService({
    store,
    mailer: { description: 'test', send: async (m: { text: string }) => void links.push(m.text) },
    publicUrl: () => `http://localhost:${port}/`,
    now: () => now,
    logger: null,
  });
  const log: string[] = [];
  const handler = createHandler({
    keys: { verify: (key: string) => KEYS[key] ?? null },
    accounts,
    clock: () => now,
    trustedProxies: 1,
    clientAddress: node.nodeClientAddress,
    staticFiles: node.serveStaticFiles(files),
    allowedHosts: ['localhost', '127.0.0.1'],
    logger: { info: (line: string) => log.push(line), error: (line: string) => log.push(line) },
  });
  const server = await node.serveNode({ fetch: handler, port: 0, host: '127.0.0.1' });
  port = server.port;
  // A session of its own, for the requests that carry one.
  const email = JSON.stringify({ email: 'owner@example.com' });
  await send(port, { method: 'POST', path: '/api/account/sign-up', headers: json, body: email });
  const token = /token=([A-Za-z0-9_-]{43})/.exec(links.join('\n'))?.[1];
  const signIn = await send(port, {
    method: 'POST',
    path: '/api/account/sign-in',
    headers: json,
    body: JSON.stringify({ token }),
  });
  const cookie = /bn_session=[^;]+/.exec(signIn.headers['set-cookie'] ?? '')?.[0];
  if (cookie === undefined) throw new Error(`${root}: no session (${signIn.status} ${signIn.body})`);
  log.length = 0;
  return {
    port,
    cookie,
    log,
    close: async () => {
      await server.shutdown();
      await store.close?.();
    },
  };
}

const json = { 'content-type': 'application/json' };

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function send(port: number, { method, path, headers, body }: Sent): Promise<Answer> {
  return new Promise((done, fail) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        const bytes = Buffer.concat(chunks);
        for (const [name, value] of Object.entries(response.headers)) {
          if (name !== 'date' && value !== undefined) kept[name] = Array.isArray(value) ? value.join('\n') : value;
        }
        // The cookie's attributes in a fixed order: their order means nothing (RFC 6265 §5.2).
        const cookie = kept['set-cookie'];
        if (cookie !== undefined) {
          const [pair = '', ...attributes] = cookie.split('; ');
          kept['set-cookie'] = [pair, ...attributes.sort()].join('; ');
        }
        // The length follows the time taken (masked below): checked here, compared as masked.
        if (kept['content-length'] !== undefined && method !== 'HEAD')
          kept['content-length'] = kept['content-length'] === String(bytes.length) ? 'right' : 'wrong';
        done({ status: response.statusCode ?? 0, headers: kept, body: bytes.toString('utf8') });
      });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end(body);
  });
}

const INPUTS = [
  'GB82WEST12345698765432',
  'GB82 WEST 1234 5698 7654 32',
  'DE89370400440532013000',
  'DE89370400440532013001',
  'CH9300762011623852957',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'XX00',
  'DEUTDEFF',
  'DEUTDEFF500',
  'NWBKGB2L',
  'ZZZZZZ00',
  '011000015',
  '011000016',
  '021000021',
  '12-34-56',
  '40-47-84',
  '200000',
  '',
  ' ',
  'a'.repeat(40),
  '1'.repeat(300),
  'é',
  '🏦',
  'GB82WEST1234569876543\u0000',
  '%',
  'DE89 3704 0044 0532 0130 00',
];
const FORMATS = ['iban', 'bic', 'us-routing', 'uk-sort-code', 'IBAN', 'sortcode', ''];
const PATHS = [
  '/api/v1/validate',
  '/api/v1/validate',
  '/api/v1/validate',
  '/api/v1/validate',
  '/api/v1/batch',
  '/api/v1/batch',
  '/api/v1/enrich',
  '/api/v1/enrich',
  '/api/v1/generate',
  '/api/v1/generate',
  '/api/v1/usage',
  '/api/account/sign-up',
  '/api/account/sign-in',
  '/api/account/session',
  '/api/account/keys',
  '/api/v1/openapi.json',
  '/api/v1/validate/',
  '/api/v1',
  '/api/v1/',
  '/api/v1/nothing',
  '/API/v1/validate',
  '/api/account/sign-up',
  '/api/account/sign-in',
  '/api/account/session',
  '/api/account/keys',
  '/api/account/sign-out',
  '/api/account/keys/k-1/rotate',
  '/api/account/keys/k-1/revoke',
  '/api/account/nothing',
  '/api/account',
  '/api/',
  '/',
  '/index.html',
  '/dashboard.html',
  '/assets/app-AbCdEf12.js',
  '/docs/',
  '/docs',
  '/.secret',
  '/%2e%2e/etc/passwd',
  '/missing.txt',
];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'POST', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'];
const AUTHORIZATION = [...Object.keys(KEYS), 'Bearer', 'Basic dXNlcjpwYXNz', `bn_live_${'z'.repeat(38)}`, 'x y'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON; charset="UTF-8"',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
];

const enc = encodeURIComponent;

function query(path: string): string {
  const parts: string[] = [];
  if (path.endsWith('/generate')) {
    if (chance(0.9)) parts.push(`format=${enc(pick(FORMATS))}`);
    if (chance(0.6)) parts.push(`country=${pick(['DE', 'GB', 'FR', 'us', 'XX', 'CH', ''])}`);
    if (chance(0.6)) parts.push(`count=${pick(['1', '3', '10', '0', '101', 'x', '2.5', ''])}`);
    if (chance(0.8)) parts.push(`seed=${pick(['abc', '1', '', 'x'.repeat(80)])}`);
    if (chance(0.2)) parts.push(`bankCode=${pick(['37040044', 'WEST', '', '1'])}`);
  } else {
    if (chance(0.9)) parts.push(`q=${enc(pick(INPUTS))}`);
    if (chance(0.1)) parts.push(`q=${enc(pick(INPUTS))}`);
    if (chance(0.3)) parts.push(`format=${enc(pick(FORMATS))}`);
  }
  if (chance(0.04)) parts.push(`${pick(['api_key', 'Token', 'key'])}=${pick(Object.keys(KEYS))}`);
  if (chance(0.04)) parts.push(pick(['x=%zz', 'novalue', '=', 'keyboard=1']));
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function body(path: string): string {
  if (chance(0.08)) return pick(['', 'not json', '{', '[]', 'null', '"x"', '{"input":1}', '\u00ff']);
  if (chance(0.02)) return JSON.stringify({ input: 'x'.repeat(pick([17_000, 300_000])) });
  if (path.endsWith('/batch')) {
    const n = pick([0, 1, 2, 5, 100, 101]);
    const items = Array.from({ length: n }, (_, i) =>
      chance(0.1)
        ? pick([{}, { input: 5 }, 'x', { input: '1', format: 'nope' }])
        : { input: pick(INPUTS), id: `i${i}` },
    );
    return JSON.stringify(chance(0.05) ? { things: items } : { items });
  }
  if (path.endsWith('/sign-up'))
    return JSON.stringify({ email: pick(['a@example.com', 'x', 'a@b', ' b@example.org ']) });
  if (path.endsWith('/sign-in')) return JSON.stringify({ token: pick(['x', 'a'.repeat(43)]) });
  if (path.endsWith('/keys')) return JSON.stringify(pick([{ label: 'ci' }, {}, { label: 'a'.repeat(101) }]));
  const value: Record<string, unknown> = { input: pick(INPUTS) };
  if (chance(0.3)) value['format'] = pick(FORMATS);
  if (chance(0.05)) value['extra'] = true;
  return JSON.stringify(value);
}

/** The method a path is for (GET or POST where both are). */
function usualMethod(path: string): string {
  if (/\/(validate|enrich)$/.test(path)) return pick(['GET', 'POST']);
  if (/\/(batch|sign-up|sign-in|keys|sign-out|rotate|revoke)$/.test(path)) return 'POST';
  return 'GET';
}

/** A random request; `cookie` stands for the server's own session. */
function randomRequest(): Sent {
  const path = pick(PATHS);
  const method = chance(0.25) ? pick(METHODS) : usualMethod(path);
  const headers: Record<string, string> = {};
  if (chance(0.5)) headers['authorization'] = `Bearer ${pick(AUTHORIZATION)}`;
  else if (chance(0.1)) headers['authorization'] = pick(AUTHORIZATION);
  if (chance(0.03)) headers['x-api-key'] = pick(Object.keys(KEYS));
  if (chance(0.3))
    headers['x-forwarded-for'] = pick(['203.0.113.5', '198.51.100.1, 203.0.113.9', '2001:db8::1', 'junk']);
  if (chance(0.1)) headers['x-forwarded-proto'] = pick(['https', 'http']);
  if (chance(0.25)) headers['origin'] = pick(['http://localhost:PORT', 'https://evil.example', 'null']);
  if (chance(0.05)) headers['host'] = pick(['evil.example', 'localhost:PORT', '127.0.0.1:PORT']);
  if (chance(0.15)) headers['cookie'] = pick(['SESSION', 'bn_session=nope']);
  if (method === 'OPTIONS' && chance(0.7)) {
    headers['access-control-request-method'] = pick(['GET', 'POST', 'PUT']);
    if (chance(0.5)) headers['access-control-request-headers'] = pick(['authorization', 'content-type, x-custom']);
  }
  if (chance(0.03)) headers['accept-encoding'] = 'gzip';
  const sent: Sent = { method, path: path + (path.startsWith('/api/v1') ? query(path) : ''), headers };
  if (method === 'POST' || method === 'PUT' || (method === 'PATCH' && chance(0.5))) {
    if (chance(0.85)) headers['content-type'] = chance(0.8) ? 'application/json' : pick(CONTENT_TYPES);
    sent.body = body(path);
  }
  return sent;
}

/** The request as sent to `server`: its port and its session in place of the placeholders. */
function forServer(sent: Sent, server: Server): Sent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent.headers))
    headers[name] = value === 'SESSION' ? server.cookie : value.replace('PORT', String(server.port));
  return { ...sent, headers };
}

/** What differs between two runs by design, masked. */
function mask(text: string, server: Server, unseeded: boolean): string {
  let masked = text
    .replaceAll(String(server.port), 'PORT')
    .replaceAll(server.cookie.slice('bn_session='.length), 'SESSION')
    .replace(/"(processingTimeMs|durationMs)":[0-9.e-]+/g, '"$1":0')
    .replace(/bn_live_[A-Za-z0-9_-]{38}/g, 'KEY')
    .replace(/bn_session=[A-Za-z0-9_-]{43}/g, 'bn_session=NEW')
    .replace(/"(id|revoked|last4)":"[^"]*"/g, '"$1":"…"')
    .replace(/"created":"[^"]*"/g, '"created":"…"');
  if (unseeded) masked = masked.replace(/"items":\[.*\]/, '"items":[…]');
  return masked;
}

const files = site();
const dirs = [
  mkdtempSync(join(tmpdir(), 'bank-number-compare-a-')),
  mkdtempSync(join(tmpdir(), 'bank-number-compare-b-')),
];
const servers = [await start(resolve(base), files, dirs[0] as string), await start(repoRoot, files, dirs[1] as string)];
const [before, after] = servers as [Server, Server];
let differences = 0;
const statuses = new Map<number, number>();
try {
  for (let i = 0; i < total; i++) {
    now += chance(0.02) ? 3_600_000 : Math.floor(random() * 2000);
    const sent = randomRequest();
    const unseeded = sent.path.includes('/generate') && !/[?&]seed=[^&]/.test(sent.path);
    const answers: string[] = [];
    for (const server of servers) {
      server.log.length = 0;
      const answer = await send(server.port, forServer(sent, server));
      const headers = Object.entries(answer.headers)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n');
      answers.push(
        mask(`${answer.status}\n${headers}\n\n${answer.body}\n\nlog: ${server.log.join('\n')}`, server, unseeded),
      );
      if (server === after) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    if (answers[0] !== answers[1]) {
      differences++;
      if (differences <= 20) {
        process.stdout.write(
          `--- difference ${differences}: ${sent.method} ${sent.path} ${JSON.stringify(sent.headers)} ` +
            `${(sent.body ?? '').slice(0, 200)}\n` +
            `before:\n${answers[0]?.slice(0, 2000)}\nafter:\n${answers[1]?.slice(0, 2000)}\n`,
        );
      }
    }
  }
} finally {
  await before.close();
  await after.close();
  for (const dir of [...dirs, files]) rmSync(dir, { recursive: true, force: true });
}
const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
process.stdout.write(`${total} requests, ${differences} differences (statuses: ${byStatus.join(', ')})\n`);
process.exitCode = differences === 0 ? 0 : 1;
