import type { BankNumberRequestError } from './request-error.ts';

/** An RFC 9457 problem body as the server sends it for every non-2xx answer (docs/contract.md §7). */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  apiVersion: '1';
  code: string;
  errors?: Array<{ parameter?: string; pointer?: string; detail: string }>;
  [extension: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A problem body. The `type` is `about:blank` (RFC 9457 §4.2.1), so `title` is the status phrase
 * and the stable `code` tells the problems apart.
 */
export function problem(status: number, code: string, detail: string, extra?: Partial<Problem>): Problem {
  return { type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail, apiVersion: '1', code, ...extra };
}

/** The 400 problem the server sends for a `BankNumberRequestError`; never echoes the input. */
export function requestProblem(error: BankNumberRequestError): Problem {
  return problem(400, error.code, error.message, {
    errors: [{ parameter: error.parameter ?? 'input', detail: error.message }],
  });
}
