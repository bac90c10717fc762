import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAccountTier } from './operator.ts';
import { openStore } from '../adapters/open-store.ts';
import { cookieOf, startAccountServer, withoutDate } from '../test-support/accounts.ts';
import type { AccountServer, AccountServerOptions } from '../test-support/accounts.ts';
import { bearer, call, expectMethodNotAllowed, send, startTestServer, T0 } from '../test-support/harness.ts';
import type { Reply } from '../test-support/harness.ts';
import { signInLinkOf, startSmtp } from '../test-support/smtp.ts';
import type { TestSmtp } from '../test-support/smtp.ts';
import { storeText, tableRows } from '../test-support/store.ts';

const SIGN_UP_DETAIL =
  'If this address can receive e-mail, a sign-in link is on its way. The link works once, within 15 minutes.';
const MINUTE = 60_000;

let smtp: TestSmtp;
const running: AccountServer[] = [];
const closers: Array<() => Promise<void>> = [];
beforeAll(async () => {
  smtp = await startSmtp();
});
afterEach(async () => {
  smtp.refuseRecipients = false;
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(running.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await smtp.close();
});

async function start(options: Omit<AccountServerOptions, 'smtp'> = {}): Promise<AccountServer> {
  const server = await startAccountServer({ smtp, ...options });
  running.push(server);
  return server;
}

/** A token of the right shape that was never issued. */
const NEVER_ISSUED = 'A'.repeat(43);

const usageWith = (server: AccountServer, key: string): Promise<Reply> =>
  call(server, '/api/v1/usage', { headers: bearer(key) });

describe('accounts: sign-up by e-mail, one-time sign-in links, session and keys (app in process, real SMTP)', () => {
  it('goes the whole way: sign up, mail, sign in, session, create, rotate, revoke, sign out', async () => {
    const s = await start();
    const sent = smtp.messages.length;
    const signUp = await s.post('sign-up', { email: '  Person@Example.com ' });
    expect(signUp.status).toBe(202);
    expect(signUp.body).toEqual({ detail: SIGN_UP_DETAIL, delivery: 'email' });
    expect(signUp.headers['content-type']).toBe('application/json');
    expect(signUp.headers['cache-control']).toBe('no-store');
    // Same origin only: neither CORS nor the public API's rate-limit headers.
    expect(
      Object.keys(signUp.headers).filter((name) => /^(access-control-|x-ratelimit-|ratelimit)/.test(name)),
    ).toEqual([]);

    const mail = (await smtp.received(sent + 1))[sent];
    // Sent to the address in the form it is compared in: trimmed, ASCII in lower case.
    expect(mail?.to).toEqual(['person@example.com']);
    expect(mail?.from).toBe('no-reply@localhost');
    expect(mail?.subject).toBe('Your bank-number sign-in link');
    expect(mail?.text).toContain('expires in 15 minutes and works once');
    expect(mail?.text).toContain('If you did not ask for it, you can ignore this message');
    const { link, token } = signInLinkOf(mail!);
    expect(link).toBe(`${s.url}/dashboard.html#token=${token}`);

    const signIn = await s.post('sign-in', { token });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['set-cookie']).toMatch(
      /^bn_session=[A-Za-z0-9_-]{65}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(signIn.headers['cache-control']).toBe('no-store');
    const created = new Date(T0).toISOString();
    expect(signIn.body).toEqual({
      account: { tier: 'starter', created },
      newKey: {
        id: expect.stringMatching(/^key_[0-9a-f]{16}$/),
        tier: 'starter',
        label: 'First key',
        created,
        last4: expect.any(String),
        key: expect.stringMatching(/^bn_live_[A-Za-z0-9_-]{60}$/),
      },
    });
    const first = signIn.body.newKey as { id: string; key: string; last4: string };
    expect(first.last4).toBe(first.key.slice(-4));
    const cookie = cookieOf(signIn);

    const session = await s.get('session', { cookie });
    expect(session.status).toBe(200);
    const fresh = { limit: 10, remaining: 10, used: 0 };
    expect(session.body).toEqual({
      account: {
        tier: 'starter',
        created,
        usage: {
          minute: { ...fresh, reset: Date.UTC(2030, 0, 15, 12, 1) / 1000 },
          day: { limit: 100, remaining: 100, used: 0, reset: Date.UTC(2030, 0, 16) / 1000 },
        },
      },
      keys: [{ id: first.id, tier: 'starter', label: 'First key', created, last4: first.last4 }],
      revoked: [],
      revokedTotal: 0,
      upgrade: expect.stringContaining('`bank-number keys set-tier`'),
    });
    expect(session.body.upgrade).toMatch(/payment is out of scope/);
    expect(session.text).not.toContain(first.key);

    // The key works on the public API (how an account's keys are counted: quotas.test.ts).
    const usage = await usageWith(s, first.key);
    expect(usage.status).toBe(200);
    expect(usage.body.result).toMatchObject({ tier: 'starter', countedBy: 'account' });

    const second = await s.post('keys', { label: '  web shop  ' }, { cookie });
    expect(second.status).toBe(201);
    expect(second.body.key).toMatchObject({
      tier: 'starter',
      label: 'web shop',
      key: expect.stringMatching(/^bn_live_/),
    });
    expect(Object.keys(second.body.key).sort()).toEqual(['created', 'id', 'key', 'label', 'last4', 'tier']);

    const rotated = await s.post(`keys/${first.id}/rotate`, {}, { cookie });
    expect(rotated.status).toBe(201);
    expect(rotated.body).toEqual({
      key: {
        id: expect.stringMatching(/^key_/),
        tier: 'starter',
        label: 'First key',
        created,
        last4: expect.any(String),
        key: expect.stringMatching(/^bn_live_/),
      },
      revoked: first.id,
    });
    const third = rotated.body.key as { id: string; key: string };
    expect(third.id).not.toBe(first.id);
    expect((await usageWith(s, first.key)).status).toBe(401);
    expect((await usageWith(s, third.key)).status).toBe(200);

    s.clock.advance(1000);
    const revoked = await s.post(`keys/${third.id}/revoke`, {}, { cookie });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: third.id });
    expect((await usageWith(s, third.key)).status).toBe(401);
    expect((await usageWith(s, second.body.key.key)).status).toBe(200);

    const listed = await s.get('session', { cookie });
    expect(listed.body.keys.map((k: { label: string }) => k.label)).toEqual(['web shop']);
    // Revoked keys stay listed (90 days), the latest first, with when they were revoked.
    expect(listed.body.revoked.map((k: { id: string; revoked: string }) => [k.id, k.revoked])).toEqual([
      [third.id, new Date(T0 + 1000).toISOString()],
      [first.id, created],
    ]);
    expect(listed.body.revokedTotal).toBe(2);
    // A key is in clear in its one answer only: never in a later answer, the store or the log.
    const keys = [first.key, second.body.key.key, third.key];
    for (const key of keys) expect(listed.text).not.toContain(key);
    const file = storeText(s.database);
    for (const secret of [...keys, token, cookie.slice('bn_session='.length)]) {
      expect(file).not.toContain(secret);
      expect(s.log.join('\n')).not.toContain(secret);
    }
    expect(file.toLowerCase()).not.toContain('example.com');

    const signOut = await s.post('sign-out', {}, { cookie });
    expect(signOut.status).toBe(204);
    expect(signOut.text).toBe('');
    expect(signOut.headers['set-cookie']).toBe('bn_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect((await s.get('session', { cookie })).status).toBe(401);
    expect(tableRows(s.database, 'sessions')).toEqual([]);
  });

  it('signs the same address in again without a new key, however it is written', async () => {
    const s = await start();
    const { reply } = await s.signIn('again@example.org');
    const again = await s.post('sign-in', { token: await s.signUp(' AGAIN@Example.ORG') });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ account: reply.body.account, newKey: null });
    const keys = (await s.get('session', { cookie: cookieOf(again) })).body.keys;
    expect(keys.map((k: { id: string }) => k.id)).toEqual([reply.body.newKey.id]);
    const accounts = tableRows(s.database, 'accounts');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.['email_hmac']).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
  });

  it('makes the cookie Secure when the site is served over HTTPS: by its public URL, or a trusted proxy', async () => {
    const https = await start({ publicUrl: 'https://bank-number.example/' });
    const sent = smtp.messages.length;
    await https.post('sign-up', { email: 'tls@example.com' });
    const { link, token } = signInLinkOf((await smtp.received(sent + 1))[sent]!);
    // Links are built from the public URL, never from the request's Host.
    expect(link).toBe(`https://bank-number.example/dashboard.html#token=${token}`);
    const signIn = await https.post('sign-in', { token });
    expect(signIn.headers['set-cookie']).toMatch(/; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await https.post('sign-out', {}, { cookie: cookieOf(signIn) })).headers['set-cookie']).toBe(
      'bn_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    );

    const proxied = await start({ handler: { trustedProxies: 1 } });
    const token2 = await proxied.signUp('proxy@example.com');
    const behind = await proxied.post('sign-in', { token: token2 }, { 'x-forwarded-proto': 'https' });
    expect(behind.headers['set-cookie']).toMatch(/; Secure;/);

    const direct = await start();
    const token3 = await direct.signUp('direct@example.com');
    // Nobody is trusted to say so: a client's own X-Forwarded-Proto changes nothing.
    const claimed = await direct.post('sign-in', { token: token3 }, { 'x-forwarded-proto': 'https' });
    expect(claimed.status).toBe(200);
    expect(claimed.headers['set-cookie']).not.toContain('Secure');
  });

  it(
    'refuses expired, used and unknown links with one answer, ' + 'and lets a link work until its last moment',
    async () => {
      const s = await start();
      const unknown = await s.post('sign-in', { token: NEVER_ISSUED });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        type: 'about:blank',
        status: 400,
        code: 'INVALID_SIGN_IN_LINK',
        detail: 'This sign-in link is not valid. Links work once, within 15 minutes: ask for a new one.',
      });
      expect(unknown.headers['content-type']).toBe('application/problem+json');

      const late = await s.signUp('late@example.com');
      s.clock.advance(15 * MINUTE);
      const expired = await s.post('sign-in', { token: late });
      expect(withoutDate(expired)).toEqual(withoutDate(unknown));

      const onTime = await s.signUp('late@example.com');
      s.clock.advance(15 * MINUTE - 1);
      const used = await s.post('sign-in', { token: onTime });
      expect(used.status).toBe(200);
      const reused = await s.post('sign-in', { token: onTime });
      expect(withoutDate(reused)).toEqual(withoutDate(unknown));
      expect(reused.headers['set-cookie']).toBeUndefined();

      for (const body of [{}, { token: 42 }, { token: `${onTime}x` }, { token: onTime.slice(1) }, [], 'text']) {
        expect(withoutDate(await s.post('sign-in', body)), JSON.stringify(body)).toEqual(withoutDate(unknown));
      }
      const notJson = await send(s, '/api/account/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"token":',
      });
      expect(withoutDate(notJson)).toEqual(withoutDate(unknown));
      // Expired and used links are gone from the store.
      expect(tableRows(s.database, 'sign_in_links')).toEqual([]);
    },
  );

  it('refuses a missing, forged, tampered, expired or ended session with one answer', async () => {
    const s = await start();
    const { cookie } = await s.signIn('session@example.com');
    expect((await s.get('session', { cookie })).status).toBe(200);
    const none = await s.get('session');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
    expect(none.headers['cache-control']).toBe('no-store');
    const value = cookie.slice('bn_session='.length);
    const tampered = `bn_session=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `bn_session=${NEVER_ISSUED}`,
      tampered,
      'bn_session=',
      'bn_session',
      `bn_session=${value}x`,
      `other=${value}`,
      '; ;=;',
      `bn_session=${'%'.repeat(43)}`,
    ]) {
      expect(withoutDate(await s.get('session', { cookie: forged })), forged).toEqual(withoutDate(none));
      expect(withoutDate(await s.post('keys', {}, { cookie: forged })), forged).toEqual({ ...withoutDate(none) });
    }
    // Other cookies beside it change nothing.
    expect((await s.get('session', { cookie: `theme=dark; ${cookie}; lang=en` })).status).toBe(200);

    s.clock.advance(12 * 60 * MINUTE - 1);
    expect((await s.get('session', { cookie })).status).toBe(200);
    s.clock.advance(1);
    expect(withoutDate(await s.get('session', { cookie }))).toEqual(withoutDate(none));
    // Expired sessions leave the store at its next write.
    await s.signUp('someone-else@example.com');
    expect(tableRows(s.database, 'sessions')).toEqual([]);

    const other = await s.signIn('session@example.com');
    await s.post('sign-out', {}, { cookie: other.cookie });
    expect(withoutDate(await s.get('session', { cookie: other.cookie }))).toEqual(withoutDate(none));
  });

  it(
    "answers another person's key id exactly as an unknown one, " + 'in revoke and rotate, and leaves that key alone',
    async () => {
      const s = await start();
      const alice = await s.signIn('alice@example.com');
      const bob = await s.signIn('bob@example.com');
      const bobsKey = bob.reply.body.newKey as { id: string; key: string };
      const alicesKey = alice.reply.body.newKey as { id: string; key: string };
      await s.post(`keys/${alicesKey.id}/revoke`, {}, { cookie: alice.cookie });
      for (const action of ['revoke', 'rotate']) {
        const unknown = await s.post(`keys/key_0000000000000000/${action}`, {}, { cookie: alice.cookie });
        expect(unknown.status).toBe(404);
        expect(unknown.body).toMatchObject({ status: 404, code: 'KEY_NOT_FOUND' });
        for (const id of [bobsKey.id, alicesKey.id, 'nonsense', encodeURIComponent('key_ü')]) {
          const answer = await s.post(`keys/${id}/${action}`, {}, { cookie: alice.cookie });
          expect(withoutDate(answer), `${action} ${id}`).toEqual(withoutDate(unknown));
        }
      }
      expect((await usageWith(s, bobsKey.key)).status).toBe(200);
      expect((await s.get('session', { cookie: bob.cookie })).body.keys.map((k: { id: string }) => k.id)).toEqual([
        bobsKey.id,
      ]);
    },
  );

  it(
    'answers sign-up alike, byte for byte, for a registered address, ' +
      'a new one, and one whose own limit is used up',
    async () => {
      const s = await start();
      await s.signIn('known@example.com');
      const before = smtp.messages.length;
      const known = await s.post('sign-up', { email: 'known@example.com' });
      const unknown = await s.post('sign-up', { email: 'unknown@example.com' });
      await s.post('sign-up', { email: 'busy@example.com' });
      await s.post('sign-up', { email: 'busy@example.com' });
      await s.post('sign-up', { email: 'busy@example.com' });
      const limited = await s.post('sign-up', { email: 'busy@example.com' });
      expect(known.status).toBe(202);
      expect(withoutDate(unknown)).toEqual(withoutDate(known));
      expect(withoutDate(limited)).toEqual(withoutDate(known));
      await s.service.settle();
      // Messages to the two addresses, and three of the four to the busy one.
      expect(smtp.messages.slice(before).map((m) => m.to[0])).toHaveLength(5);
    },
  );

  it('sends at most 3 links an hour to one address; the next hour it sends again', async () => {
    const s = await start();
    const before = smtp.messages.length;
    for (let i = 0; i < 5; i++) expect((await s.post('sign-up', { email: 'Limited@Example.com' })).status).toBe(202);
    await s.service.settle();
    expect(smtp.messages.length - before).toBe(3);
    // The limit is the address's, however it is written.
    expect((await s.post('sign-up', { email: 'limited@example.COM ' })).status).toBe(202);
    await s.service.settle();
    expect(smtp.messages.length - before).toBe(3);
    s.clock.advance(60 * MINUTE);
    await s.post('sign-up', { email: 'limited@example.com' });
    await smtp.received(before + 4);
    expect(smtp.messages.length - before).toBe(4);
  });

  it(
    'answers 429 with Retry-After once a client address has used up its sign-ups, ' +
      'counted as the API counts addresses',
    async () => {
      const s = await start({ handler: { trustedProxies: 1 } });
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let i = 0; i < 10; i++)
        expect((await s.post('sign-up', { email: `person${i}@example.com` }, from('203.0.113.7'))).status).toBe(202);
      const refused = await s.post('sign-up', { email: 'one-more@example.com' }, from('203.0.113.7'));
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(3600 - 30));
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toMatchObject({ status: 429, code: 'RATE_LIMITED', violatedPolicies: ['hour'] });
      // Bad requests count too, and are refused the same way once over the limit.
      expect((await s.post('sign-up', { email: 'nonsense' }, from('203.0.113.7'))).status).toBe(429);
      expect((await s.post('sign-up', { email: 'other@example.com' }, from('203.0.113.8'))).status).toBe(202);
      s.clock.advance(60 * MINUTE);
      expect((await s.post('sign-up', { email: 'later@example.com' }, from('203.0.113.7'))).status).toBe(202);

      const daily = await start({ service: { signUpLimits: { address: { hour: 100, day: 3 } } } });
      for (let i = 0; i < 3; i++)
        expect((await daily.post('sign-up', { email: `day${i}@example.com` })).status).toBe(202);
      const tomorrow = await daily.post('sign-up', { email: 'day3@example.com' });
      expect(tomorrow.status).toBe(429);
      expect(tomorrow.body.violatedPolicies).toEqual(['day']);
      expect(tomorrow.headers['retry-after']).toBe(String((Date.UTC(2030, 0, 16) - T0) / 1000));
    },
  );

  it('answers 202 even when the mail cannot be sent, and logs that without the address or the link', async () => {
    const s = await start();
    smtp.refuseRecipients = true;
    const reply = await s.post('sign-up', { email: 'refused@example.com' });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ detail: SIGN_UP_DETAIL, delivery: 'email' });
    await s.service.settle();
    const failures = s.log.filter((line) => line.includes('SIGN_IN_MAIL_NOT_SENT'));
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0] as string)).toMatchObject({
      error: 'SIGN_IN_MAIL_NOT_SENT',
      mailer: expect.stringMatching(/^smtp smtp:\/\/127\.0\.0\.1:\d+$/),
    });
    expect(failures[0]).not.toContain('refused@');
    expect(failures[0]).not.toContain('token');
  });

  it('refuses bad addresses with INVALID_EMAIL, and never anything but 202 for good ones', async () => {
    const s = await start({ service: { signUpLimits: { address: { hour: 1000, day: 1000 } } } });
    const bad: unknown[] = [
      {},
      { email: 42 },
      { email: null },
      { email: '' },
      { email: 'plain' },
      { email: '@example.com' },
      { email: 'a@b' },
      { email: 'a@@example.com' },
      { email: 'a@b@example.com' },
      { email: 'a b@example.com' },
      { email: 'a\u0000b@example.com' },
      { email: 'a@example..com' },
      { email: 'a@.example.com' },
      { email: 'a@example.com.' },
      { email: 'x<victim@example.com>' },
      { email: 'a,b@example.com' },
      { email: `${'a'.repeat(65)}@example.com` },
      { email: `a@${'b'.repeat(250)}.com` },
      ['person@example.com'],
      'person@example.com',
    ];
    for (const body of bad) {
      const reply = await s.post('sign-up', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ status: 400, code: 'INVALID_EMAIL' });
    }
    const notJson = await send(s, '/api/account/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'person@example.com',
    });
    expect(notJson.body.code).toBe('INVALID_EMAIL');
    for (const email of [
      `${'a'.repeat(64)}@example.com`,
      'jörg@bücher.example',
      'first.last+tag@sub.example.co.uk',
      "o'brien@example.ie",
    ]) {
      expect((await s.post('sign-up', { email })).status, email).toBe(202);
    }
    await s.service.settle();
  });

  it('checks the method, the origin and the content type of every request, and knows only its own paths', async () => {
    const s = await start();
    const email = { email: 'checks@example.com' };
    const refusedOrigins = [
      'http://evil.example',
      'null',
      s.url.replace('127.0.0.1', 'localhost'),
      `${s.url}/`,
      s.url.replace('http:', 'https:'),
    ];
    for (const origin of refusedOrigins) {
      const reply = await s.post('sign-up', email, { origin });
      expect(reply.status, origin).toBe(403);
      expect(reply.body).toMatchObject({ status: 403, code: 'CROSS_SITE_REQUEST' });
    }
    expect((await s.post('sign-up', email, { origin: s.url })).status).toBe(202);
    for (const type of [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=latin1',
    ]) {
      const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type };
      const reply = await send(s, '/api/account/sign-up', { method: 'POST', headers, body: JSON.stringify(email) });
      expect(reply.status, type).toBe(415);
      expect(reply.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const large = await s.post('sign-up', { email: 'large@example.com', padding: 'x'.repeat(20_000) });
    expect(large.status).toBe(413);

    await expectMethodNotAllowed(
      (method, path) => send(s, `/api/account/${path}`, { method, headers: { 'content-type': 'application/json' } }),
      {
        POST: ['GET sign-up', 'PUT sign-in', 'DELETE keys', 'GET keys/key_0000000000000000/rotate', 'OPTIONS sign-out'],
        GET: ['POST session'],
      },
    );
    for (const path of [
      '',
      'nope',
      'keys/',
      'keys/x',
      'keys/x/delete',
      'session/',
      'sign-up/x',
      'toString',
      '__proto__',
      'keys/a/b/rotate',
    ]) {
      const reply = await send(s, `/api/account/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status, path).toBe(404);
      expect(reply.body.code).toBe('NOT_FOUND');
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
    // The account API is not the public API: the OpenAPI document tags it `account` and gives its
    // paths their own server, and the public API does not answer them.
    const openapi = await call(s, '/api/v1/openapi.json');
    expect(openapi.body.paths['/session'].servers).toEqual([{ url: '/api/account', description: 'The account API.' }]);
    expect(openapi.body.paths['/session'].get.tags).toEqual(['account']);
    expect((await call(s, '/api/v1/session')).status).toBe(404);
    await s.service.settle();
  });

  it('answers 404 for every account path when the server has no account service (serve --no-sign-up)', async () => {
    const plain = await startTestServer();
    try {
      for (const [method, path] of [
        ['POST', 'sign-up'],
        ['POST', 'sign-in'],
        ['GET', 'session'],
        ['POST', 'keys'],
      ]) {
        const reply = await send(plain, `/api/account/${path}`, {
          method: method as string,
          body: '{}',
          headers: { 'content-type': 'application/json' },
        });
        expect(reply.status).toBe(404);
        expect(reply.body.code).toBe('NOT_FOUND');
      }
    } finally {
      await plain.close();
    }
  });

  it(
    'takes labels of up to 100 characters without control characters, ' + 'and at most 10 active keys per account',
    async () => {
      const s = await start({ service: { actionLimits: { keyChangesPerMinute: 100 } } });
      const { cookie } = await s.signIn('labels@example.com');
      for (const body of [
        { label: 42 },
        { label: ['x'] },
        { label: 'a\u0007b' },
        { label: 'line\nbreak' },
        { label: 'x'.repeat(101) },
        [],
        'label',
      ]) {
        const reply = await s.post('keys', body, { cookie });
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.code).toBe('INVALID_LABEL');
      }
      const longest = await s.post('keys', { label: ` ${'é'.repeat(100)} ` }, { cookie });
      expect(longest.status).toBe(201);
      expect(longest.body.key.label).toBe('é'.repeat(100));
      // No body at all, or no label: a key without a label.
      const bare = await send(s, '/api/account/keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '0', cookie },
      });
      expect(bare.status).toBe(201);
      expect(bare.body.key.label).toBe('');
      expect((await s.post('keys', { label: null }, { cookie })).body.key.label).toBe('');

      // 4 keys now; 50 requests at once make exactly 6 more.
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) => s.post('keys', { label: `k${i}` }, { cookie })),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(6);
      const refused = replies.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(44);
      for (const reply of refused)
        expect(reply.body).toMatchObject({ status: 409, title: 'Conflict', code: 'TOO_MANY_KEYS' });
      const keys = (await s.get('session', { cookie })).body.keys as Array<{ id: string }>;
      expect(keys).toHaveLength(10);
      // Rotating keeps the count; revoking makes room.
      expect((await s.post(`keys/${keys[0]!.id}/rotate`, {}, { cookie })).status).toBe(201);
      expect((await s.post('keys', {}, { cookie })).status).toBe(409);
      await s.post(`keys/${keys[1]!.id}/revoke`, {}, { cookie });
      expect((await s.post('keys', {}, { cookie })).status).toBe(201);
    },
  );

  it('keeps accounts, sessions, links and keys over a restart, on the same store file', async () => {
    const first = await start();
    const { cookie, reply } = await first.signIn('restart@example.com');
    const key = reply.body.newKey.key as string;
    const pendingLink = await first.signUp('restart-later@example.com');
    const database = first.database;
    await first.stop();

    const second = await start({ database, clock: first.clock });
    const session = await second.get('session', { cookie });
    expect(session.status).toBe(200);
    expect(session.body.keys.map((k: { id: string }) => k.id)).toEqual([reply.body.newKey.id]);
    expect((await usageWith(second, key)).status).toBe(200);
    const later = await second.post('sign-in', { token: pendingLink });
    expect(later.status).toBe(200);
    expect(later.body.newKey).not.toBeNull();
  });

  it('lets the operator set tiers: a running server answers with the new tier at once', async () => {
    const s = await start();
    const { cookie, reply } = await s.signIn('upgrade@example.com');
    const key = reply.body.newKey.key as string;
    const operator = await openStore(s.database);
    closers.push(() => operator.close());
    expect(await setAccountTier(operator, 'nobody@example.com', 'pro')).toBeNull();
    expect(await setAccountTier(operator, ' UPGRADE@example.com', 'pro')).toEqual({
      account: expect.stringMatching(/^acc_/),
      keys: 1,
    });
    const usage = await usageWith(s, key);
    expect(usage.body.result.tier).toBe('pro');
    const session = await s.get('session', { cookie });
    expect(session.body.account.tier).toBe('pro');
    expect(session.body.keys[0]).toMatchObject({ tier: 'pro' });
    expect(session.body.account.usage).toMatchObject({ minute: { limit: 200 }, day: { limit: 10_000 } });
    // Keys created later get the account's tier.
    expect((await s.post('keys', { label: 'new' }, { cookie })).body.key.tier).toBe('pro');
  });
});

describe('e-mail addresses in one canonical form', () => {
  it('refuses an address with a Kelvin sign or full-width letters, and sends to the form it compares', async () => {
    const server = await start({ network: true });
    const { cookie } = await server.signIn('kate@example.com');
    const owner = await server.get('session', { cookie });
    expect(owner.status).toBe(200);

    // U+212A KELVIN SIGN lowercases to an ASCII k: its mailbox is not kate@example.com's.
    const before = smtp.messages.length;
    for (const email of ['\u212Aate@example.com', 'ｋate@example.com', 'kate@ｅxample.com']) {
      const refused = await server.post('sign-up', { email });
      expect(refused.status, email).toBe(400);
      expect(refused.body.code).toBe('INVALID_EMAIL');
      expect(refused.body.detail).toMatch(/usual form/);
    }
    expect(smtp.messages.length).toBe(before);

    // ASCII letters in any case are one address, and the link goes to the form compared.
    const token = await server.signUp('  Kate@EXAMPLE.com ');
    const mail = smtp.messages[smtp.messages.length - 1];
    expect(mail?.to).toEqual(['kate@example.com']);
    const signedIn = await server.post('sign-in', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.newKey).toBeNull();
  });
});

describe('sign-up past the per-e-mail limit', () => {
  it('writes to the database as a stored link does, so that its time does not tell the branch', async () => {
    const server = await start({ network: true, service: { signUpLimits: { address: { hour: 1000, day: 1000 } } } });
    const writes: string[] = [];
    const store = server.store as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['addSignInLink', 'deleteExpired']) {
      const original = store[name] as (...args: unknown[]) => unknown;
      store[name] = function (this: unknown, ...args: unknown[]) {
        writes.push(name);
        return original.apply(this, args);
      };
    }
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await server.post('sign-up', { email: 'same@example.com' }));
    expect(answers.map((reply) => reply.status)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((reply) => reply.text)).size).toBe(1);
    // Three links stored (3 an hour), then two past the limit: one write transaction each.
    expect(writes).toEqual(['addSignInLink', 'addSignInLink', 'addSignInLink', 'deleteExpired', 'deleteExpired']);
  });
});
