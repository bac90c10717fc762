/**
 * The one reader of JSON request bodies, within their limits: the media type, the size as
 * announced and as read, then the parse. The validators of validator.ts read bodies through it.
 * @module
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ProblemError } from './problems.ts';
import { BODY_CUT_OFF, BODY_TOO_LARGE, INVALID_JSON, UNSUPPORTED_MEDIA_TYPE } from './problems.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** `application/json`, any case, with at most a UTF-8 charset parameter. */
export function isJsonMediaType(value: string | undefined): boolean {
  if (value === undefined) return false;
  const [type = '', ...params] = value.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  for (const param of params) {
    const eq = param.indexOf('=');
    const name = param
      .slice(0, eq === -1 ? undefined : eq)
      .trim()
      .toLowerCase();
    if (name !== 'charset') continue;
    const charset =
      eq === -1
        ? ''
        : param
            .slice(eq + 1)
            .trim()
            .replace(/^"(.*)"$/, '$1')
            .toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return false;
  }
  return true;
}

/**
 * The body's bytes: 413 as soon as more than `limit` bytes are announced or arrive (the rest is
 * never read). A body that breaks off (the client went away, or the connection was closed for a
 * broken or slow body) is the client's failure, not the server's: 400 `INVALID_REQUEST`.
 */
async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const announced = request.headers.get('content-length');
  if (announced !== null && !request.headers.has('transfer-encoding') && Number(announced) > limit)
    throw BODY_TOO_LARGE(limit);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      throw BODY_CUT_OFF();
    }
    if (read.done) break;
    size += read.value.length;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw BODY_TOO_LARGE(limit);
    }
    chunks.push(read.value);
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * The body as JSON: 415 unless declared `application/json` (UTF-8), 413 over `limit` bytes, 400
 * `INVALID_JSON` for a body that is not JSON in UTF-8, or `invalid()` instead when given. With
 * `emptyIsObject`, a body announced as empty reads as `{}`.
 */
export async function readJson(
  c: Context,
  limit: number,
  invalid: () => ProblemError = INVALID_JSON,
  emptyIsObject = false,
): Promise<unknown> {
  if (!isJsonMediaType(c.req.header('content-type'))) throw UNSUPPORTED_MEDIA_TYPE();
  const bytes = await readBody(c.req.raw, limit);
  // The account API reads a body announced as empty as `{}`.
  if (emptyIsObject && c.req.header('content-length') === '0') return {};
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    throw invalid();
  }
}

/** 415 unless the body is declared `application/json` (UTF-8), before anything else reads it. */
export const jsonMediaType: MiddlewareHandler = async (c, next) => {
  if (!isJsonMediaType(c.req.header('content-type'))) throw UNSUPPORTED_MEDIA_TYPE();
  await next();
};
