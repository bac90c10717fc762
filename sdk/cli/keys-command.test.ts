import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSite, runCli, startServe } from '../server/test-support/cli.ts';
import { storeText, tableRows } from '../server/test-support/store.ts';
import { accountPost, bearer, call, eventually } from '../server/test-support/harness.ts';

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
    expect(key).toMatch(/^bn_live_[A-Za-z0-9_-]{38}$/);
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

  it('imports a key file of earlier versions once, keeps it as keys.json.imported, and its keys work', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bank-number-import-'));
    try {
      // A key file as earlier versions wrote it: a key issued then, and an account with its key.
      const key = `bn_live_${'a'.repeat(32)}`;
      const hash = `sha256:${(await import('node:crypto')).createHash('sha256').update(key).digest('hex')}`;
      const old = {
        version: 1,
        keys: [
          {
            id: 'key_00000000000000aa',
            tier: 'pro',
            label: 'old',
            created: '2025-01-01T00:00:00.000Z',
            last4: 'aaaa',
            hash,
            revoked: false,
          },
          {
            id: 'key_00000000000000bb',
            tier: 'starter',
            label: 'gone',
            created: '2025-01-02T00:00:00.000Z',
            last4: 'bbbb',
            hash: `sha256:${'b'.repeat(64)}`,
            revoked: true,
            account: 'acc_00000000000000cc',
          },
        ],
        accounts: [
          {
            id: 'acc_00000000000000cc',
            tier: 'starter',
            created: '2025-01-02T00:00:00.000Z',
            emailHmac: `hmac-sha256:${'c'.repeat(64)}`,
          },
        ],
        sessions: [
          { hash: `sha256:${'d'.repeat(64)}`, account: 'acc_00000000000000cc', expires: '2000-01-01T00:00:00.000Z' },
        ],
        signInLinks: [],
        secret: 'old-secret',
      };
      mkdirSync(join(folder, '.bank-number'));
      const file = join(folder, '.bank-number', 'keys.json');
      writeFileSync(file, JSON.stringify(old));
      const listed = await runCli(['keys', 'list', '--json'], folder);
      expect(listed.code).toBe(0);
      expect(listed.stderr).toMatch(
        new RegExp(
          'imported 2 keys and 1 accounts from .*keys\\.json into sqlite .*bank-number\\.db; ' +
            'the file is kept as .*keys\\.json\\.imported',
        ),
      );
      expect(JSON.parse(listed.stdout).map((k: { id: string; revoked: boolean }) => [k.id, k.revoked])).toEqual([
        ['key_00000000000000aa', false],
        ['key_00000000000000bb', true],
      ]);
      expect(existsSync(file)).toBe(false);
      expect(JSON.parse(readFileSync(`${file}.imported`, 'utf8'))).toEqual(old);
      const database = join(folder, '.bank-number', 'bank-number.db');
      expect(tableRows(database, 'accounts')).toHaveLength(1);
      // The expired session is left behind; the e-mail secret comes along.
      expect(tableRows(database, 'sessions')).toEqual([]);
      expect(tableRows(database, 'settings')).toContainEqual({ name: 'email_secret', value: 'old-secret' });
      // Only once: the same file put back is not imported again, nor is anything doubled.
      writeFileSync(file, JSON.stringify(old));
      const again = await runCli(['keys', 'list', '--json'], folder);
      expect(again.stderr).toBe('');
      expect(JSON.parse(again.stdout)).toHaveLength(2);
      // The imported key works on a server started on the database.
      const serve = await startServe([], folder);
      try {
        expect((await call(serve.url, '/api/v1/usage', { headers: bearer(key) })).body.result.tier).toBe('pro');
      } finally {
        expect(await serve.stop()).toBe(0);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a broken key file to import, and leaves it where it is', async () => {
    const broken = join(cwd, 'broken.json');
    writeFileSync(broken, '{');
    const { code, stderr } = await runCli(
      ['keys', 'list', '--keys', broken, '--database', join(cwd, 'broken.db')],
      cwd,
    );
    expect(code).toBe(1);
    expect(stderr).toContain('broken.json is not valid JSON');
    expect(readFileSync(broken, 'utf8')).toBe('{');
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
