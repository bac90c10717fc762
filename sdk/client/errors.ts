/**
 * The errors of the remote client. A 400 answer becomes the SDK's own `BankNumberRequestError`
 * (docs/contract.md §6), so calling code cannot tell a local refusal from a remote one; every other
 * HTTP answer becomes a `BankNumberApiError` or one of its two subclasses; a request that got no
 * answer becomes a `BankNumberNetworkError`.
 * @module
 */
import { BankNumberRequestError } from '../core/request-error.ts';
import type { Tier } from '../core/api-types.ts';
import type { Problem } from '../core/problem.ts';
import type { RateLimitState } from './rate-limit.ts';

/** An HTTP answer other than 2xx and 400: the status and the problem body's stable `code`. */
export class BankNumberApiError extends Error {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The problem `code` (docs/contract.md §7); `HTTP_<status>` when the body was not a problem. */
  readonly code: string;
  /** The problem body as sent, or null when the body was not a problem (a proxy's page, say). */
  readonly problem: Problem | null;
  /** The rate-limit state this answer reported, if it carried one. */
  readonly rateLimit: RateLimitState | null;

  constructor(
    status: number,
    code: string,
    message: string,
    problem: Problem | null,
    rateLimit: RateLimitState | null,
  ) {
    super(message);
    this.name = 'BankNumberApiError';
    this.status = status;
    this.code = code;
    this.problem = problem;
    this.rateLimit = rateLimit;
  }
}

/**
 * A 401 (no key where one is needed: `API_KEY_REQUIRED`; an unknown or revoked key:
 * `INVALID_API_KEY`) or a 403 (`INSUFFICIENT_TIER`) answer (docs/contract.md §8).
 */
export class BankNumberAuthError extends BankNumberApiError {
  /**
   * The tier the request was served as: from the answer (a 403 names it), `open` for
   * `API_KEY_REQUIRED`, null for an unknown key.
   */
  readonly currentTier: Tier | null;
  /** The tiers that may call the endpoint, when the server said; empty otherwise. */
  readonly requiredTiers: Tier[];

  constructor(
    status: number,
    code: string,
    message: string,
    problem: Problem | null,
    rateLimit: RateLimitState | null,
    currentTier: Tier | null,
    requiredTiers: Tier[],
  ) {
    super(status, code, message, problem, rateLimit);
    this.name = 'BankNumberAuthError';
    this.currentTier = currentTier;
    this.requiredTiers = requiredTiers;
  }
}

/** A 429 answer (`RATE_LIMITED`, docs/contract.md §9), after any retries the client was allowed. */
export class BankNumberRateLimitError extends BankNumberApiError {
  /** `Retry-After` in seconds; null when the answer had none. */
  readonly retryAfter: number | null;
  /** The windows the request would have broken (`minute`, `day`), when the server said. */
  readonly violatedPolicies: string[];

  constructor(
    code: string,
    message: string,
    problem: Problem | null,
    rateLimit: RateLimitState | null,
    retryAfter: number | null,
    violatedPolicies: string[],
  ) {
    super(429, code, message, problem, rateLimit);
    this.name = 'BankNumberRateLimitError';
    this.retryAfter = retryAfter;
    this.violatedPolicies = violatedPolicies;
  }
}

/** Why a request got no HTTP answer. */
export type NetworkFailureReason = 'offline' | 'network' | 'timeout';

/**
 * A request that got no HTTP answer: the runtime reported itself offline, the connection failed,
 * or no complete answer arrived within `timeoutMs`. `cause` holds what `fetch` rejected with.
 */
export class BankNumberNetworkError extends Error {
  readonly reason: NetworkFailureReason;

  constructor(reason: NetworkFailureReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BankNumberNetworkError';
    this.reason = reason;
  }
}

const TIER_NAMES: readonly string[] = ['open', 'starter', 'pro', 'business'];

/** The typed error for a non-2xx answer; `body` is its raw text. */
export function errorFromAnswer(
  status: number,
  headers: Headers,
  body: string,
  rateLimit: RateLimitState | null,
): BankNumberRequestError | BankNumberApiError {
  const problem = readProblem(body);
  const code = problem?.code ?? `HTTP_${status}`;
  const message = problem?.detail || problem?.title || `The validation service answered HTTP ${status}.`;
  if (status === 400) {
    const first = problem?.errors?.[0];
    return new BankNumberRequestError(code, message, first?.parameter ?? first?.pointer);
  }
  if (status === 401 || status === 403) {
    const current = problem?.['currentTier'];
    const required = problem?.['requiredTiers'];
    return new BankNumberAuthError(
      status,
      code,
      message,
      problem,
      rateLimit,
      // API_KEY_REQUIRED means, by definition, a request served as the Open tier (docs/contract.md §8).
      isTier(current) ? current : code === 'API_KEY_REQUIRED' ? 'open' : null,
      Array.isArray(required) ? required.filter(isTier) : [],
    );
  }
  if (status === 429) {
    const violated = problem?.['violatedPolicies'];
    return new BankNumberRateLimitError(
      code,
      message,
      problem,
      rateLimit,
      readRetryAfter(headers.get('Retry-After')),
      Array.isArray(violated) ? violated.filter((v): v is string => typeof v === 'string') : [],
    );
  }
  return new BankNumberApiError(status, code, message, problem, rateLimit);
}

/**
 * `Retry-After` in whole seconds from now: either delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * @example readRetryAfter('7') // 7
 */
export function readRetryAfter(value: string | null, nowMs: number = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month; Date.parse alone would read '-3' as a year.
  const date = /^[A-Za-z]{3}, /.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}

function readProblem(body: string): Problem | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { code?: unknown }).code !== 'string') {
    return null;
  }
  const problem = parsed as Problem;
  if (problem.errors !== undefined && !Array.isArray(problem.errors)) return null;
  return problem;
}

function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && TIER_NAMES.includes(value);
}
