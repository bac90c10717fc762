import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe } from '../server/test-support/cli.ts';
import { bearer, call } from '../server/test-support/harness.ts';

let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'bank-number-serve-cli-'));
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
});

describe('bank-number serve', () => {
  it('prints where it listens and which store it uses, and serves keys issued by `keys create`', async () => {
    const pro = (await runCli(['keys', 'create', '--tier', 'pro'], cwd)).stdout.trim();
    const serve = await startServe(['--host', '127.0.0.1'], cwd);
    try {
      expect(serve.output()).toMatch(/^bank-number: listening on http:\/\/127\.0\.0\.1:\d+ \(rate limits: memory; keys: .*\.bank-number\/keys\.json\)\n/);
      // Without --smtp, sign-in messages are printed, and the banner says so.
      expect(serve.output().split('\n').slice(1, 3)).toEqual([
        'bank-number: e-mail: printing sign-in messages here (no --smtp given)',
        `bank-number: accounts: sign-in links point to ${serve.url}/dashboard.html`,
      ]);
      const batch = await call(serve.url, '/api/v1/batch', { method: 'POST', body: { items: [{ input: '011000015' }] }, headers: bearer(pro) });
      expect(batch.status).toBe(200);
      const id = JSON.parse((await runCli(['keys', 'list', '--json'], cwd)).stdout)[0].id;
      await runCli(['keys', 'revoke', id], cwd);
      // The server rereads the key file at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const revoked = await call(serve.url, '/api/v1/validate?q=011000015', { headers: bearer(pro) });
      expect(revoked.status).toBe(401);
      // One JSON line per request on stdout, after the banner; lines are written in batches.
      const lines = () => serve.output().trim().split('\n').slice(3);
      for (let i = 0; i < 50 && lines().length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines().map((line) => JSON.parse(line).status)).toEqual([200, 401]);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('says when a Redis URL does not answer, and exits with 1', async () => {
    const { code, stderr } = await runCli(['serve', '--port', '0', '--redis', 'redis://127.0.0.1:1'], cwd);
    expect(code).toBe(1);
    expect(stderr).toContain('cannot connect to Redis at redis://127.0.0.1:1');
  });

  it('refuses a broken key file at start', async () => {
    const broken = join(cwd, 'broken.json');
    (await import('node:fs')).writeFileSync(broken, '{');
    const { code, stderr } = await runCli(['serve', '--port', '0', '--keys', broken], cwd);
    expect(code).toBe(1);
    expect(stderr).toContain('cannot read the key file');
  });

  it('refuses bad options with exit code 2', async () => {
    for (const args of [['serve', '--port', 'x'], ['serve', '--trust-proxy', '-1'], ['serve', '--nope'], ['serve', 'extra']]) {
      const { code, stderr } = await runCli(args, cwd);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('usage: bank-number serve');
    }
    const help = await runCli(['serve', '--help'], cwd);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--trust-proxy N');
  });
});
