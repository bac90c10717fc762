/**
 * docs/operating.md as it runs: three `bank-number serve` processes started from the page's
 * systemd command line, on one PostgreSQL, one Redis and one SMTP server, behind Debian's nginx
 * with the page's configuration, restarted one after the other (SIGTERM, wait for the exit, start
 * again, wait until it answers) while traffic runs through nginx: the Open tier, a free and a Pro
 * key, and an account (sign-ups, sign-ins, key creations, the session). No request fails, every
 * quota is exact across the processes, and everything acknowledged is still there afterwards.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe } from '../../sdk/server/test-support/cli.ts';
import type { ServeProcess } from '../../sdk/server/test-support/cli.ts';
import { startPostgres } from '../../sdk/server/test-support/postgres.ts';
import type { TestPostgres } from '../../sdk/server/test-support/postgres.ts';
import { freePort } from '../../sdk/server/test-support/process.ts';
import { startRedis } from '../../sdk/server/test-support/redis.ts';
import type { TestRedis } from '../../sdk/server/test-support/redis.ts';
import { signInLinkOf, startSmtp } from '../../sdk/server/test-support/smtp.ts';
import type { TestSmtp } from '../../sdk/server/test-support/smtp.ts';
import { envFile, execStart, nginxConfig, docBlock, UNIT_FILE } from './operating-doc.ts';

const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';
const HOST = 'api.example.com';

let folder: string;
let postgres: TestPostgres;
let redis: TestRedis;
let smtp: TestSmtp;
let nginx: ChildProcess | undefined;
let nginxUrl: string;
let serveArgs: (port: number) => string[];
const ports: number[] = [];
const servers: ServeProcess[] = [];
/** Every process's output, the stopped ones' included. */
const outputs: Array<() => string> = [];

/** The user id and group id nginx runs as: ours, or `nobody`'s when we are root (nginx runs unprivileged). */
function unprivileged(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string): number => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Starts nginx from a folder of its own, with the page's configuration inside a minimal main file. */
async function startNginx(upstreams: number[]): Promise<{ child: ChildProcess; url: string }> {
  const dir = join(folder, 'nginx');
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const port = await freePort();
  writeFileSync(join(dir, 'bank-number.conf'), nginxConfig(upstreams, `127.0.0.1:${port}`));
  const temp = (name: string): string => `${name}_temp_path ${join(dir, 'temp', name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${join(dir, 'bank-number.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const user = unprivileged();
  if (user !== undefined) {
    for (const path of [folder, dir, join(dir, 'temp')]) chownSync(path, user.uid, user.gid);
  }
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user === undefined ? {} : { uid: user.uid, gid: user.gid }),
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (i > 100) throw new Error(`nginx did not listen:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, url: `http://127.0.0.1:${port}` };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the fields of the JSON it expects, and asserts them
  body: any;
  /** The minute window the answer was counted in (from `RateLimit`), when it says. */
  minute?: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });
/** Every answer and every failure at the client (a connection error, a 5xx). */
const failures: string[] = [];
let requests = 0;

/** One request through nginx as a client on the Internet sends it, with `Host: api.example.com`. */
function client(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; address?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: HOST, ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  // A client behind its own proxy: nginx appends the address it sees, the processes trust nginx.
  if (options.address !== undefined) headers['x-forwarded-for'] = options.address;
  const url = new URL(nginxUrl);
  requests++;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        if (status >= 500) failures.push(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
        let body: unknown;
        try {
          body = text === '' ? undefined : JSON.parse(text);
        } catch {
          body = text;
        }
        const t = /"minute";r=\d+;t=(\d+)/.exec(flat['ratelimit'] ?? '')?.[1];
        resolve({
          status,
          headers: flat,
          body,
          ...(t === undefined ? {} : { minute: Math.round((Date.now() / 1000 + Number(t)) / 60) }),
        });
      });
      res.on('error', reject);
    });
    req.on('error', (error) => {
      failures.push(`${method} ${path}: ${error.message}`);
      reject(error);
    });
    req.end(payload);
  });
}

/** The answers for one quota: the 200s per minute window, and whether the window was used up. */
function perWindow(answers: Answer[]): Map<number, { ok: number; refused: number }> {
  const windows = new Map<number, { ok: number; refused: number }>();
  for (const answer of answers) {
    if (answer.minute === undefined) throw new Error(`an answer without RateLimit: ${answer.status}`);
    const window = windows.get(answer.minute) ?? { ok: 0, refused: 0 };
    if (answer.status === 200) window.ok++;
    else if (answer.status === 429) window.refused++;
    else throw new Error(`unexpected ${answer.status}: ${JSON.stringify(answer.body)}`);
    windows.set(answer.minute, window);
  }
  return windows;
}

/** Each window driven past its limit let exactly `limit` requests through; the others at most that. */
function expectExact(name: string, answers: Answer[], limit: number): { ok: number; refused: number } {
  const windows = perWindow(answers);
  let ok = 0;
  let refused = 0;
  for (const [window, counts] of windows) {
    if (counts.refused > 0) expect(counts.ok, `${name}, window ${window}`).toBe(limit);
    else expect(counts.ok, `${name}, window ${window}`).toBeLessThanOrEqual(limit);
    ok += counts.ok;
    refused += counts.refused;
  }
  expect(refused, `${name} was driven past its limit`).toBeGreaterThan(0);
  return { ok, refused };
}

/** Signs `email` in with the link of its mail; the session cookie and first key. */
async function signIn(email: string, address: string): Promise<{ cookie: string; key: string; id: string }> {
  const mail = await eventuallyMail(email);
  const { token } = signInLinkOf(mail);
  const answer = await client('POST', '/api/account/sign-in', { body: { token }, address });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const cookie = /^bn_session=[^;]+/.exec(answer.headers['set-cookie'] ?? '')?.[0] as string;
  return { cookie, key: answer.body.newKey.key as string, id: answer.body.newKey.id as string };
}

async function eventuallyMail(email: string): Promise<ReturnType<TestSmtp['messages']['at']> & object> {
  for (let i = 0; i < 200; i++) {
    const mail = smtp.messages.find((m) => m.to.includes(email));
    if (mail !== undefined) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

/** Starts the process of slot `i` and waits until it answers a plain API request. */
async function startProcess(i: number): Promise<void> {
  const port = ports[i] as number;
  const started = await startServe(serveArgs(port), folder);
  servers[i] = started;
  outputs.push(() => started.output());
  for (;;) {
    const ready = await new Promise<number>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/v1/openapi.json', headers: { host: HOST }, agent: false },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end();
    });
    if (ready === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-rolling-'));
  [postgres, redis, smtp] = await Promise.all([startPostgres(), startRedis(), startSmtp()]);
  const database = await postgres.database();
  const env = new Map(envFile());
  env.set('DATABASE_URL', database);
  env.set('REDIS_URL', redis.url);
  env.set('SMTP_URL', smtp.url);
  const unit = docBlock(UNIT_FILE);
  serveArgs = (port) => {
    const line = execStart(unit, String(port), env);
    expect(line.slice(0, 3)).toEqual([
      '/usr/bin/node',
      '/opt/bank-number/node_modules/bank-number/bin/bank-number.js',
      'serve',
    ]);
    // One change to the page's command line: a test machine shared with other work can hold a
    // process off the CPU for over a second, and the 1 s default Redis timeout would then answer
    // 503 for a Redis that did answer. The restarts have nothing to do with Redis.
    return [...line.slice(3), '--redis-timeout', '5000'];
  };
  for (let i = 0; i < 3; i++) ports.push(await freePort());
  await Promise.all([0, 1, 2].map(startProcess));
  const started = await startNginx(ports);
  nginx = started.child;
  nginxUrl = started.url;
}, 120_000);

afterAll(async () => {
  agent.destroy();
  if (nginx !== undefined && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all([postgres?.stop(), redis?.stop(), smtp?.close()]);
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

describe('three processes behind nginx, restarted one after the other', { timeout: 180_000 }, () => {
  it('fail no request, keep every quota exact and lose nothing acknowledged', async () => {
    const database = serveArgs(0)[serveArgs(0).indexOf('--database') + 1] as string;
    const created = async (tier: string): Promise<string> =>
      (await runCli(['keys', 'create', '--tier', tier, '--database', database], folder)).stdout.trim();
    const [pro, free] = [await created('pro'), await created('starter')];
    // An account made through nginx before the restarts; its keys share its Starter quota.
    const signUp = await client('POST', '/api/account/sign-up', { body: { email: 'owner@example.com' } });
    expect(signUp.status).toBe(202);
    const owner = await signIn('owner@example.com', '192.0.2.1');
    const accountKeys = [owner.key];

    const answers = { pro: [] as Answer[], free: [] as Answer[], account: [] as Answer[] };
    const open = new Map<string, Answer[]>();
    const signUps: string[] = [];
    const keysCreated: string[] = [];
    const sessions: Answer[] = [];
    let running = true;
    const loop = async (step: (n: number) => Promise<void>, pauseMs = 0): Promise<void> => {
      for (let n = 0; running; n++) {
        await step(n).catch(() => undefined);
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    };
    const iban = 'GB82WEST12345698765432';
    const load = [
      // The Pro key (200 a minute), GET and POST, two at a time.
      ...[0, 1].map(() =>
        loop(async (n) => {
          const answer =
            n % 2 === 0
              ? await client('GET', `/api/v1/validate?q=${iban}`, { headers: { authorization: `Bearer ${pro}` } })
              : await client('POST', '/api/v1/validate', {
                  headers: { authorization: `Bearer ${pro}` },
                  body: { input: iban },
                });
          answers.pro.push(answer);
        }, 20),
      ),
      // The free key (10 a minute).
      loop(async () => {
        answers.free.push(
          await client('GET', '/api/v1/validate?q=011000015', { headers: { authorization: `Bearer ${free}` } }),
        );
      }, 40),
      // The account's keys, the one it started with and those made meanwhile: one quota of 10.
      loop(async (n) => {
        const key = accountKeys[n % accountKeys.length] as string;
        answers.account.push(
          await client('GET', '/api/v1/validate?q=011000015', { headers: { authorization: `Bearer ${key}` } }),
        );
      }, 40),
      // The Open tier: eight clients, by the address nginx passes on (3 a minute each).
      loop(async (n) => {
        const address = `198.51.100.${(n % 8) + 10}`;
        const answer = await client('GET', `/api/v1/validate?q=${iban}`, { address });
        open.set(address, [...(open.get(address) ?? []), answer]);
      }, 30),
      // Sign-ups, each from an address of its own (10 an hour per address).
      loop(async (n) => {
        const email = `rolling-${n}@example.com`;
        const answer = await client('POST', '/api/account/sign-up', { body: { email }, address: `203.0.113.${n + 1}` });
        if (answer.status === 202) signUps.push(email);
        else failures.push(`sign-up ${email}: ${answer.status}`);
      }, 250),
      // New keys in the account (10 a minute), and the dashboard's session reads.
      loop(async (n) => {
        if (keysCreated.length < 8) {
          const answer = await client('POST', '/api/account/keys', {
            headers: { cookie: owner.cookie },
            body: { label: `rolling ${n}` },
          });
          if (answer.status === 201) {
            keysCreated.push(answer.body.key.key as string);
            accountKeys.push(answer.body.key.key as string);
          } else failures.push(`key creation: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        sessions.push(await client('GET', '/api/account/session', { headers: { cookie: owner.cookie } }));
      }, 600),
    ];

    // The rolling restart: each process stopped with SIGTERM (exit 0), started again, and
    // answering before the next one stops.
    const startedAt = Date.now();
    const exits: Array<number | null> = [];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const steps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = Date.now();
      exits.push(await (servers[i] as ServeProcess).stop());
      steps.push(Date.now() - t0);
      await startProcess(i);
      steps.push(Date.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    running = false;
    await Promise.all(load);
    const restartMs = Date.now() - startedAt;

    // What nginx passed on to the next process: refused connections, and connections closed unread.
    const nginxLog = readFileSync(join(folder, 'nginx', 'error.log'), 'utf8');
    const passedOn = {
      refused: nginxLog.match(/connect\(\) failed \(111/g)?.length ?? 0,
      closed: nginxLog.match(/upstream prematurely closed/g)?.length ?? 0,
      closedPosts: nginxLog.match(/upstream prematurely closed.*request: "POST/g)?.length ?? 0,
    };
    expect(exits).toEqual([0, 0, 0]);
    expect(failures).toEqual([]);
    for (const output of outputs) expect(output().match(/^.*"status":5\d\d.*$/gm) ?? []).toEqual([]);
    expect(sessions.every((s) => s.status === 200)).toBe(true);

    // Quotas: exact in every window driven past its limit, across the processes.
    const figures = {
      requests,
      restartMs,
      pro: expectExact('pro', answers.pro, 200),
      free: expectExact('free', answers.free, 10),
      account: expectExact('account', answers.account, 10),
      open: [...open].map(([address, list]) => expectExact(`open ${address}`, list, 3)),
      steps,
      passedOn,
      signUps: signUps.length,
      keysCreated: keysCreated.length,
    };

    // Usage reads agree whichever process answers, with what the clients saw.
    const lastWindow = (list: Answer[]): { ok: number; refused: number } => {
      const windows = perWindow(list);
      return windows.get(Math.max(...windows.keys())) as { ok: number; refused: number };
    };
    const usage = async (key: string): Promise<unknown[]> => {
      const reads = [];
      for (let i = 0; i < 3; i++) {
        const answer = await client('GET', '/api/v1/usage', { headers: { authorization: `Bearer ${key}` } });
        expect(answer.status).toBe(200);
        reads.push(answer.body.result.limits.minute);
      }
      return reads;
    };
    const proReads = await usage(pro);
    expect(new Set(proReads.map((r) => JSON.stringify({ ...(r as object), reset: 0 }))).size).toBe(1);
    expect(proReads[0]).toMatchObject({
      limit: 200,
      remaining: lastWindow(answers.pro).refused > 0 ? 0 : 200 - lastWindow(answers.pro).ok,
    });
    const session = await client('GET', '/api/account/session', { headers: { cookie: owner.cookie } });
    expect(session.status).toBe(200);
    const accountUsage = (await usage(owner.key))[0];
    expect(session.body.account.usage.minute).toMatchObject({
      limit: 10,
      used: (accountUsage as { used: number }).used,
    });

    // Nothing acknowledged is lost: every key works, every sign-up's link signs in.
    for (const key of [pro, free, ...keysCreated]) {
      const answer = await client('GET', '/api/v1/usage', { headers: { authorization: `Bearer ${key}` } });
      expect(answer.status, key.slice(-6)).toBe(200);
    }
    await smtp.received(signUps.length + 1, 20_000);
    for (const [i, email] of signUps.entries()) {
      const { key } = await signIn(email, `192.0.2.${i + 10}`);
      const answer = await client('GET', '/api/v1/usage', { headers: { authorization: `Bearer ${key}` } });
      expect(answer.status, email).toBe(200);
    }
    expect(figures.signUps).toBeGreaterThan(0);
    expect(figures.keysCreated).toBeGreaterThan(0);
    console.log(JSON.stringify(figures));
  });
});
