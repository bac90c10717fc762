import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSite, runCli, startServe } from '../server/test-support/cli.ts';
import { accountPost, bearer, call, eventually, send } from '../server/test-support/harness.ts';
import { signInLinkOf, startSmtp } from '../server/test-support/smtp.ts';

let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'bank-number-serve-cli-'));
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
});

// Every step runs the command in a new process: generous time for a loaded machine.
describe('bank-number serve', { timeout: 300_000 }, () => {
  it('prints where it listens and which store it uses, and serves keys issued by `keys create`', async () => {
    const pro = (await runCli(['keys', 'create', '--tier', 'pro'], cwd)).stdout.trim();
    const site = accountSite(cwd);
    const serve = await startServe(['--host', '127.0.0.1', '--static', site], cwd);
    try {
      expect(serve.output()).toMatch(
        new RegExp(
          '^bank-number: listening on http://127\\.0\\.0\\.1:\\d+ ' +
            '\\(rate limits: memory; store: sqlite .*\\.bank-number/bank-number\\.db; static: .*site\\)\\n',
        ),
      );
      // Without --smtp, sign-in messages are printed, and the banner says so.
      expect(serve.output().split('\n').slice(1, 3)).toEqual([
        'bank-number: e-mail: printing sign-in messages here (no --smtp given)',
        `bank-number: accounts: sign-in links point to ${serve.url}/dashboard.html`,
      ]);
      const batch = await call(serve.url, '/api/v1/batch', {
        method: 'POST',
        body: { items: [{ input: '011000015' }] },
        headers: bearer(pro),
      });
      expect(batch.status).toBe(200);
      const id = JSON.parse((await runCli(['keys', 'list', '--json'], cwd)).stdout)[0].id;
      await runCli(['keys', 'revoke', id], cwd);
      // A key known to the server is read from the database again (within a second): refused then.
      const refusals = await eventually(async () => {
        const reply = await call(serve.url, '/api/v1/validate?q=011000015', { headers: bearer(pro) });
        return reply.status === 401 ? reply.status : undefined;
      });
      expect(refusals).toBe(401);
      // One JSON line per request on stdout, after the banner; lines are written in batches.
      const lines = () => serve.output().trim().split('\n').slice(3);
      const statuses = await eventually(() => {
        const all = lines().map((line) => JSON.parse(line).status as number);
        return all.at(-1) === 401 ? all : undefined;
      });
      // The batch, any calls made while the key was still cached, then the refusal.
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1, -1).every((status) => status === 200)).toBe(true);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('says when a Redis URL does not answer, and exits with 1', async () => {
    const { code, stderr } = await runCli(['serve', '--port', '0', '--redis', 'redis://127.0.0.1:1'], cwd);
    expect(code).toBe(1);
    expect(stderr).toContain('cannot connect to Redis at redis://127.0.0.1:1');
  });

  it('refuses a database it cannot open, and a PostgreSQL that does not answer', async () => {
    const notDb = join(cwd, 'not-a-database.db');
    (await import('node:fs')).writeFileSync(notDb, 'x'.repeat(4096));
    const broken = await runCli(['serve', '--port', '0', '--database', notDb], cwd);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('cannot open the database sqlite');
    const down = await runCli(
      ['serve', '--port', '0', '--database', 'postgres://nobody:secret-word@127.0.0.1:1/none'],
      cwd,
    );
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('cannot open the database postgres nobody@127.0.0.1:1/none');
    expect(down.stderr).not.toContain('secret-word');
  });

  it('runs with sign-up off when it serves no site with the account pages, and says so', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bank-number-serve-pages-'));
    try {
      const bare = await startServe([], folder);
      try {
        expect(bare.output().split('\n')[1]).toBe(
          'bank-number: accounts: off (no account pages: no site is served (--static DIR); ' +
            'give --static with the built demo site, or --sign-up --public-url URL); /api/account/ answers 404',
        );
        expect((await accountPost(bare.url, 'sign-up', { email: 'nobody@example.com' })).status).toBe(404);
        expect(bare.output()).not.toContain('dashboard.html#token=');
      } finally {
        expect(await bare.stop()).toBe(0);
      }
      const empty = join(folder, 'empty');
      (await import('node:fs')).mkdirSync(empty);
      const noPages = await startServe(['--static', empty], folder);
      try {
        expect(noPages.output().split('\n')[1]).toContain(
          `accounts: off (no account pages: ${empty} has no dashboard.html;`,
        );
      } finally {
        expect(await noPages.stop()).toBe(0);
      }
      // With the pages, every sign-in link leads to one that is served.
      const withPages = await startServe(['--static', accountSite(folder)], folder);
      try {
        const signUp = await accountPost(withPages.url, 'sign-up', { email: 'pages@example.com' });
        expect(signUp.status).toBe(202);
        // Without --smtp the answer says where the link goes: not to an inbox.
        expect(signUp.body).toEqual({
          detail:
            'This server sends no e-mail: the sign-in link is printed in its output. ' +
            'The link works once, within 15 minutes.',
          delivery: 'console',
        });
        const link = await eventually(() => /^(http:\/\/\S+\/dashboard\.html)#token=/m.exec(withPages.output())?.[1]);
        const page = await fetch(link);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('dashboard.html');
      } finally {
        expect(await withPages.stop()).toBe(0);
      }
      // --sign-up says the pages are elsewhere, so it needs --public-url.
      const alone = await runCli(['serve', '--port', '0', '--sign-up'], folder);
      expect(alone.code).toBe(2);
      expect(alone.stderr).toContain('--sign-up needs --public-url');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('keeps accounts over a restart: a new process on the same key file knows the session and the keys', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bank-number-serve-restart-'));
    const site = accountSite(folder);
    let serve = await startServe(['--static', site], folder);
    try {
      expect((await accountPost(serve.url, 'sign-up', { email: 'restart@example.com' })).status).toBe(202);
      const link = await eventually(
        () => /^(http:\/\/\S+\/dashboard\.html#token=([A-Za-z0-9_-]{43}))$/m.exec(serve.output()) ?? undefined,
      );
      expect(link[1]).toBe(`${serve.url}/dashboard.html#token=${link[2]}`);
      expect(serve.output()).toContain('To: restart@example.com\nSubject: Your bank-number sign-in link\n');
      const signIn = await accountPost(serve.url, 'sign-in', { token: link[2] });
      expect(signIn.status).toBe(200);
      const cookie = /^bn_session=[^;]+/.exec(signIn.headers['set-cookie'] ?? '')?.[0] as string;
      const key = signIn.body.newKey.key as string;
      expect(await serve.stop()).toBe(0);

      serve = await startServe(['--static', site], folder);
      const session = await send(serve.url, '/api/account/session', { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(session.body.keys).toEqual([expect.objectContaining({ id: signIn.body.newKey.id, label: 'First key' })]);
      expect((await call(serve.url, '/api/v1/usage', { headers: bearer(key) })).status).toBe(200);
    } finally {
      expect(await serve.stop()).toBe(0);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('sends sign-in links through --smtp, from --mail-from, to --public-url, never printing the password', async () => {
    const smtp = await startSmtp({ login: { user: 'mailer', password: 's3cret/pass' } });
    const port = new URL(smtp.url).port;
    const serve = await startServe(
      [
        '--smtp',
        smtp.url,
        '--mail-from',
        'Bank Number <accounts@bank-number.example>',
        '--public-url',
        'https://bank-number.example/app',
        '--sign-up',
        '--allowed-hosts',
        '127.0.0.1',
      ],
      cwd,
    );
    try {
      expect(serve.output()).toContain(
        `bank-number: e-mail: sending sign-in messages through smtp://127.0.0.1:${port} ` +
          'as Bank Number <accounts@bank-number.example>\n',
      );
      expect(serve.output()).toContain(
        'bank-number: accounts: sign-in links point to https://bank-number.example/app/dashboard.html\n',
      );
      expect(serve.output()).not.toContain('s3cret');
      expect((await accountPost(serve.url, 'sign-up', { email: 'smtp@example.com' })).status).toBe(202);
      const [mail] = await smtp.received(1);
      expect(mail?.from).toBe('accounts@bank-number.example');
      expect(mail?.to).toEqual(['smtp@example.com']);
      const { link, token } = signInLinkOf(mail!);
      expect(link).toBe(`https://bank-number.example/app/dashboard.html#token=${token}`);
      // The message went by mail only: not to the server's output.
      expect(serve.output()).not.toContain(token);
      const signIn = await accountPost(serve.url, 'sign-in', { token });
      expect(signIn.headers['set-cookie']).toMatch(/; Secure;/);
    } finally {
      expect(await serve.stop()).toBe(0);
      await smtp.close();
    }
  });

  it('serves no account API with --no-sign-up, and says so', async () => {
    const serve = await startServe(['--no-sign-up', '--static', accountSite(cwd)], cwd);
    try {
      expect(serve.output().split('\n')[1]).toBe(
        'bank-number: accounts: off (--no-sign-up); /api/account/ answers 404',
      );
      const reply = await accountPost(serve.url, 'sign-up', { email: 'nobody@example.com' });
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('NOT_FOUND');
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('refuses bad options with exit code 2', async () => {
    for (const args of [
      ['serve', '--public-url', 'ftp://example.com'],
      ['serve', '--public-url', 'not a url'],
      ['serve', '--smtp', 'http://mail.example.com'],
      ['serve', '--smtp', 'smtp://'],
      ['serve', '--mail-from', 'a\nBcc: b@example.com'],
    ]) {
      const { code, stderr } = await runCli([...args, '--port', '0'], cwd);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toMatch(/--public-url|--smtp|--mail-from/);
    }
    for (const args of [
      ['serve', '--port', 'x'],
      ['serve', '--trust-proxy', '-1'],
      ['serve', '--nope'],
      ['serve', 'extra'],
    ]) {
      const { code, stderr } = await runCli(args, cwd);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('usage: bank-number serve');
    }
    const help = await runCli(['serve', '--help'], cwd);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--trust-proxy N');
  });
});
