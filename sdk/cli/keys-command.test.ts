import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSite, runCli, startServe } from '../server/test-support/cli.ts';
import { storeText, tableRows } from '../server/test-support/store.ts';
import { accountPost, bearer, call, eventually } from '../server/test-support/harness.ts';
import { KEYS_USAGE } from './keys-command.ts';

let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'bank-number-keys-cli-'));
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
});

// Every step runs the command in a new process: generous time for a loaded machine.
/** What `keys set-tier` says of an account with one active key. */
const tierLine = (tier: string): RegExp =>
  new RegExp(
    `^Account acc_[0-9a-f]{16} is now ${tier}, with its 1 active key; ` +
      'a running server applies it within a second\\.\\n$',
  );

describe('bank-number keys', { timeout: 120_000 }, () => {
  it('create prints the new key once on stdout, and stores only its hash', async () => {
    const { code, stdout, stderr } = await runCli(['keys', 'create', '--tier', 'pro', '--label', 'web shop'], cwd);
    expect(code).toBe(0);
    const key = stdout.trim();
    expect(key).toMatch(/^bn_live_[A-Za-z0-9_-]{60}$/);
    expect(stderr).toMatch(/Created key_[0-9a-f]{16} \(pro, "web shop"\)/);
    expect(stderr).toContain('only time the key is shown');
    expect(stderr).not.toContain(key);
    const database = join(cwd, '.bank-number', 'bank-number.db');
    expect(storeText(database)).not.toContain(key);
    expect(tableRows(database, 'api_keys')).toEqual([
      expect.objectContaining({
        tier: 'pro',
        label: 'web shop',
        hash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
        revoked: 0,
      }),
    ]);
  });

  it('list shows id, tier, label, created, last 4 and revoked, never the key or its hash', async () => {
    const created = await runCli(['keys', 'create', '--tier', 'starter'], cwd);
    const key = created.stdout.trim();
    const { code, stdout } = await runCli(['keys', 'list'], cwd);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^id\s+tier\s+label\s+created\s+last4\s+revoked\s+account$/);
    expect(stdout).toContain(`…${key.slice(-4)}`);
    expect(stdout).not.toContain(key);
    expect(stdout).not.toContain('sha256');
    const json = JSON.parse((await runCli(['keys', 'list', '--json'], cwd)).stdout);
    expect(json[1]).toMatchObject({ tier: 'starter', last4: key.slice(-4), revoked: false });
    expect(Object.keys(json[1])).toEqual(['id', 'tier', 'label', 'created', 'last4', 'revoked', 'account']);
    // Keys issued here belong to no account.
    expect(json[1].account).toBeNull();
    expect(stdout.split('\n')[2]).toMatch(/\s-$/);
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

  it('--database names another file', async () => {
    const other = join(cwd, 'other', 'keys.db');
    expect((await runCli(['keys', 'create', '--tier', 'business', '--database', other], cwd)).code).toBe(0);
    expect(tableRows(other, 'api_keys').map((row) => row['tier'])).toEqual(['business']);
    expect(JSON.parse((await runCli(['keys', 'list', '--json', '--database', other], cwd)).stdout)).toHaveLength(1);
  });

  it('refuses unknown tiers, actions and options with exit code 2', async () => {
    for (const args of [
      ['keys', 'create', '--tier', 'open'],
      ['keys', 'create'],
      ['keys', 'rotate'],
      ['keys', 'list', '--bogus'],
      ['keys'],
      ['keys', 'set-tier', 'key_0000000000000000'],
      ['keys', 'set-tier', 'key_0000000000000000', 'open'],
      ['keys', 'set-tier', 'key_0000000000000000', 'gold'],
      ['keys', 'set-tier', '--email', 'a@example.com'],
      ['keys', 'set-tier', '--email', 'a@example.com', 'key_0000000000000000', 'pro'],
    ]) {
      const { code, stderr } = await runCli(args, cwd);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('usage: bank-number keys');
    }
  });

  it('says which command it does not know, before the usage', async () => {
    const { code, stdout, stderr } = await runCli(['keys', 'bogus'], cwd);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe(`bank-number keys: unknown command "bogus"\n${KEYS_USAGE}\n`);
  });

  it(
    'set-tier sets the tier of an account and its keys (by address or by any of its keys), ' +
      'or of a key of no account, and a running server answers with it within a second',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'bank-number-set-tier-'));
      const serve = await startServe(['--static', accountSite(folder)], folder);
      try {
        const post = (path: string, body: unknown) => accountPost(serve.url, path, body);
        expect((await post('sign-up', { email: 'operator-test@example.com' })).status).toBe(202);
        // Without --smtp the server prints the message, link and all.
        const token = await eventually(() => /dashboard\.html#token=([A-Za-z0-9_-]{43})/.exec(serve.output())?.[1]);
        const signIn = await post('sign-in', { token });
        const { id, key } = signIn.body.newKey as { id: string; key: string };
        const tierOf = async (): Promise<string> =>
          (await call(serve.url, '/api/v1/usage', { headers: bearer(key) })).body.result.tier;
        expect(await tierOf()).toBe('starter');
        expect((await call(serve.url, '/api/v1/usage', { headers: bearer(key) })).body.result.countedBy).toBe(
          'account',
        );

        const listed = JSON.parse((await runCli(['keys', 'list', '--json'], folder)).stdout);
        expect(listed).toEqual([expect.objectContaining({ id, account: expect.stringMatching(/^acc_[0-9a-f]{16}$/) })]);

        const byEmail = await runCli(['keys', 'set-tier', '--email', ' Operator-Test@Example.com', 'pro'], folder);
        expect(byEmail.code).toBe(0);
        expect(byEmail.stderr).toMatch(tierLine('pro'));
        await eventually(async () => (await tierOf()) === 'pro' || undefined);
        expect(JSON.parse((await runCli(['keys', 'list', '--json'], folder)).stdout)[0].tier).toBe('pro');

        // By one of its keys: the account's tier, and all its keys'.
        const byId = await runCli(['keys', 'set-tier', id, 'business'], folder);
        expect(byId.code).toBe(0);
        expect(byId.stderr).toMatch(tierLine('business'));
        await eventually(async () => (await tierOf()) === 'business' || undefined);

        const nobody = await runCli(['keys', 'set-tier', '--email', 'nobody@example.com', 'pro'], folder);
        expect(nobody.code).toBe(1);
        expect(nobody.stderr).toContain('no account signed up with that address');
        expect(nobody.stderr).not.toContain('nobody@');
        const unknown = await runCli(['keys', 'set-tier', 'key_0000000000000000', 'pro'], folder);
        expect(unknown.code).toBe(1);
        expect(unknown.stderr).toContain('no active key key_0000000000000000');
        // A key issued on the command line has no account, and its tier can be set all the same.
        const cliKey = (await runCli(['keys', 'create', '--tier', 'starter'], folder)).stdout.trim();
        const cliId = JSON.parse((await runCli(['keys', 'list', '--json'], folder)).stdout)[1].id as string;
        expect((await runCli(['keys', 'set-tier', cliId, 'pro'], folder)).code).toBe(0);
        await eventually(
          async () =>
            (await call(serve.url, '/api/v1/usage', { headers: bearer(cliKey) })).body.result.tier === 'pro' ||
            undefined,
        );
        expect((await call(serve.url, '/api/v1/usage', { headers: bearer(cliKey) })).body.result.countedBy).toBe('key');
        expect((await runCli(['keys', 'set-tier', cliId, 'business'], folder)).stderr).toContain(
          `${cliId} is now business`,
        );
      } finally {
        expect(await serve.stop()).toBe(0);
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
