import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountService } from '../accounts/account-service.ts';
import { createHandler } from '../handler.ts';
import { accountPost, call } from '../test-support/harness.ts';
import { startSmtp } from '../test-support/smtp.ts';
import type { TestSmtp } from '../test-support/smtp.ts';
import { createSmtpMailer, openStore, startServer } from './node.ts';

// The examples run as a consumer runs them: importing `bank-number/server` and
// `bank-number/server/node` by name, from the built package (`npm test` builds first).
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The code block after `<!-- example: name -->` in a doc. */
function example(doc: string, name: string): string {
  const text = readFileSync(join(ROOT, 'docs', doc), 'utf8');
  const found = new RegExp(`<!-- example: ${name} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(text);
  if (found === null) throw new Error(`docs/${doc} has no example "${name}"`);
  return found[1] as string;
}

let dir: string;
let smtp: TestSmtp;
beforeAll(async () => {
  // Inside the package, so that the package's own name resolves to it.
  dir = mkdtempSync(join(ROOT, '.example-'));
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site', 'index.html'), '<p>site</p>');
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs an example as a program in `dir`, with its port, files and SMTP server made local; resolves once it listens. */
async function runExample(doc: string, name: string): Promise<{ url: string; stop(): Promise<number | null> }> {
  const code = example(doc, name)
    .replaceAll('port: 8787', 'port: 0')
    .replaceAll("'.bank-number/bank-number.db'", JSON.stringify(join(dir, `${name}.db`)))
    .replaceAll('smtp://127.0.0.1:2525', smtp.url)
    .replaceAll("'demo/dist'", JSON.stringify(join(dir, 'site')));
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  const child = spawn(process.execPath, [file], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match !== null) resolve(match[1] as string);
    });
    child.once('exit', () => reject(new Error(`the example stopped: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', (exit) => resolve(exit));
        child.kill('SIGTERM');
      }),
  };
}

describe('bank-number/server/node, as the docs show it', () => {
  it("docs/server.md's startServer example serves the API and stops on SIGTERM", async () => {
    const running = await runExample('server.md', 'start');
    expect((await call(running.url, '/api/v1/validate?q=011000015')).status).toBe(200);
    expect(await running.stop()).toBe(0);
  });

  it(
    "docs/server.md's example of the parts serves the API, " +
      'the site and the account API, and sends the link by SMTP',
    async () => {
      const running = await runExample('server.md', 'parts');
      expect((await call(running.url, '/api/v1/validate?q=011000015')).status).toBe(200);
      expect((await call(running.url, '/', { headersOnly: true })).text).toBe('<p>site</p>');
      const before = smtp.messages.length;
      expect((await accountPost(running.url, 'sign-up', { email: 'parts@example.com' })).status).toBe(202);
      const mail = (await smtp.received(before + 1))[before];
      expect(mail?.to).toEqual(['parts@example.com']);
      expect(await running.stop()).toBe(0);
    },
  );

  it("docs/accounts.md's example serves the account API over its store", async () => {
    const running = await runExample('accounts.md', 'accounts');
    const before = smtp.messages.length;
    expect((await accountPost(running.url, 'sign-up', { email: 'accounts@example.com' })).status).toBe(202);
    expect((await smtp.received(before + 1))[before]?.text).toContain('https://keys.example.com/dashboard.html#token=');
    expect(await running.stop()).toBe(0);
  });
});

describe('a misconfigured store or mailer fails when it is made, not at the first request', () => {
  it('createHandler refuses keys, rate-limit stores and accounts of the wrong shape', () => {
    expect(() => createHandler({ keys: {} as never })).toThrow(/keys/);
    expect(() => createHandler({ rateLimitStore: { description: 'x' } as never })).toThrow(/rateLimitStore/);
    expect(() => createHandler({ accounts: {} as never })).toThrow(/accounts/);
  });

  it('createSmtpMailer refuses a URL that is not SMTP and a sender that is not one address', async () => {
    await expect(createSmtpMailer({ url: 'http://mail.example.com', from: 'a@example.com' })).rejects.toThrow(
      /smtp:\/\//,
    );
    await expect(createSmtpMailer({ url: 'smtp://', from: 'a@example.com' })).rejects.toThrow(/SMTP URL/);
    await expect(createSmtpMailer({ url: smtp.url, from: 'a@example.com\nBcc: b@example.com' })).rejects.toThrow(
      /one address/,
    );
  });

  it(
    'openStore and startServer refuse a database they cannot reach, ' + 'and startServer a Redis it cannot reach',
    async () => {
      await expect(openStore('postgres://nobody@127.0.0.1:1/none')).rejects.toThrow();
      await expect(startServer({ store: 'postgres://nobody@127.0.0.1:1/none', port: 0 })).rejects.toThrow();
      const store = await openStore(join(dir, 'redis.db'));
      await expect(startServer({ store, port: 0, redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(
        /cannot connect to Redis at redis:\/\/127\.0\.0\.1:1/,
      );
      await expect(
        startServer({ store: join(dir, 'mail.db'), port: 0, smtp: { url: 'smtp://', from: 'a@example.com' } }),
      ).rejects.toThrow(/cannot send mail/);
    },
  );

  it('an account service made over that store answers at once', async () => {
    const store = await openStore(join(dir, 'service.db'));
    const accounts = createAccountService({
      store,
      mailer: await createSmtpMailer({ url: smtp.url, from: 'a@example.com' }),
      publicUrl: 'http://localhost/',
    });
    expect(await accounts.session('nonsense')).toBeNull();
    await store.close();
  });
});
