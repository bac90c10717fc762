/**
 * The one reader of JSON request bodies, within their limits: the media type, the size as
 * announced and as read, the shape (how deep, how wide), then the parse. The validators of
 * validator.ts read bodies through it.
 * @module
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ProblemError } from './problems.ts';
import {
  BODY_CUT_OFF,
  BODY_TOO_LARGE,
  INVALID_JSON,
  JSON_TOO_DEEP,
  JSON_TOO_WIDE,
  UNSUPPORTED_MEDIA_TYPE,
} from './problems.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** How deep arrays and objects may nest in a body: a batch needs 3 levels (`{"items":[{…}]}`). */
export const MAX_JSON_DEPTH = 16;
/** How many members one array or object of a body may hold: a batch has at most 100 items. */
export const MAX_JSON_MEMBERS = 1000;

/**
 * The shape limit that a JSON text breaks, found in one pass over its characters before anything
 * parses it: nesting past `MAX_JSON_DEPTH`, or an array or object of more than `MAX_JSON_MEMBERS`
 * members (counted by their commas). Parsing a body of 256 KiB nested as deep as its bytes allow
 * costs several times a whole batch's validation; this pass costs a fraction of a millisecond.
 * Text that is not JSON may pass: the parse refuses it then, at no greater cost.
 */
export function jsonShapeProblem(text: string): ProblemError | undefined {
  const commas = new Uint16Array(MAX_JSON_DEPTH + 1);
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 0x22) {
      // A string: skipped to its closing quote, past escaped characters.
      for (i++; i < text.length; i++) {
        const inner = text.charCodeAt(i);
        if (inner === 0x5c) i++;
        else if (inner === 0x22) break;
      }
    } else if (char === 0x5b || char === 0x7b) {
      if (depth === MAX_JSON_DEPTH) return JSON_TOO_DEEP(MAX_JSON_DEPTH);
      commas[++depth] = 0;
    } else if (char === 0x5d || char === 0x7d) {
      if (depth > 0) depth--;
    } else if (char === 0x2c && depth > 0) {
      const count = (commas[depth] as number) + 1;
      if (count >= MAX_JSON_MEMBERS) return JSON_TOO_WIDE(MAX_JSON_MEMBERS);
      commas[depth] = count;
    }
  }
  return undefined;
}

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
 * `INVALID_JSON` for a body that is not JSON in UTF-8 or breaks a shape limit (`jsonShapeProblem`,
 * checked before the parse), or `invalid()` instead when given. With `emptyIsObject`, a body
 * announced as empty reads as `{}`.
 */
export async function readJson(
  c: Context,
  limit: number,
  invalid?: () => ProblemError,
  emptyIsObject = false,
): Promise<unknown> {
  if (!isJsonMediaType(c.req.header('content-type'))) throw UNSUPPORTED_MEDIA_TYPE();
  const bytes = await readBody(c.req.raw, limit);
  // The account API reads a body announced as empty as `{}`.
  if (emptyIsObject && c.req.header('content-length') === '0') return {};
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw (invalid ?? INVALID_JSON)();
  }
  const shape = jsonShapeProblem(text);
  if (shape !== undefined) throw invalid?.() ?? shape;
  try {
    return JSON.parse(text);
  } catch {
    throw (invalid ?? INVALID_JSON)();
  }
}

/** 415 unless the body is declared `application/json` (UTF-8), before anything else reads it. */
export const jsonMediaType: MiddlewareHandler = async (c, next) => {
  if (!isJsonMediaType(c.req.header('content-type'))) throw UNSUPPORTED_MEDIA_TYPE();
  await next();
};
