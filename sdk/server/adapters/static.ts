/**
 * The demo site's files on Node, through `@hono/node-server`'s `serveStatic`.
 * @module
 */
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

const ACCOUNT_PAGE = /[\\/](dashboard|sign-up)\.html$/;
const PAGE = /\.html?$/i;
// A script element without `src`: its text is what the browser hashes for `script-src`.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The Content-Security-Policy of a page: its scripts from the site itself (and its own inline
 * scripts, by hash: the SDK reference has one), styles from the site or inline (Lit and the
 * reference insert style elements where constructable style sheets are missing), API calls to any
 * http(s) address (the visitor may point the demo at any server), no plugins, no `<base>` or form
 * to another site. The account pages are never framed, by any site.
 */
function pagePolicy(html: string, accountPage: boolean): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] as string)
    .filter((text) => text.trim() !== '')
    .map((text) => ` 'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self'${[...new Set(hashes)].join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self' http: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(accountPage ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/**
 * Serves the files under `root` (the built demo, `demo/dist`) as Hono middleware for
 * `createHandler({ staticFiles })`: `/` and folders give their `index.html`. Nothing outside
 * `root` is ever read: `..`, encoded or not, backslashes, NUL, dot-files and symbolic links that
 * lead out of `root` all pass on (a 404). Every page (`.html`) is sent with a
 * Content-Security-Policy and `Referrer-Policy: same-origin`; the account pages (`dashboard.html`,
 * `sign-up.html`) also forbid framing.
 */
export function serveStaticFiles(root: string): MiddlewareHandler {
  const base = resolve(root);
  const files = serveStatic({ root: base });
  let realBase: Promise<string> | undefined;
  return async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const segments = path.split('/').filter((segment) => segment !== '');
    if (path.includes('\0') || path.includes('\\') || segments.some((segment) => segment.startsWith('.')))
      return next();
    let file = join(base, ...segments);
    if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
    realBase ??= realpath(base);
    const [real, top] = await Promise.all([realpath(file).catch(() => null), realBase]);
    if (real === null || !real.startsWith(top + sep) || !(await stat(real)).isFile()) return next();
    // Vite names built assets after their content: those may be cached for good.
    const immutable = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(real.split(sep).join('/'));
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    if (PAGE.test(real)) {
      c.header('Content-Security-Policy', pagePolicy(await readFile(real, 'utf8'), ACCOUNT_PAGE.test(real)));
      // Other sites learn nothing of the page a visitor comes from; the site's own requests keep
      // their Origin, which the account API checks.
      c.header('Referrer-Policy', 'same-origin');
    }
    // The account pages are never shown inside another site's frame (clickjacking).
    if (ACCOUNT_PAGE.test(real)) c.header('X-Frame-Options', 'DENY');
    return files(c, next);
  };
}
