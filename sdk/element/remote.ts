import type { Envelope, Format } from '../core/types.ts';
import { RemoteValidationError } from './remote-error.ts';

/** Where and how the element asks a validation server (SERVICE.md §4.1, §5). */
export interface RemoteOptions {
  baseUrl: string;
  apiKey?: string | undefined;
}

/**
 * `fetchEnvelope`, answered from `cache` when the same text under the same hint was asked before.
 * The cache belongs to one element, which empties it when its server or key changes; it keeps at
 * most 32 answers.
 */
export async function remoteEnvelope(
  remote: RemoteOptions,
  input: string,
  format: Format | undefined,
  signal: AbortSignal,
  cache: Map<string, Envelope>,
): Promise<Envelope> {
  const key = `${format ?? ''}\n${input}`;
  let answer = cache.get(key);
  if (answer === undefined) {
    answer = await fetchEnvelope(remote, input, format, signal);
    if (cache.size >= 32) cache.clear();
    cache.set(key, answer);
  }
  return answer;
}

/**
 * Asks `GET {baseUrl}/api/v1/validate?q=&format=` for the verdict on `input`. The key travels only
 * in `Authorization: Bearer` (DECISIONS.md §8); a non-2xx answer rejects with the problem's `code`
 * (DECISIONS.md §7) and never with the input or the key in the message.
 */
export async function fetchEnvelope(
  remote: RemoteOptions,
  input: string,
  format: Format | undefined,
  signal?: AbortSignal,
): Promise<Envelope> {
  const url = new URL('api/v1/validate', remote.baseUrl.endsWith('/') ? remote.baseUrl : `${remote.baseUrl}/`);
  url.searchParams.set('q', input);
  if (format !== undefined) url.searchParams.set('format', format);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (remote.apiKey) headers.Authorization = `Bearer ${remote.apiKey}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RemoteValidationError(0, 'NETWORK_ERROR', 'The validation server could not be reached.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (body ?? {}) as { code?: unknown; title?: unknown };
    throw new RemoteValidationError(
      response.status,
      typeof problem.code === 'string' ? problem.code : 'HTTP_ERROR',
      typeof problem.title === 'string' ? problem.title : `The validation server answered HTTP ${response.status}.`,
    );
  }
  if (!isEnvelope(body)) {
    throw new RemoteValidationError(response.status, 'INVALID_RESPONSE', 'The validation server sent an unexpected answer.');
  }
  return body;
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const { apiVersion, result } = body as Partial<Envelope>;
  return apiVersion === '1' && typeof result === 'object' && result !== null && typeof result.valid === 'boolean';
}
