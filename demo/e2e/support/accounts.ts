/**
 * The account API seen from Node, beside the browser: the texts the contract fixes, the sign-in
 * link of a received message, sign-in without a browser (for a second person), and calls of the
 * public API with a key.
 * @module
 */
import { expect } from 'vitest';
import type { Mailbox, ReceivedMessage } from './mailbox.ts';

/** The answer of every accepted sign-up request, whether or not the address has an account. */
export const SIGN_UP_DETAIL =
  'If this address can receive e-mail, a sign-in link is on its way. The link works once, within 15 minutes.';

/** The answer for an unknown, expired or used sign-in link. */
export const INVALID_LINK_DETAIL =
  'This sign-in link is not valid. Links work once, within 15 minutes: ask for a new one.';

/** The sign-in link of a message: `<site>dashboard.html#token=<43 base64url characters>`. */
export function signInLink(message: ReceivedMessage, site: string): string {
  const escaped = site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}dashboard\\.html#token=[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`).exec(message.text);
  if (match === null) throw new Error(`No sign-in link to ${site} in the message:\n${message.text}`);
  return match[0];
}

/** The token of a sign-in link. */
export function tokenOf(link: string): string {
  return new URL(link).hash.replace(/^#token=/, '');
}

/** An answer read whole: status, headers and the parsed JSON body (null when none). */
export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>),
  };
}

/** POSTs JSON to an account API path of the site, with a session cookie when given. */
export async function postAccount(site: string, path: string, body: unknown, cookie?: string): Promise<Reply> {
  return reply(
    await fetch(new URL(`api/account/${path}`, site), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie === undefined ? {} : { Cookie: cookie }) },
      body: JSON.stringify(body),
    }),
  );
}

/** GETs the session with a cookie. */
export async function getSession(site: string, cookie: string): Promise<Reply> {
  return reply(await fetch(new URL('api/account/session', site), { headers: { Cookie: cookie } }));
}

/**
 * Signs `email` up and in without a browser: the link from the mailbox, the token posted to
 * sign-in. Returns the `bn_session=…` cookie and the first key issued.
 */
export async function signInFromNode(
  site: string,
  mailbox: Mailbox,
  email: string,
): Promise<{ cookie: string; key: string; keyId: string }> {
  const before = mailbox.countTo(email);
  expect((await postAccount(site, 'sign-up', { email })).status).toBe(202);
  const link = signInLink(await mailbox.waitFor(email, { skip: before }), site);
  const signedIn = await postAccount(site, 'sign-in', { token: tokenOf(link) });
  expect(signedIn.status).toBe(200);
  const cookie = /^(bn_session=[^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
  if (cookie === undefined) throw new Error('sign-in set no bn_session cookie');
  const newKey = signedIn.body?.['newKey'] as { key: string; id: string };
  return { cookie, key: newKey.key, keyId: newKey.id };
}

/** The status of a public API call with a key. */
export async function apiStatus(site: string, key: string, path = 'api/v1/usage'): Promise<number> {
  const response = await fetch(new URL(path, site), { headers: { Authorization: `Bearer ${key}` } });
  await response.arrayBuffer();
  return response.status;
}
