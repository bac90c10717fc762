/**
 * Reading the rate-limit headers of docs/contract.md §9: the `X-RateLimit-*` trio for the window that
 * binds first, and `RateLimit-Policy` / `RateLimit` (IETF httpapi ratelimit-headers draft) for
 * every window.
 * @module
 */

/** One window of the rate limit, joined by name from `RateLimit-Policy` and `RateLimit`. */
export interface RateLimitWindowState {
  /** The policy name, such as `minute` or `day`. */
  name: string;
  /** Requests allowed per window (`q`); null when the server did not say. */
  limit: number | null;
  /** Length of the window in seconds (`w`); null when the server did not say. */
  windowSeconds: number | null;
  /** Requests left in the current window (`r`); null when the server did not say. */
  remaining: number | null;
  /** Seconds until the current window ends (`t`), counted from when the answer arrived. */
  resetSeconds: number | null;
}

/** The rate-limit state that the last answer carrying rate-limit headers reported. */
export interface RateLimitState {
  /** `X-RateLimit-Limit`: the limit of the window that binds first. */
  limit: number;
  /** `X-RateLimit-Remaining`: requests left in that window. */
  remaining: number;
  /** `X-RateLimit-Reset`: when that window ends, in UTC epoch seconds (server clock). */
  reset: number;
  /** Every window, from `RateLimit-Policy` and `RateLimit`; empty when the server sent neither. */
  windows: RateLimitWindowState[];
  /** When the answer arrived, in epoch milliseconds (client clock). */
  observedAt: number;
}

/**
 * The rate-limit state of an answer, or null when it carries no complete `X-RateLimit-*` trio
 * (an answer from a proxy in front of the service, for instance).
 * @example
 * const headers = new Headers({
 *   'X-RateLimit-Limit': '3',
 *   'X-RateLimit-Remaining': '2',
 *   'X-RateLimit-Reset': '1767225660',
 * });
 * readRateLimit(headers)?.remaining // 2
 */
export function readRateLimit(headers: Headers, observedAt: number = Date.now()): RateLimitState | null {
  const limit = readNumber(headers.get('X-RateLimit-Limit'));
  const remaining = readNumber(headers.get('X-RateLimit-Remaining'));
  const reset = readNumber(headers.get('X-RateLimit-Reset'));
  if (limit === null || remaining === null || reset === null) return null;
  return { limit, remaining, reset, windows: readWindows(headers), observedAt };
}

function readWindows(headers: Headers): RateLimitWindowState[] {
  const byName = new Map<string, RateLimitWindowState>();
  const windowOf = (name: string): RateLimitWindowState => {
    let window = byName.get(name);
    if (window === undefined) {
      window = { name, limit: null, windowSeconds: null, remaining: null, resetSeconds: null };
      byName.set(name, window);
    }
    return window;
  };
  for (const item of parseList(headers.get('RateLimit-Policy'))) {
    const window = windowOf(item.name);
    window.limit = item.params.get('q') ?? window.limit;
    window.windowSeconds = item.params.get('w') ?? window.windowSeconds;
  }
  for (const item of parseList(headers.get('RateLimit'))) {
    const window = windowOf(item.name);
    window.remaining = item.params.get('r') ?? window.remaining;
    window.resetSeconds = item.params.get('t') ?? window.resetSeconds;
  }
  return [...byName.values()];
}

interface ListItem {
  name: string;
  params: Map<string, number>;
}

/**
 * A lenient reader of the structured-field lists these headers use (RFC 9651 §3.1), such as
 * `"minute";r=2;t=45, "day";r=39;t=3600`. Items it cannot read are skipped rather than guessed.
 */
export function parseList(value: string | null): ListItem[] {
  if (value === null) return [];
  const items: ListItem[] = [];
  for (const member of splitOutsideQuotes(value, ',')) {
    const [head = '', ...rest] = splitOutsideQuotes(member, ';').map((part) => part.trim());
    const name = head.startsWith('"') && head.endsWith('"') && head.length >= 2 ? head.slice(1, -1) : head;
    if (name === '' || name.includes('=')) continue;
    const params = new Map<string, number>();
    for (const param of rest) {
      const eq = param.indexOf('=');
      if (eq <= 0) continue;
      const number = readNumber(param.slice(eq + 1).trim());
      if (number !== null) params.set(param.slice(0, eq).trim(), number);
    }
    items.push({ name, params });
  }
  return items;
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function readNumber(text: string | null): number | null {
  if (text === null) return null;
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}
