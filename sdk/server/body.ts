/**
 * Reading JSON request bodies within the limits of docs/contract.md §6.
 * @module
 */
import { BODY_TOO_LARGE, INVALID_JSON, UNSUPPORTED_MEDIA_TYPE } from './problems.ts';

/** 16 KiB: bodies of every endpoint but `/batch`. */
export const BODY_LIMIT = 16 * 1024;
/** 256 KiB: bodies of `/batch`. */
export const BATCH_BODY_LIMIT = 256 * 1024;

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The parsed JSON body of a request. Throws a `ProblemError`: 415 when the body is not declared as
 * `application/json` (UTF-8), 413 as soon as more than `limit` bytes arrive (announced or sent),
 * 400 `INVALID_JSON` for a body that is not JSON in UTF-8.
 */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  if (!isJsonMediaType(request.headers.get('content-type'))) throw UNSUPPORTED_MEDIA_TYPE();
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw BODY_TOO_LARGE(limit);
  const bytes = await readAtMost(request, limit);
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw INVALID_JSON();
  }
  try {
    return JSON.parse(text);
  } catch {
    throw INVALID_JSON();
  }
}

/** `application/json`, any case, with at most a UTF-8 charset parameter. */
export function isJsonMediaType(value: string | null): boolean {
  if (value === null) return false;
  const [type = '', ...params] = value.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  for (const param of params) {
    const eq = param.indexOf('=');
    const name = param.slice(0, eq === -1 ? undefined : eq).trim().toLowerCase();
    if (name !== 'charset') continue;
    const charset = eq === -1 ? '' : param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1').toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return false;
  }
  return true;
}

async function readAtMost(request: Request, limit: number): Promise<Uint8Array> {
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading at once: the rest of an oversized body is never buffered.
      reader.cancel().catch(() => {});
      throw BODY_TOO_LARGE(limit);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
