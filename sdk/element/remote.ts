import { BankNumberApiError, BankNumberRequestError, createClient } from '../client/index.ts';
import type { BankNumberClient, Fallback } from '../client/index.ts';
import type { Envelope, Format } from '../core/types.ts';
import { RemoteValidationError } from './remote-error.ts';

/** Where and how the element asks a validation server (docs/contract.md §8, §11). */
export interface RemoteOptions {
  baseUrl: string;
  apiKey?: string | undefined;
}

/**
 * What one element keeps between requests: its client and the server's answers. The element owns
 * the object (and may empty `answers`); this module fills in the rest.
 */
export interface RemoteSession {
  answers: Map<string, Envelope>;
  client?: BankNumberClient;
  /** The server and key that `client` and `answers` belong to. */
  target?: string;
}

/** How many answers an element remembers. */
const MAX_ANSWERS = 32;

/**
 * The verdict of the server at `remote.baseUrl` on `input`, through `bank-number/client`
 * (`POST /api/v1/validate`), answered from the session when the same text under the same hint was
 * asked before. When the server cannot be reached, the client answers locally and `onFallback`
 * hears why; such an answer is not remembered, so the next keystroke asks the server again. An
 * HTTP error rejects with a `RemoteValidationError` carrying the status and the problem `code`.
 */
export async function remoteEnvelope(
  session: RemoteSession,
  remote: RemoteOptions,
  input: string,
  format: Format | undefined,
  signal: AbortSignal,
  onFallback: (error: RemoteValidationError) => void,
): Promise<Envelope> {
  const client = clientFor(session, remote);
  const key = `${format ?? ''}\n${input}`;
  const known = session.answers.get(key);
  if (known !== undefined) return known;
  // Set from a callback, which narrowing cannot follow.
  let fallback = null as Fallback | null;
  let answer: Envelope;
  try {
    answer = await client.validate(input, {
      remote: true,
      format,
      signal,
      onFallback: (used) => {
        fallback = used;
      },
    });
  } catch (error) {
    throw toRemoteError(error);
  }
  if (fallback !== null) {
    onFallback(new RemoteValidationError(0, 'NETWORK_ERROR', fallback.error.message));
    return answer;
  }
  // The session may have moved to another server or key while this request was out.
  if (session.client === client) {
    if (session.answers.size >= MAX_ANSWERS) session.answers.clear();
    session.answers.set(key, answer);
  }
  return answer;
}

/** The session's client, made anew (and the answers forgotten) when the server or the key changed. */
function clientFor(session: RemoteSession, remote: RemoteOptions): BankNumberClient {
  const target = `${remote.baseUrl}\n${remote.apiKey ?? ''}`;
  if (session.client === undefined || session.target !== target) {
    session.answers.clear();
    session.target = target;
    delete session.client;
    try {
      session.client = createClient({ baseUrl: remote.baseUrl, apiKey: remote.apiKey || undefined });
    } catch (error) {
      throw new RemoteValidationError(0, 'INVALID_OPTIONS', error instanceof Error ? error.message : String(error));
    }
  }
  return session.client;
}

/** The client's typed errors as the element reports them; an abort passes through unchanged. */
function toRemoteError(error: unknown): unknown {
  if (error instanceof BankNumberApiError) return new RemoteValidationError(error.status, error.code, error.message);
  if (error instanceof BankNumberRequestError) return new RemoteValidationError(400, error.code, error.message);
  return error;
}
