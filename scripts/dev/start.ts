/**
 * `npm start`: builds the package and the demo site, then runs the reference server with the demo
 * at http://127.0.0.1:8787/ and the API under /api/v1, on embedded defaults (in-memory rate-limit
 * counters, the SQLite database .bank-number/bank-number.db). Only the loopback names (and --host) are answered:
 * any other Host gets 421, so that a DNS rebinding page cannot read the demo key.
 *
 * On the first run it issues a Pro demo key and prints it; later runs reuse it. The database keeps
 * only hashes, so the demo key's clear text is kept beside it in .bank-number/demo-key.json
 * (gitignored, readable by the owner only). The pages get the key from a demo-config.json that only
 * this script serves: it runs the server on a private copy of the built site, inside the state
 * folder, with that file filled in (`serve --static`). demo/dist itself never holds the key. See
 * docs/demo.md.
 *
 *   node --import tsx scripts/dev/start.ts [--port 8787] [--host 127.0.0.1] [--no-build]
 *                                      [--site demo/dist] [--state-dir .bank-number]
 *                                      [--smtp URL] [--mail-from ADDRESS] [--public-url URL] [--no-sign-up]
 *
 * Accounts (sign-up.html, dashboard.html; docs/accounts.md) live in the same database. Without
 * --smtp the server prints each sign-in message, link included, among its output; the last four
 * options are passed on to `bank-number serve` as they are.
 *
 * The port is checked before anything is built: a second `npm start` while one runs stops at once
 * and names `--port`. Each run serves its own copy of the site (`.bank-number/sites/<process id>`)
 * and removes only that one, and copies left by runs that no longer exist.
 *
 * SIGINT (Ctrl-C), SIGTERM and SIGHUP are forwarded to the server, which finishes the requests in
 * flight; the script then exits with the server's exit code (0). The npm script `exec`s this file,
 * so that no shell sits between npm and it: a shell that gets Ctrl-C reports 130 even when the
 * script it ran stopped cleanly.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { repoRoot } from './paths.ts';

interface DemoKey {
  id: string;
  key: string;
  tier: string;
  created: string;
}

const USAGE = `usage: npm start [-- --port 8787] [--host 127.0.0.1] [--no-build] [--site DIR] [--state-dir DIR]
                  [--smtp URL] [--mail-from ADDRESS] [--public-url URL] [--no-sign-up]`;

interface StartOptions {
  port: string;
  host: string;
  build: boolean;
  site: string;
  stateDir: string;
  /** Account options for `bank-number serve`, as given. */
  accounts: string[];
  signUp: boolean;
}

function options(): StartOptions {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      'no-build': { type: 'boolean', default: false },
      site: { type: 'string', default: join(repoRoot, 'demo/dist') },
      'state-dir': { type: 'string', default: join(repoRoot, '.bank-number') },
      smtp: { type: 'string' },
      'mail-from': { type: 'string' },
      'public-url': { type: 'string' },
      'no-sign-up': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const accounts: string[] = [];
  for (const name of ['smtp', 'mail-from', 'public-url'] as const) {
    const value = values[name];
    if (value !== undefined) accounts.push(`--${name}`, value);
  }
  if (values['no-sign-up']) accounts.push('--no-sign-up');
  return {
    port: values.port,
    host: values.host,
    build: !values['no-build'],
    site: resolve(values.site),
    stateDir: resolve(values['state-dir']),
    accounts,
    signUp: !values['no-sign-up'],
  };
}

/** The package (dist/), then the demo site (demo/dist), which imports the package by its name. */
function build(): void {
  const steps: Array<[string, string[]]> = [
    [process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/build/package.ts')]],
    [
      process.execPath,
      [
        join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        join(repoRoot, 'demo/vite.config.ts'),
        '--logLevel',
        'warn',
      ],
    ],
  ];
  process.stdout.write('bank-number start: building the package and the demo site…\n');
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write('bank-number start: the build failed\n');
      process.exit(result.status ?? 1);
    }
  }
}

/** The demo key: the stored one while the store still accepts it as Pro, else a new one. */
async function demoKey(database: string, clearTextFile: string): Promise<{ demo: DemoKey; created: boolean }> {
  const { openStore } = await import('../../sdk/server/adapters/open-store.ts');
  const { issueKey } = await import('../../sdk/server/store/issue-key.ts');
  const { createStoreKeyVerifier } = await import('../../sdk/server/store/key-verifier.ts');
  const store = await openStore(database);
  try {
    if (existsSync(clearTextFile)) {
      try {
        const stored = JSON.parse(readFileSync(clearTextFile, 'utf8')) as DemoKey;
        const verified =
          typeof stored.key === 'string' ? await createStoreKeyVerifier({ store }).verify(stored.key) : null;
        if (verified !== null && verified.tier === 'pro') return { demo: stored, created: false };
      } catch {
        // Unreadable or revoked: issue a new one below.
      }
    }
    const { key, record } = await issueKey(store, { tier: 'pro', label: 'demo key (npm start)' });
    const demo: DemoKey = { id: record.id, key, tier: record.tier, created: record.created };
    mkdirSync(dirname(clearTextFile), { recursive: true, mode: 0o700 });
    writeFileSync(clearTextFile, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
    chmodSync(clearTextFile, 0o600);
    return { demo, created: true };
  } finally {
    await store.close();
  }
}

/** Whether the server could listen on `port` of `host` now (port 0: any free port). */
function portFree(port: string, host: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(Number(port), host, () => probe.close(() => done(true)));
  });
}

/** Whether a process of that id runs (one of another user counts as running). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A private copy of the built site with demo-config.json filled in, in a folder of this run's own
 * (another `npm start` on another port serves its own); returns its folder. Copies of runs that
 * ended without removing theirs are removed.
 */
function privateSite(site: string, stateDir: string, demo: DemoKey): string {
  if (!existsSync(join(site, 'index.html'))) {
    process.stderr.write(`bank-number start: no built site in ${site} (run without --no-build)\n`);
    process.exit(1);
  }
  const sites = join(stateDir, 'sites');
  if (existsSync(sites)) {
    for (const name of readdirSync(sites)) {
      if (!/^\d+$/.test(name) || !running(Number(name))) rmSync(join(sites, name), { recursive: true, force: true });
    }
  }
  const copy = join(sites, String(process.pid));
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true, mode: 0o700 });
  cpSync(site, copy, { recursive: true });
  // The API lives on the same server as the pages: "/" is resolved against the page's address.
  const config = { apiBaseUrl: '/', apiKey: demo.key, keyTier: demo.tier };
  writeFileSync(join(copy, 'demo-config.json'), `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  return copy;
}

/**
 * The Host names the server answers (any other gets 421): the loopback names, and the --host
 * given. A page on another name that DNS rebinding points at 127.0.0.1 cannot read the demo key.
 */
function allowedHosts(host: string): string {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  if (host !== '0.0.0.0' && host !== '::') names.add(host.includes(':') ? `[${host}]` : host);
  return [...names].join(',');
}

function serve(
  siteCopy: string,
  database: string,
  port: string,
  host: string,
  accounts: readonly string[],
): ChildProcess {
  const args = [
    'serve',
    '--port',
    port,
    '--host',
    host,
    '--database',
    database,
    '--static',
    siteCopy,
    '--allowed-hosts',
    allowedHosts(host),
    ...accounts,
  ];
  return spawn(process.execPath, [join(repoRoot, 'bin/bank-number.js'), ...args], {
    // A process group of its own: Ctrl-C reaches the server once, through this script.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function banner(
  url: string,
  demo: DemoKey,
  created: boolean,
  database: string,
  clearTextFile: string,
  mail: string | null,
): string {
  const shown = (path: string): string => {
    const rel = relative(process.cwd(), path);
    return rel.startsWith('..') ? path : rel;
  };
  return [
    '',
    `  bank-number demo   ${url}/`,
    `  API                ${url}/api/v1   (OpenAPI: ${url}/api/v1/openapi.json)`,
    `  Demo key (Pro)     ${demo.key}`,
    `                     ${created ? 'new' : 'reused'}; its clear text is kept in ${shown(clearTextFile)} ` +
      `(gitignored),`,
    `                     because the database ${shown(database)} stores only hashes.`,
    '  The pages use the key on their own; send it yourself as "Authorization: Bearer <key>".',
    ...(mail === null ? [] : [`  Sign up            ${url}/sign-up.html`, `                     ${mail}`]),
    '  Press Ctrl-C to stop.',
    '',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { port, host, build: shouldBuild, site, stateDir, accounts, signUp } = options();
  // Before the build, which takes a while: a second npm start stops here, leaving the first alone.
  if (!(await portFree(port, host))) {
    process.stderr.write(
      `bank-number start: port ${port} on ${host} is in use (another npm start, or another program).\n` +
        `Start on another port: npm start -- --port ${Number(port) + 1}\n`,
    );
    process.exit(1);
  }
  if (shouldBuild) build();
  const database = join(stateDir, 'bank-number.db');
  const clearTextFile = join(stateDir, 'demo-key.json');
  const { demo, created } = await demoKey(database, clearTextFile);
  const siteCopy = privateSite(site, stateDir, demo);

  const child = serve(siteCopy, database, port, host, accounts);
  let forwarded: NodeJS.Signals | null = null;
  const forward = (signal: NodeJS.Signals): void => {
    if (forwarded !== null) return;
    forwarded = signal;
    // The server stops gracefully on SIGINT and SIGTERM only.
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  // Should this script die some other way, the server goes with it.
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });

  // The banner follows the server's own lines: where it listens, then (with accounts) how it
  // sends e-mail and where sign-in links point.
  let listening: string | null = null;
  let announced = false;
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    process.stdout.write(`${line}\n`);
    if (announced) return;
    listening ??= /^bank-number: listening on (http:\/\/\S+)/.exec(line)?.[1] ?? null;
    const done = signUp ? line.startsWith('bank-number: accounts: ') : listening !== null;
    if (listening !== null && done) {
      announced = true;
      const mail = accounts.includes('--smtp')
        ? 'sign-in links are sent by e-mail (--smtp)'
        : 'sign-in e-mails are printed here, with their link (no --smtp)';
      process.stdout.write(banner(listening, demo, created, database, clearTextFile, signUp ? mail : null));
    }
  });

  const code = await new Promise<number>((done) => {
    // 'close': the server's last lines have been passed on by then.
    child.once('close', (exitCode, signal) =>
      done(exitCode ?? (signal === null ? 1 : 128 + (signal === 'SIGINT' ? 2 : 15))),
    );
  });
  rmSync(siteCopy, { recursive: true, force: true });
  process.exitCode = code;
}

await main();
