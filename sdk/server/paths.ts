/**
 * Where the server's APIs live, and what their CORS allows (the contract's: any origin, the
 * rate-limit and authentication headers readable; the account API is same-origin only).
 * @module
 */

/** Where the API lives. */
export const API = '/api/v1';

/** Where the account API lives. */
export const ACCOUNT_API = '/api/account/';

/** Whether a path is under `/api/v1`, whose answers all carry CORS headers. */
export const isApiPath = (path: string): boolean =>
  path.startsWith(API) && (path.length === API.length || path.charCodeAt(API.length) === 47);

/** What a preflight allows. */
export const PREFLIGHT = {
  methods: 'GET, POST, OPTIONS',
  headers: 'Authorization, Content-Type',
  maxAge: 7200,
} as const;

/** The headers a browser may read from every API answer. */
export const EXPOSED_HEADERS =
  'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy, ' +
  'Retry-After, WWW-Authenticate';
