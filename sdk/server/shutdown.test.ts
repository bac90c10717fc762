import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe } from './test-support/cli.ts';
import type { ServeProcess } from './test-support/cli.ts';
import { eventually } from './test-support/harness.ts';
import { connectionsHeld, startInFlight } from './test-support/in-flight.ts';
import { checkResponse } from './test-support/openapi-check.ts';

let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'bank-number-shutdown-'));
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
});

describe('graceful shutdown (SIGTERM)', () => {
  it('lets a request in flight finish, then exits with 0 and accepts nothing new', async () => {
    const serve: ServeProcess = await startServe([], cwd);
    const { port } = new URL(serve.url);
    // Headers and half of the body: the request is in flight when SIGTERM arrives.
    const request = await startInFlight(serve.url);
    await eventually(() => (connectionsHeld(serve.child.pid as number, Number(port)) > 0 ? true : undefined));
    const exited = new Promise<number | null>((resolve) => serve.child.once('exit', resolve));
    serve.child.kill('SIGTERM');

    // New connections are refused as soon as the server has closed its port...
    await eventually(async () => ((await tryConnect(Number(port))) === 'ECONNREFUSED' ? true : undefined));
    // ...while it keeps running for the request in flight.
    expect(serve.child.exitCode).toBeNull();

    const raw = await request.finish();
    const [head = '', text = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    checkResponse({ method: 'POST', path: '/api/v1/validate', status: 200, headers, text });
    expect(JSON.parse(text).result).toMatchObject({ valid: true, normalized: 'GB82WEST12345698765432' });
    expect(await exited).toBe(0);
    expect(serve.output()).toContain('stopped after SIGTERM');
  });
});

/** Connects to `port` on loopback: 'connected' (and closes), or the error's code. */
function tryConnect(port: number): Promise<string> {
  return new Promise<string>((resolve) => {
    const late = connect(port, '127.0.0.1');
    late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    late.once('connect', () => {
      late.destroy();
      resolve('connected');
    });
  });
}
