/**
 * One call to the API: the request, its timeout, the retries, the rate-limit state and the
 * mapping of answers to typed errors. Only `fetch`, `AbortController`, `URL` and `setTimeout`.
 * @module
 */
import { abortReason, raceAbort, sleep } from './abort.ts';
import { BankNumberApiError, BankNumberNetworkError, BankNumberRateLimitError, errorFromAnswer } from './errors.ts';
import type { RateLimitState } from './rate-limit.ts';
import { readRateLimit } from './rate-limit.ts';
import type { RetryPolicy } from './retry.ts';
import { networkBackoff, rateLimitDelay } from './retry.ts';

/** What every call shares: where, with which key and fetch, and where the rate-limit state goes. */
export interface Transport {
  /** `{baseUrl}/api/v1`, without a trailing slash. */
  apiRoot: string;
  apiKey: string | undefined;
  fetch: typeof fetch;
  timeoutMs: number;
  retry: RetryPolicy;
  onRateLimit(state: RateLimitState): void;
}

export interface CallOptions {
  method: 'GET' | 'POST';
  /** Relative to `/api/v1`, e.g. `/validate`. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Makes the call, retrying as the policy allows, and resolves with the parsed JSON body of a 2xx
 * answer. Rejects with `BankNumberRequestError` (400), `BankNumberApiError` or a subclass (any
 * other non-2xx), `BankNumberNetworkError` (no answer), or the abort reason of `signal`.
 */
export async function call(transport: Transport, options: CallOptions): Promise<unknown> {
  const { retry } = transport;
  const started = Date.now();
  const url = buildUrl(transport.apiRoot, options.path, options.query);
  // Serialised once and before any request, so that a value JSON cannot carry throws as itself
  // rather than passing for a network failure.
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  for (let attempt = 0; ; attempt++) {
    let failure: BankNumberNetworkError | BankNumberRateLimitError;
    let delay: number | null;
    try {
      const answer = await send(transport, url, options, body);
      const rateLimit = readRateLimit(answer.headers);
      if (rateLimit !== null) transport.onRateLimit(rateLimit);
      if (answer.status >= 200 && answer.status < 300) return parseBody(answer, rateLimit);
      const error = errorFromAnswer(answer.status, answer.headers, answer.text, rateLimit);
      if (!(error instanceof BankNumberRateLimitError) || !retry.retryOnRateLimit) throw error;
      failure = error;
      delay = rateLimitDelay(retry, attempt, error.retryAfter);
    } catch (error) {
      if (!(error instanceof BankNumberNetworkError) || !retry.retryOnNetworkError) throw error;
      failure = error;
      delay = networkBackoff(retry, attempt);
    }
    if (delay === null || attempt >= retry.retries || Date.now() - started + delay > retry.maxElapsedMs) {
      throw failure;
    }
    await sleep(delay, options.signal);
  }
}

async function send(
  transport: Transport,
  url: string,
  options: CallOptions,
  body: string | undefined,
): Promise<Answer> {
  const { signal } = options;
  if (signal?.aborted) throw abortReason(signal);
  // A browser that knows it is offline would only fail later; say so at once.
  if ((globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false) {
    throw new BankNumberNetworkError('offline', 'The runtime reports that it is offline.');
  }
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(abortReason(signal as AbortSignal));
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer =
    transport.timeoutMs > 0 && Number.isFinite(transport.timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new BankNumberNetworkError('timeout', `No answer within ${transport.timeoutMs} ms.`));
        }, transport.timeoutMs)
      : undefined;
  try {
    // The timeout covers the body too: a server can send its headers and then stall.
    return await raceAbort(
      (async () => {
        const response = await transport.fetch(url, {
          method: options.method,
          headers: headers(transport, options),
          ...(body === undefined ? {} : { body }),
          signal: controller.signal,
        });
        return { status: response.status, headers: response.headers, text: await response.text() };
      })(),
      controller.signal,
    );
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (timedOut) throw controller.signal.reason;
    throw new BankNumberNetworkError('network', 'The validation service could not be reached.', { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function headers(transport: Transport, options: CallOptions): Record<string, string> {
  const result: Record<string, string> = { Accept: 'application/json, application/problem+json' };
  if (options.body !== undefined) result['Content-Type'] = 'application/json';
  if (transport.apiKey !== undefined) result['Authorization'] = `Bearer ${transport.apiKey}`;
  return result;
}

function buildUrl(apiRoot: string, path: string, query: CallOptions['query']): string {
  const url = new URL(apiRoot + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}

function parseBody(answer: Answer, rateLimit: RateLimitState | null): unknown {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  const envelope = body as { apiVersion?: unknown; result?: unknown } | undefined;
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    envelope.apiVersion !== '1' ||
    typeof envelope.result !== 'object' ||
    envelope.result === null
  ) {
    throw new BankNumberApiError(
      answer.status,
      'INVALID_RESPONSE',
      'The validation service sent an answer that is not an API envelope.',
      null,
      rateLimit,
    );
  }
  return body;
}
