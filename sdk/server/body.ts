/**
 * JSON request bodies within their limits: the media type, Hono's `bodyLimit`, then the parse.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerEnv } from './access.ts';
import { BODY_TOO_LARGE, INVALID_JSON, UNSUPPORTED_MEDIA_TYPE } from './problems.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** `application/json`, any case, with at most a UTF-8 charset parameter. */
export function isJsonMediaType(value: string | undefined): boolean {
  if (value === undefined) return false;
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

/**
 * The body as JSON, kept as the `body` variable: 415 unless declared `application/json` (UTF-8),
 * 413 as soon as more than `limit` bytes are announced or arrive (the rest is never read), 400
 * `INVALID_JSON` for a body that is not JSON in UTF-8, or `invalid()` instead when given.
 * With `emptyIsObject`, a body announced as empty reads as `{}`.
 */
export function jsonBody(limit: number, invalid = INVALID_JSON, emptyIsObject = false): MiddlewareHandler<ServerEnv>[] {
  return [
    async (c, next) => {
      if (!isJsonMediaType(c.req.header('content-type'))) throw UNSUPPORTED_MEDIA_TYPE();
      await next();
    },
    bodyLimit({
      maxSize: limit,
      onError: () => {
        throw BODY_TOO_LARGE(limit);
      },
    }),
    async (c, next) => {
      let value: unknown = {};
      // The account API reads a body announced as empty as `{}`.
      if (!emptyIsObject || c.req.header('content-length') !== '0') try {
        value = JSON.parse(decoder.decode(await c.req.arrayBuffer()));
      } catch {
        throw invalid();
      }
      c.set('body', value);
      await next();
    },
  ];
}
