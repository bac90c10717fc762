/**
 * The server's fetch handler (`createHandler` from the built `bank-number/server`) as an edge
 * runtime runs it: under `Deno.serve` and `Bun.serve` on an ephemeral loopback port, with real
 * HTTP requests from the test. Each answer (status, body, content type, CORS and rate-limit
 * headers) equals the one the same handler gives in Node, except `processingTimeMs`.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUN, DENO, dist, repo, runtimeEnv, withReason } from './runtimes.ts';
import type { Runtime } from './runtimes.ts';

const SERVER = pathToFileURL(join(dist, 'server', 'index.js')).href;
const OPTIONS =
  `{ logger: null, limits: { open: { minute: 10000, day: 100000 } }, clientAddress: ` +
  `(request) => addresses.get(request) }`;

const SERVE: Record<string, string> = {
  deno: `
const { createHandler } = await import(${JSON.stringify(SERVER)});
const addresses = new WeakMap();
const handler = createHandler(${OPTIONS});
Deno.serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(JSON.stringify({ port, version: Deno.version.deno })),
  },
  (request, info) => {
    addresses.set(request, info.remoteAddr.hostname);
    return handler(request);
  },
);
`,
  bun: `
const { createHandler } = await import(${JSON.stringify(SERVER)});
const addresses = new WeakMap();
const handler = createHandler(${OPTIONS});
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch(request, server) {
    addresses.set(request, server.requestIP(request)?.address);
    return handler(request);
  },
});
console.log(JSON.stringify({ port: server.port, version: Bun.version }));
`,
};

interface Exchange {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const EXCHANGES: Exchange[] = [
  { method: 'GET', path: '/api/v1/validate?q=DE89%203704%200044%200532%200130%2000' },
  { method: 'GET', path: '/api/v1/validate?q=021000021' },
  {
    method: 'POST',
    path: '/api/v1/validate',
    headers: { 'content-type': 'application/json' },
    body: '{"input":"12-34-56","format":"uk-sort-code"}',
  },
  {
    method: 'POST',
    path: '/api/v1/validate',
    headers: { 'content-type': 'application/json' },
    body: '{"input":"GB82 WEST 1234 5698 7654 33"}',
  },
  { method: 'POST', path: '/api/v1/validate', headers: { 'content-type': 'application/json' }, body: '{"input":' },
  { method: 'POST', path: '/api/v1/validate', headers: { 'content-type': 'text/plain' }, body: 'GB82' },
  { method: 'GET', path: `/api/v1/validate?q=${'9'.repeat(200)}` },
  { method: 'GET', path: '/api/v1/validate?q=1&format=cheque' },
  {
    method: 'POST',
    path: '/api/v1/batch',
    headers: { 'content-type': 'application/json' },
    body: '{"items":[{"input":"021000021"}]}',
  },
  {
    method: 'OPTIONS',
    path: '/api/v1/validate',
    headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
  },
  { method: 'DELETE', path: '/api/v1/validate' },
  { method: 'GET', path: '/api/v1/nowhere' },
];

const HEADERS = [
  'content-type',
  'access-control-allow-origin',
  'allow',
  'www-authenticate',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
];

interface Seen {
  status: number;
  headers: Record<string, string | null>;
  body: unknown;
}

async function seen(response: Response): Promise<Seen> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
    if (body !== null && typeof body === 'object' && 'processingTimeMs' in body)
      body = { ...body, processingTimeMs: 0 };
  } catch {
    // not JSON: compared as text
  }
  return {
    status: response.status,
    headers: Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)])),
    body,
  };
}

function request(base: string, exchange: Exchange): Request {
  return new Request(new URL(exchange.path, base), {
    method: exchange.method,
    headers: exchange.headers ?? {},
    ...(exchange.body === undefined ? {} : { body: exchange.body }),
  });
}

/** Starts the program under `runtime`; resolves once it prints its port. */
function start(
  runtime: Runtime,
  file: string,
  scratch: string,
): Promise<{ child: ChildProcess; base: string; version: string }> {
  const child = spawn(runtime.binary, runtime.args(file, true), {
    cwd: repo,
    env: runtimeEnv(scratch),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${runtime.name} did not listen:\n${stdout}\n${stderr}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n') && line !== undefined) {
        clearTimeout(timer);
        const { port, version } = JSON.parse(line) as { port: number; version: string };
        resolve({ child, base: `http://127.0.0.1:${port}`, version });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${runtime.name} exited ${code}:\n${stdout}\n${stderr}`));
    });
  });
}

describe('the fetch handler on edge runtimes', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'bank-number-edge-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  for (const runtime of [DENO, BUN]) {
    const title = `${runtime.name} serves the API over HTTP as Node's handler answers`;
    it.skipIf(runtime.unavailable !== undefined)(
      withReason(title, runtime),
      async () => {
        const file = join(scratch, `serve-${runtime.name}.mjs`);
        writeFileSync(file, SERVE[runtime.name] as string);
        const { createHandler } = (await import(SERVER)) as typeof import('../../sdk/server/index.ts');
        const node = createHandler({
          logger: null,
          limits: { open: { minute: 10000, day: 100000 } },
          clientAddress: () => '127.0.0.1',
        });
        const { child, base, version } = await start(runtime, file, scratch);
        try {
          expect(version).toMatch(runtime.expect);
          for (const exchange of EXCHANGES) {
            const remote = await seen(await fetch(request(base, exchange)));
            const local = await seen(await node(request('http://127.0.0.1/', exchange)));
            expect(remote, `${runtime.name} ${version}: ${exchange.method} ${exchange.path}`).toEqual(local);
          }
          const first = await seen(await fetch(request(base, EXCHANGES[0] as Exchange)));
          expect(first.status).toBe(200);
          expect((first.body as { result: { valid: boolean } }).result.valid).toBe(true);
        } finally {
          const exited = new Promise((resolve) => child.once('close', resolve));
          child.kill('SIGTERM');
          await exited;
        }
      },
      120_000,
    );
  }
});
