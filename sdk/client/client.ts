/**
 * The remote client of the validation service (docs/contract.md §6–§11).
 * @module
 */
import type { Envelope, Format } from '../core/types.ts';
import { validate as validateLocally } from '../validate.ts';
import { abortReason } from './abort.ts';
import type { NetworkFailureReason } from './errors.ts';
import { BankNumberNetworkError } from './errors.ts';
import type { RateLimitState } from './rate-limit.ts';
import type { RetryOptions } from './retry.ts';
import { retryPolicy } from './retry.ts';
import type { Transport } from './transport.ts';
import { call } from './transport.ts';
import type {
  ApiEnvelope,
  BatchItem,
  BatchResult,
  EnrichResult,
  GenerateOptions,
  GenerateResult,
  UsageResult,
} from './types.ts';

/** Options of `createClient`. */
export interface ClientOptions {
  /** The service's base address, the part before `/api/v1` (docs/contract.md §11): the client adds `/api/v1/...`. */
  baseUrl: string | URL;
  /** Sent only as `Authorization: Bearer <key>` (docs/contract.md §8), never in a URL. */
  apiKey?: string | undefined;
  /** The `fetch` to use; the runtime's own by default. */
  fetch?: typeof fetch | undefined;
  /** The longest wait for one complete answer (headers and body), in ms. Default 10 000. */
  timeoutMs?: number | undefined;
  /** Retries after a 429 or a request without an answer. Omitted or `false`: none. */
  retry?: RetryOptions | false | undefined;
}

/** Options of `client.validate`. */
export interface ClientValidateOptions {
  /** A format hint; turns auto-detection off. */
  format?: Format | undefined;
  /** Ask the service instead of validating locally. Default false: no network at all. */
  remote?: boolean | undefined;
  /**
   * With `remote`, answer locally when the service cannot be reached (offline, connection failure,
   * timeout). Default true. With false, such a call rejects with `BankNumberNetworkError`.
   */
  fallback?: boolean | undefined;
  /** Called, before the promise settles, when a remote call was answered locally instead. */
  onFallback?: ((fallback: Fallback) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** Why a `remote` validation was answered locally. */
export interface Fallback {
  reason: NetworkFailureReason;
  /** The failure of the last attempt; its `cause` is what `fetch` rejected with. */
  error: BankNumberNetworkError;
}

/** Options shared by the tiered calls. */
export interface CallSignalOptions {
  signal?: AbortSignal | undefined;
}

/** A client of the validation service, made by `createClient`. */
export interface BankNumberClient {
  /**
   * The envelope of docs/contract.md §1 for `input`: computed locally by default, from the service with
   * `remote: true` (falling back to the local answer when the service cannot be reached).
   */
  validate(input: string, options?: ClientValidateOptions): Promise<Envelope>;
  /** `POST /api/v1/batch` (Pro, Business): up to 100 numbers in one request. */
  batch(items: ReadonlyArray<BatchItem | string>, options?: CallSignalOptions): Promise<ApiEnvelope<BatchResult>>;
  /**
   * `POST /api/v1/enrich` (Pro, Business): the `/validate` result plus `enrichment`. With `bic`, a
   * BIC typed beside the IBAN, a valid IBAN's enrichment adds `bics` (every BIC of its bank code)
   * and, unless `bic` is blank, `bicConsistency` (whether the BIC names that bank; docs/bic.md).
   */
  enrich(
    input: string,
    options?: CallSignalOptions & { format?: Format | undefined; bic?: string | undefined },
  ): Promise<ApiEnvelope<EnrichResult>>;
  /** `GET /api/v1/generate` (Pro, Business): valid test numbers. */
  generate(options: GenerateOptions): Promise<ApiEnvelope<GenerateResult>>;
  /** `GET /api/v1/usage` (Starter and up, not counted): the tier and what is left of its limits. */
  usage(options?: CallSignalOptions): Promise<ApiEnvelope<UsageResult>>;
  /** The rate-limit state of the last answer that carried one; null before the first. */
  readonly rateLimit: RateLimitState | null;
  /**
   * Why the last `remote` validation to settle was answered locally; null when the service
   * answered it. Concurrent calls overwrite each other: use `onFallback` to tell them apart.
   */
  readonly lastFallback: Fallback | null;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Creates a client of the validation service. Validation stays local unless a call asks for
 * `remote: true`; the tiered endpoints always go to the service with the key.
 * @example
 * const client = createClient({ baseUrl: 'https://api.example.com', apiKey: process.env.BANK_NUMBER_KEY });
 * const envelope = await client.validate('GB82 WEST 1234 5698 7654 32', { remote: true });
 * envelope.result.valid; // true
 */
export function createClient(options: ClientOptions): BankNumberClient {
  const apiKey = checkApiKey(options.apiKey);
  const apiRoot = checkBaseUrl(options.baseUrl, apiKey);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs > 0) || !Number.isFinite(timeoutMs)) {
    throw new RangeError('timeoutMs must be a finite number of milliseconds above 0.');
  }
  const custom = options.fetch;
  let rateLimit: RateLimitState | null = null;
  let lastFallback: Fallback | null = null;
  const transport: Transport = {
    apiRoot,
    apiKey,
    // Called as a plain function: a browser's fetch throws "Illegal invocation" when called as a
    // method of another object. Looked up late, so that a fetch installed after creation is used.
    fetch: (input, init) => (custom ?? globalThis.fetch)(input, init),
    timeoutMs,
    retry: retryPolicy(options.retry),
    onRateLimit: (state) => {
      rateLimit = state;
    },
  };
  const hint = (format: Format | undefined): { format?: Format } => (format === undefined ? {} : { format });

  return {
    async validate(input, { format, remote, fallback, onFallback, signal } = {}) {
      if (signal?.aborted) throw abortReason(signal);
      if (remote !== true) return validateLocally(input, hint(format));
      try {
        // POST, not GET with ?q=: the number stays out of URLs, and so out of proxy and server logs.
        const envelope = (await call(transport, {
          method: 'POST',
          path: '/validate',
          body: { input, ...hint(format) },
          signal,
        })) as Envelope;
        lastFallback = null;
        return envelope;
      } catch (error) {
        if (!(error instanceof BankNumberNetworkError) || fallback === false) throw error;
        const used: Fallback = { reason: error.reason, error };
        lastFallback = used;
        onFallback?.(used);
        return validateLocally(input, hint(format));
      }
    },

    async batch(items, { signal } = {}) {
      const body = { items: items.map((item) => (typeof item === 'string' ? { input: item } : item)) };
      return (await call(transport, { method: 'POST', path: '/batch', body, signal })) as ApiEnvelope<BatchResult>;
    },

    async enrich(input, { format, bic, signal } = {}) {
      const body = { input, ...hint(format), ...(bic === undefined ? {} : { bic }) };
      return (await call(transport, { method: 'POST', path: '/enrich', body, signal })) as ApiEnvelope<EnrichResult>;
    },

    async generate({ format, country, count, seed, bankCode, signal }) {
      const query = {
        format,
        country,
        count: count === undefined ? undefined : String(count),
        seed: seed === undefined ? undefined : String(seed),
        bankCode,
      };
      return (await call(transport, {
        method: 'GET',
        path: '/generate',
        query,
        signal,
      })) as ApiEnvelope<GenerateResult>;
    },

    async usage({ signal } = {}) {
      return (await call(transport, { method: 'GET', path: '/usage', signal })) as ApiEnvelope<UsageResult>;
    },

    get rateLimit() {
      return rateLimit;
    },

    get lastFallback() {
      return lastFallback;
    },
  };
}

function checkApiKey(apiKey: string | undefined): string | undefined {
  if (apiKey === undefined) return undefined;
  // A key with a space or a line break would make fetch throw, which would look like a network
  // failure and quietly turn into a local answer; refuse it here instead.
  if (typeof apiKey !== 'string' || !/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new TypeError('apiKey must be a non-empty string of printable ASCII characters without spaces.');
  }
  return apiKey;
}

/** `{baseUrl}/api/v1` without a trailing slash. */
function checkBaseUrl(baseUrl: string | URL, apiKey: string | undefined): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError('baseUrl must be an absolute http: or https: URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError('baseUrl must be an absolute http: or https: URL.');
  }
  // Anything here would travel with every request, and credentials in a URL end up in logs.
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new TypeError('baseUrl must have no query, fragment or credentials; pass the key as apiKey.');
  }
  if (apiKey !== undefined && (url.href.includes(apiKey) || safeDecode(url.href).includes(apiKey))) {
    throw new TypeError('baseUrl must not contain the API key; pass it as apiKey.');
  }
  const root = url.href.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return `${root}/api/v1`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
