/**
 * The API's answers, from the real server: the built `bank-number serve` on a free loopback port,
 * with a SQLite store in a temporary folder and Business keys made by `bank-number keys create`
 * (enough of them that no key meets its rate limit). Each answer is the status, the headers (but
 * `Date` and `Connection`; the rate-limit counters and times, which follow the clock, masked; the
 * length checked against the body) and the body (`processingTimeMs` zeroed).
 * @module
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../paths.ts';
import type { Inputs } from './inputs.ts';
import { FORMATS } from './sdk.ts';
import type { Answers } from './snapshot.ts';

/** The package's command, as built: bin/bank-number.js runs dist/cli/main.js. */
export const BIN = join(repoRoot, 'bin', 'bank-number.js');
/** Business keys allow 2,000 requests (batch items) a minute each: a key for every 1,500 keeps below that. */
const PER_KEY = 1_500;
/** Requests in flight at once. */
const PARALLEL = 6;
const BATCH = 100;

interface Sent {
  method: string;
  path: string;
  body?: string;
  key?: boolean;
}

/** Percent-encodes the UTF-8 of `text` (a lone surrogate as U+FFFD, as a browser sends it). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Headers whose value follows the clock or the connection: masked, or left out. */
function header(name: string, value: string): string | null {
  if (name === 'date' || name === 'connection' || name === 'keep-alive') return null;
  if (name === 'x-ratelimit-remaining' || name === 'x-ratelimit-reset' || name === 'retry-after')
    return value.replace(/\d+/g, 'N');
  if (name === 'ratelimit') return value.replace(/\b(r|t)=\d+/g, '$1=N');
  return value;
}

async function startServer(dir: string): Promise<{ port: number; child: ChildProcess; output: () => string }> {
  const database = join(dir, 'bank-number.db');
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--database', database, '--no-sign-up', '--static', dir],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bank-number serve did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`bank-number serve exited with ${code}: ${output}`)));
  });
  // The log lines are not recorded: drain them.
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  return { port, child, output: () => output };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Records the API's answers to `inputs` into `answers`. */
export async function recordApi(inputs: Inputs, answers: Answers): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-answers-'));
  const database = join(dir, 'bank-number.db');
  const keys: string[] = [];
  // Per input at most five requests or batch items, and about two hundred of no input.
  const keyCount = Math.ceil((5 * inputs.strings.length + 200) / PER_KEY);
  for (let k = 0; k < keyCount; k++) {
    const out = execFileSync(process.execPath, [BIN, 'keys', 'create', '--tier', 'business', '--database', database], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const key = /bn_live_\S+/.exec(out)?.[0];
    if (key === undefined) throw new Error(`bank-number keys create printed no key: ${out}`);
    keys.push(key);
  }
  const server = await startServer(dir);
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });
  let sentCount = 0;
  const send = (sent: Sent): Promise<string> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = {};
      if (sent.key !== false) headers['authorization'] = `Bearer ${keys[sentCount++ % keys.length]}`;
      if (sent.body !== undefined) headers['content-type'] = 'application/json';
      const req = httpRequest(
        { host: '127.0.0.1', port: server.port, method: sent.method, path: sent.path, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            if (response.statusCode === 429) reject(new Error(`rate limited at ${sent.method} ${sent.path}`));
            const lines: string[] = [];
            for (const [name, value] of Object.entries(response.headers).sort(([a], [b]) => a.localeCompare(b))) {
              if (value === undefined) continue;
              const text =
                name === 'content-length'
                  ? value === String(body.length)
                    ? 'right'
                    : `wrong: ${value}`
                  : header(name, Array.isArray(value) ? value.join('\n') : value);
              if (text !== null) lines.push(`${name}: ${text}`);
            }
            resolve(`${response.statusCode}\n${lines.join('\n')}\n\n${body.toString('utf8')}`);
          });
        },
      );
      req.on('error', reject);
      req.end(sent.body);
    });

  const requests: Array<[string, Sent]> = [
    ['GET openapi.json', { method: 'GET', path: '/api/v1/openapi.json', key: false }],
    ['GET validate anonymous', { method: 'GET', path: '/api/v1/validate?q=GB82WEST12345698765432', key: false }],
    ['GET validate no q', { method: 'GET', path: '/api/v1/validate' }],
    ['POST validate not JSON', { method: 'POST', path: '/api/v1/validate', body: '{' }],
    ['POST batch empty', { method: 'POST', path: '/api/v1/batch', body: '{"items":[]}' }],
  ];
  const hint = (i: number) => (i % 5 === 0 ? undefined : FORMATS[(i % 5) - 1]);
  for (const [i, input] of inputs.strings.entries()) {
    const q = encode(input);
    const format = hint(i);
    requests.push([`GET validate #${i}`, { method: 'GET', path: `/api/v1/validate?q=${q}` }]);
    requests.push([
      `POST validate #${i} ${format ?? ''}`,
      { method: 'POST', path: '/api/v1/validate', body: JSON.stringify(format ? { input, format } : { input }) },
    ]);
    requests.push([`GET enrich #${i}`, { method: 'GET', path: `/api/v1/enrich?q=${q}` }]);
    if (i % 10 === 0) {
      requests.push([
        `GET validate #${i} ${FORMATS[(i / 10) % 4]}`,
        { method: 'GET', path: `/api/v1/validate?q=${q}&format=${FORMATS[(i / 10) % 4]}` },
      ]);
      requests.push([`POST enrich #${i}`, { method: 'POST', path: '/api/v1/enrich', body: JSON.stringify({ input }) }]);
    }
  }
  for (let from = 0; from < inputs.strings.length; from += BATCH) {
    const items = inputs.strings.slice(from, from + BATCH).map((input, j) => {
      const format = hint(from + j);
      return format ? { input, format, id: `i${from + j}` } : { input, id: `i${from + j}` };
    });
    requests.push([
      `POST batch #${from}..`,
      { method: 'POST', path: '/api/v1/batch', body: JSON.stringify({ items }) },
    ]);
  }
  for (const format of [...FORMATS, 'nope']) {
    for (const country of ['DE', 'GB', 'FR', 'CH', 'US', 'XX', ''])
      for (const [seed, count] of [
        ['1', '3'],
        ['abc', '10'],
        ['1', '0'],
        ['1', '101'],
        ['', '1'],
      ]) {
        const path = `/api/v1/generate?format=${format}&country=${country}&count=${count}&seed=${seed}`;
        requests.push([`GET generate ${path.slice(path.indexOf('?'))}`, { method: 'GET', path }]);
      }
  }
  requests.push([
    'GET generate bankCode',
    { method: 'GET', path: '/api/v1/generate?format=iban&country=DE&count=2&seed=1&bankCode=37040044' },
  ]);

  try {
    const results = new Array<string>(requests.length);
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const at = next++;
        results[at] = await send((requests[at] as [string, Sent])[1]);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    for (const [at, [key, sent]] of requests.entries()) {
      // Without a seed the numbers are random by design: their count and shape are kept.
      const unseeded = sent.path.includes('/generate') && !/[?&]seed=[^&]/.test(sent.path);
      const result = results[at] as string;
      answers.put(key, unseeded ? result.replace(/"(value|formatted)":"[^"]*"/g, '"$1":"…"') : result);
    }
  } finally {
    agent.destroy();
    await stop(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
