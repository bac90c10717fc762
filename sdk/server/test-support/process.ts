/**
 * Helpers for the servers the tests run as child processes (redis-server, PostgreSQL): a free
 * port, and waiting until a child says it is ready.
 * @module
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * How long a test waits for something that is bound to happen (a child ready, a message, a
 * condition): generous, so that a machine busy with other work only makes the wait longer, never
 * fails it.
 */
export const WAIT_BOUND_MS = 30_000;

/** A port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `child` writes `ready` (on stdout or stderr); rejects, with all it wrote, when it
 * cannot be run, exits first, or is not ready within `timeoutMs`.
 */
export function readyLine(child: ChildProcess, name: string, ready: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const fail = (why: string): void => {
      clearTimeout(timer);
      reject(new Error(`${name} ${why}:\n${output}`));
    };
    const timer = setTimeout(() => fail('did not start'), timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => fail(`cannot be run (${error.message})`));
    child.once('exit', (code) => fail(`exited with ${code}`));
  });
}
