/**
 * A real PostgreSQL for the tests, from Debian's binaries (`initdb`, `postgres` under
 * /usr/lib/postgresql/<version>/bin): a new cluster in a temporary folder, on a free loopback
 * port, with its Unix socket in that folder; run as the `postgres` user (or `nobody`) when the
 * tests run as root, since PostgreSQL refuses to run as root. Stopped and removed afterwards.
 * There is no fallback: without PostgreSQL the tests that need it fail.
 * @module
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, readyLine } from './process.ts';

export interface TestPostgres {
  /** `postgres://bank@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  process: ChildProcess;
  /** A new, empty database on this server; its URL. */
  database(name?: string): Promise<string>;
  /**
   * Stops every process of the cluster (SIGSTOP: the postmaster and its backends, so that the
   * connections open stay open and nothing answers); answers the function that lets them go on.
   */
  pause(): () => void;
  stop(): Promise<void>;
}

/** The folder of the newest PostgreSQL binaries installed, or the one `POSTGRES_BIN` names. */
export function postgresBin(): string {
  const given = process.env['POSTGRES_BIN'];
  if (given !== undefined) return given;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql');
  return join(root, versions[0] as string, 'bin');
}

/** The user id and group id to run PostgreSQL as: ours, or `postgres`'s (else `nobody`'s) when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error('running as root, and there is neither a postgres nor a nobody user to run PostgreSQL as');
}

let counter = 0;

/** Starts a cluster; `fsync: true` for figures that must be like a real server's (default off: tests only). */
export async function startPostgres(options: { fsync?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'bank-number-pg-'));
  const user = runAs();
  if (user !== undefined) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const ids = user === undefined ? {} : { uid: user.uid, gid: user.gid };
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'bank', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C'],
    { ...ids, stdio: 'pipe', cwd: dir },
  );
  const port = await freePort();
  // Speed over safety for a throw-away test cluster: fsync off unless asked.
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `fsync=${options.fsync === true ? 'on' : 'off'}`,
      '-c',
      'max_connections=100',
    ],
    {
      ...ids,
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await readyLine(child, 'postgres', 'database system is ready to accept connections', 60_000);
  const url = `postgres://bank@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    process: child,
    async database(name) {
      const database = name ?? `test_${process.pid}_${++counter}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${database}"`);
      } finally {
        await client.end();
      }
      return `postgres://bank@127.0.0.1:${port}/${database}`;
    },
    pause() {
      const children = (): number[] => {
        try {
          return execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map(Number);
        } catch {
          return [];
        }
      };
      const pids = [child.pid as number, ...children()];
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      let resumed = false;
      return () => {
        if (resumed) return;
        resumed = true;
        for (const pid of pids) process.kill(pid, 'SIGCONT');
      };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const done = (): void => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        // Fast shutdown: roll back open transactions, disconnect clients, stop.
        child.kill('SIGINT');
      }),
  };
}
