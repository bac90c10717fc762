import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../server/test-support/cli.ts';

let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'bank-number-keys-cli-'));
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
});

describe('bank-number keys', () => {
  it('create prints the new key once on stdout, and stores only its hash', async () => {
    const { code, stdout, stderr } = await runCli(['keys', 'create', '--tier', 'pro', '--label', 'web shop'], cwd);
    expect(code).toBe(0);
    const key = stdout.trim();
    expect(key).toMatch(/^bn_live_[A-Za-z0-9_-]{32}$/);
    expect(stderr).toMatch(/Created key_[0-9a-f]{16} \(pro, "web shop"\)/);
    expect(stderr).toContain('only time the key is shown');
    expect(stderr).not.toContain(key);
    const file = readFileSync(join(cwd, '.bank-number', 'keys.json'), 'utf8');
    expect(file).not.toContain(key);
  });

  it('list shows id, tier, label, created, last 4 and revoked, never the key or its hash', async () => {
    const created = await runCli(['keys', 'create', '--tier', 'starter'], cwd);
    const key = created.stdout.trim();
    const { code, stdout } = await runCli(['keys', 'list'], cwd);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^id\s+tier\s+label\s+created\s+last4\s+revoked$/);
    expect(stdout).toContain(`…${key.slice(-4)}`);
    expect(stdout).not.toContain(key);
    expect(stdout).not.toContain('sha256');
    const json = JSON.parse((await runCli(['keys', 'list', '--json'], cwd)).stdout);
    expect(json[1]).toMatchObject({ tier: 'starter', last4: key.slice(-4), revoked: false });
    expect(Object.keys(json[1])).toEqual(['id', 'tier', 'label', 'created', 'last4', 'revoked']);
  });

  it('revoke marks a key revoked; an unknown id fails', async () => {
    const [first] = JSON.parse((await runCli(['keys', 'list', '--json'], cwd)).stdout);
    expect((await runCli(['keys', 'revoke', first.id], cwd)).code).toBe(0);
    const [after] = JSON.parse((await runCli(['keys', 'list', '--json'], cwd)).stdout);
    expect(after.revoked).toBe(true);
    const missing = await runCli(['keys', 'revoke', 'key_0000000000000000'], cwd);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no key key_0000000000000000');
  });

  it('--keys names another file', async () => {
    const other = join(cwd, 'other.json');
    expect((await runCli(['keys', 'create', '--tier', 'business', '--keys', other], cwd)).code).toBe(0);
    expect(JSON.parse(readFileSync(other, 'utf8')).keys[0].tier).toBe('business');
  });

  it('refuses unknown tiers, actions and options with exit code 2', async () => {
    for (const args of [['keys', 'create', '--tier', 'open'], ['keys', 'create'], ['keys', 'rotate'], ['keys', 'list', '--bogus'], ['keys']]) {
      const { code, stderr } = await runCli(args, cwd);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('usage: bank-number keys');
    }
  });
});
