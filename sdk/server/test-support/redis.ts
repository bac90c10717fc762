/**
 * A real redis-server for the tests, on a free loopback port, stopped afterwards. There is no
 * fallback: without redis-server the tests that need it fail.
 * @module
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { freePort, readyLine, WAIT_BOUND_MS } from './process.ts';

export interface TestRedis {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export const REDIS_SERVER = process.env['REDIS_SERVER'] ?? '/usr/bin/redis-server';

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await readyLine(child, REDIS_SERVER, 'Ready to accept connections', WAIT_BOUND_MS);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
