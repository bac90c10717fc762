import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe } from './test-support/cli.ts';
import type { ServeProcess } from './test-support/cli.ts';
import { startInFlight } from './test-support/in-flight.ts';
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
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => serve.child.once('exit', resolve));
    serve.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(serve.child.exitCode).toBeNull();

    const refused = await new Promise<string>((resolve) => {
      const late = connect(Number(port), '127.0.0.1');
      late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      late.once('connect', () => {
        late.destroy();
        resolve('connected');
      });
    });
    expect(refused).toBe('ECONNREFUSED');

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
