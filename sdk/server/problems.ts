/**
 * Problem bodies of the server (docs/contract.md §7): RFC 9457 `application/problem+json`.
 * @module
 */
import type { Problem } from '../core/problem.ts';
import { problem } from '../core/problem.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A request that cannot be answered: carries the problem body and any extra response headers. */
export class ProblemError extends Error {
  readonly problem: Problem;
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(body: Problem, headers?: Record<string, string>) {
    super(body.detail);
    this.name = 'ProblemError';
    this.problem = body;
    this.headers = headers;
  }
}

/** Throws a problem with a JSON pointer into the request body. */
export function bodyProblem(status: number, code: string, detail: string, pointer: string): ProblemError {
  return new ProblemError(problem(status, code, detail, { errors: [{ pointer, detail }] }));
}

// The rest of the body is never read, so the connection cannot carry another request.
export const BODY_TOO_LARGE = (limit: number): ProblemError =>
  new ProblemError(problem(413, 'BODY_TOO_LARGE', `The request body is larger than ${limit / 1024} KiB.`), {
    Connection: 'close',
  });

// The client went away mid-body, or its connection was closed for a broken or slow body.
export const BODY_CUT_OFF = (): ProblemError =>
  new ProblemError(problem(400, 'INVALID_REQUEST', 'The request body did not arrive whole.'));

/** The account store (the database) failed: 503 with `Retry-After`; the cause is kept for the log, never shown. */
export function accountStoreUnavailable(cause: unknown): ProblemError {
  const error = new ProblemError(
    problem(503, 'ACCOUNT_STORE_UNAVAILABLE', 'The account store is unreachable; retry shortly.'),
    { 'Retry-After': '5' },
  );
  error.cause = cause;
  return error;
}

/** How long a sign-up refused for a full mail queue is asked to wait, in seconds. */
export const MAIL_RETRY_AFTER_SECONDS = 30;

/**
 * As many sign-in messages are on their way as the server lets wait (the mail server is slow or
 * silent): the sign-up is refused before anything is stored or counted, 503 with `Retry-After`.
 */
export const mailQueueFull = (): ProblemError =>
  new ProblemError(
    problem(
      503,
      'MAIL_QUEUE_FULL',
      `Too many sign-in messages are on their way; retry in ${MAIL_RETRY_AFTER_SECONDS} seconds.`,
    ),
    { 'Retry-After': String(MAIL_RETRY_AFTER_SECONDS) },
  );

export const UNSUPPORTED_MEDIA_TYPE = (): ProblemError =>
  new ProblemError(
    problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be sent as Content-Type: application/json.'),
  );

export const INVALID_JSON = (): ProblemError =>
  new ProblemError(problem(400, 'INVALID_JSON', 'The request body is not valid JSON (UTF-8).'));

/** A body that breaks a shape limit (body.ts): refused before it is parsed, as JSON the server does not take. */
export const JSON_TOO_DEEP = (depth: number): ProblemError =>
  new ProblemError(
    problem(400, 'INVALID_JSON', `The request body nests arrays and objects more than ${depth} levels deep.`),
  );
export const JSON_TOO_WIDE = (members: number): ProblemError =>
  new ProblemError(
    problem(
      400,
      'INVALID_JSON',
      `The request body has an array or object of more than ${members.toLocaleString('en')} members.`,
    ),
  );

/**
 * The answer when the rate-limit store cannot be reached: without its counters the server cannot
 * know whether the caller is within limits, so it refuses rather than serve without limits.
 */
export function storeUnavailable(): ProblemError {
  return new ProblemError(
    problem(503, 'RATE_LIMIT_UNAVAILABLE', 'The rate-limit store is unreachable; retry shortly.'),
    { 'Retry-After': '5' },
  );
}
