/**
 * The demo site's files on Node, through `@hono/node-server`'s `serveStatic`.
 * @module
 */
import { realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

const ACCOUNT_PAGE = /[\\/](dashboard|sign-up)\.html$/;

/**
 * Serves the files under `root` (the built demo, `demo/dist`) as Hono middleware for
 * `createHandler({ staticFiles })`: `/` and folders give their `index.html`. Nothing outside
 * `root` is ever read: `..`, encoded or not, backslashes, NUL, dot-files and symbolic links that
 * lead out of `root` all pass on (a 404). The account pages (`dashboard.html`, `sign-up.html`)
 * forbid framing.
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
    // The account pages are never shown inside another site's frame (clickjacking).
    if (ACCOUNT_PAGE.test(real)) {
      c.header('Content-Security-Policy', "frame-ancestors 'none'");
      c.header('X-Frame-Options', 'DENY');
    }
    return files(c, next);
  };
}
