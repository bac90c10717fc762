/**
 * The account API of the reference server (`/api/account/…`): sign-up, sign-in, the session and
 * the keys of the signed-in person. It is same-origin only and authenticated by the server's
 * HttpOnly session cookie, so the pages call it beside themselves (the site's root is the folder of
 * the pages), never through the API base URL of the header's panel.
 * @module
 */

/** One window of a key's usage, as `/usage` reports it. */
export interface UsageWindow {
  limit: number;
  remaining: number;
  used: number;
  /** UTC epoch seconds at which the window ends. */
  reset: number;
}

/** A key of the account: never the key itself, only its last four characters. */
export interface AccountKey {
  id: string;
  tier: string;
  label: string;
  /** ISO date of its creation. */
  created: string;
  last4: string;
  usage?: { minute: UsageWindow; day: UsageWindow };
}

/** A key just issued: the only answer that carries the key itself. */
export interface IssuedKey extends AccountKey {
  key: string;
}

/** The account of the signed-in person. */
export interface Account {
  tier: string;
  created: string;
  /** The account's usage, shared by all its keys (in `GET session`). */
  usage?: { minute: UsageWindow; day: UsageWindow };
}

/** `GET /api/account/session`. */
export interface Session {
  account: Account;
  keys: AccountKey[];
  /** Keys revoked in the last 90 days, the latest first, with when (`revoked`); at most 20. */
  revoked: Array<AccountKey & { revoked: string | null }>;
  /** How many keys were revoked in the last 90 days, listed or not. */
  revokedTotal: number;
  upgrade: string;
}

/** An RFC 9457 problem as the server sends it. */
export interface Problem {
  status: number;
  code: string;
  title: string;
  detail: string;
}

/**
 * What a call gave: the answer's body when it succeeded, a problem when the server refused, or
 * `unreachable` when no account API answered at all (a network error, or a static host that has
 * no such path: 404 `NOT_FOUND`, 405 or an answer that is not the server's JSON).
 */
export type AccountResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: 'problem'; problem: Problem; retryAfterSeconds: number | null }
  | { ok: false; kind: 'unreachable'; status: number | null };

/** The address of an account API path, beside the pages. */
export function accountUrl(path: string): URL {
  return new URL(`api/account/${path}`, document.baseURI);
}

function asProblem(status: number, body: unknown): Problem | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, title, detail } = body as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return {
    status,
    code,
    title: typeof title === 'string' ? title : '',
    detail: typeof detail === 'string' ? detail : typeof title === 'string' ? title : code,
  };
}

function retryAfter(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * Calls the account API: GET without a body, POST with a JSON body (an empty object when none is
 * given). Never rejects.
 */
export async function accountRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<AccountResult<T>> {
  let response: Response;
  try {
    response = await fetch(accountUrl(path), {
      method,
      cache: 'no-store',
      credentials: 'same-origin',
      headers:
        method === 'POST'
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    return { ok: false, kind: 'unreachable', status: null };
  }
  const type = response.headers.get('content-type') ?? '';
  let data: unknown = null;
  if (/json/i.test(type)) {
    try {
      data = await response.json();
    } catch {
      data = null;
    }
  }
  if (response.ok) {
    // 204 (sign-out) has no body; any other success is JSON from the server.
    if (response.status !== 204 && data === null) return { ok: false, kind: 'unreachable', status: response.status };
    return { ok: true, status: response.status, data: data as T };
  }
  const problem = asProblem(response.status, data);
  // A static host answers 404 or 405 in its own words; the server's 404 NOT_FOUND means it has no account API.
  if (problem === null || problem.code === 'NOT_FOUND' || problem.code === 'METHOD_NOT_ALLOWED') {
    return { ok: false, kind: 'unreachable', status: response.status };
  }
  return { ok: false, kind: 'problem', problem, retryAfterSeconds: retryAfter(response) };
}

/** What the pages say, in short, when the site is served without the account API. */
export const NO_ACCOUNT_API =
  'Accounts need the reference server, and this copy of the site is served without its account API.';
