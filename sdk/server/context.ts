/**
 * What the middleware and the routes share about one request, and the server-wide state they use.
 * @module
 */
import type { KeyVerifier } from './keys/key-store.ts';
import type { Quota, RateLimitPolicy } from './rate-limit/policy.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import type { Tier } from './tiers.ts';

/**
 * A request as the handler reads it. The fetch handler makes one from a `Request`; a runtime
 * adapter can make one from its own request object, so that a request the handler answers from
 * its path, query and headers alone never becomes a `Request` at all.
 */
export interface RequestParts {
  /** The method, in upper case for the standard ones. */
  readonly method: string;
  /** The request target in origin form: the path and the query, as sent (`/api/v1/validate?q=…`). */
  readonly target: string;
  /** A header by its lower-case name: every value joined with `, `, as `Headers.get` gives it; null when absent. */
  header(name: string): string | null;
  /** The peer address of the connection, when the adapter knows it (else `clientAddress` is asked). */
  readonly peer?: string | undefined;
  /** The request as a WHATWG `Request`, for what needs one (a body, a static file). */
  request(): Request;
}

/** Response bodies the handler gives: text, bytes, a stream (a static file), or none. */
export type AnswerBody = string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null;

/**
 * An answer in plain parts: what a runtime adapter writes without building a `Response`.
 * `headers` alternates names and values (`['Content-Type', 'application/json', …]`), the raw form
 * `node:http` takes; a text or byte body goes without `Content-Length`, which the writer adds.
 */
export interface Answer {
  readonly status: number;
  readonly headers: readonly string[];
  readonly body: AnswerBody;
  /** The length of a text body in UTF-8 bytes, when the handler knows it without counting. */
  readonly bodyLength?: number | undefined;
}

/** Who a request is counted against. */
export interface Caller {
  tier: Tier;
  /** `key:<id>` for a key, or the address bucket (`ip4:…`, `ip6:…`) for the Open tier. */
  bucket: string;
  countedBy: 'key' | 'address';
  policy: RateLimitPolicy;
}

/**
 * The outcome of reading a request's credentials. Whatever is wrong with them, `caller` is the
 * client address, so that the request can still be counted and answered with headers.
 */
export interface Identity {
  caller: Caller;
  /** `misplaced`: a key in the URL or a header other than Authorization; `invalid`: unknown, malformed or revoked. */
  credentials: 'none' | 'valid' | 'misplaced' | 'invalid';
}

/**
 * One request on its way through the steps and a route, and its answer once given: the route
 * sets `status`, `body` and the content type, the steps add headers on the way. One object per
 * request, with a fixed shape, instead of a map of variables and a `Response`.
 */
export class ServerContext implements Answer {
  status = 200;
  headers: string[] = [];
  body: AnswerBody = null;
  bodyLength: number | undefined = undefined;
  /** Read once by `identify`; a promise while a key is being verified. */
  identity: Identity | Promise<Identity> | undefined = undefined;
  /** Set once the bucket was counted or read; every response reports it. */
  quota: Quota | undefined = undefined;
  tier: Tier = 'open';
  /** The path written to the log: the route, never what the client typed into an unknown path. */
  logPath: string | undefined = undefined;
  #query: Record<string, string[]> | undefined = undefined;

  constructor(
    readonly parts: RequestParts,
    /** The method the route answers: HEAD is answered as GET, without the body. */
    readonly method: string,
    /** The path, percent-decoded as the router matches it. */
    readonly path: string,
    /** The query string without `?`; empty when there is none. */
    readonly search: string,
  ) {}

  /** A request header by its lower-case name, or null. */
  header(name: string): string | null {
    return this.parts.header(name);
  }

  /** The query parameters, parsed on first use: `+` is a space, escapes are decoded. */
  get query(): Record<string, string[]> {
    return (this.#query ??= parseQuery(this.search));
  }
}

/** The parts of the server that live as long as the handler. */
export interface ServerState {
  keys: KeyVerifier | undefined;
  store: RateLimitStore;
  policies: Record<Tier, RateLimitPolicy>;
  trustedProxies: number;
  clientAddress: ((request: Request) => string | undefined) | undefined;
  clock: () => number;
  /** Identities made so far, by address for each state of credentials and by key id (access.ts). */
  identities: Record<Identity['credentials'], Map<string, Identity>>;
}

/**
 * `a=1&b=2&a=3` → `{a: ['1', '3'], b: ['2']}`: names without `=` get an empty value, empty
 * names are skipped, a malformed escape stays as it was sent.
 */
function parseQuery(search: string): Record<string, string[]> {
  const query: Record<string, string[]> = Object.create(null);
  if (search === '') return query;
  const encoded = search.includes('%') || search.includes('+');
  let at = 0;
  while (at <= search.length) {
    let end = search.indexOf('&', at);
    if (end === -1) end = search.length;
    const eq = search.indexOf('=', at);
    const split = eq === -1 || eq > end ? end : eq;
    let name = search.slice(at, split);
    let value = split === end ? '' : search.slice(split + 1, end);
    at = end + 1;
    if (encoded) {
      name = decodeComponent(name);
      value = decodeComponent(value);
    }
    if (name === '') continue;
    (query[name] ??= []).push(value);
  }
  return query;
}

function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Decode the escapes that form characters and keep the others as sent.
    return spaced.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
