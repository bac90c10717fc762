import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaticFiles } from './adapters/node.ts';
import { runCli, startServe } from './test-support/cli.ts';
import { call, exchange, parseRaw, startTestServer } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';

let dir: string;
let server: TestServer;
const INDEX = '<!doctype html><title>bank-number demo</title>';
const INLINE_SCRIPT = 'document.documentElement.dataset.theme = "os";';

/** The directives of an answer's Content-Security-Policy, by name. */
function policy(reply: { headers: Record<string, string> }): Record<string, string> {
  const header = reply.headers['content-security-policy'] ?? '';
  const directives: Record<string, string> = {};
  for (const part of header.split(';')) {
    const [name = '', ...values] = part.trim().split(/\s+/);
    if (name !== '') directives[name] = values.join(' ');
  }
  return directives;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bank-number-static-'));
  const root = join(dir, 'demo', 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, 'guide'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'guide', 'index.html'), '<p>guide</p>');
  writeFileSync(join(root, 'assets', 'index-AbC123xY.js'), 'export const x = 1;');
  writeFileSync(join(root, 'assets', 'style.css'), 'body{}');
  writeFileSync(join(root, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  writeFileSync(join(root, 'dashboard.html'), '<p>dashboard</p>');
  writeFileSync(
    join(root, 'inline.html'),
    `<!doctype html><script type="module" src="./assets/index-AbC123xY.js"></script><script>${INLINE_SCRIPT}</script>`,
  );
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(dir, 'outside.txt'), 'outside');
  symlinkSync(join(dir, 'outside.txt'), join(root, 'link.txt'));
  server = await startTestServer({ staticFiles: serveStaticFiles(root), network: true });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request line, for paths that an HTTP client would clean up first. */
async function rawStatus(path: string): Promise<number> {
  return parseRaw(await exchange(server.url, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`))
    .status;
}

describe('the demo site at / (Node adapter)', () => {
  it('serves index.html at / and in folders, with its content type', async () => {
    const root = await server.call('/', { headersOnly: true });
    expect(root.status).toBe(200);
    expect(root.text).toBe(INDEX);
    expect(root.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.headers['x-content-type-options']).toBe('nosniff');
    expect((await server.call('/guide/', { headersOnly: true })).text).toBe('<p>guide</p>');
    expect((await server.call('/guide', { headersOnly: true })).text).toBe('<p>guide</p>');
  });

  it('forbids framing of the dashboard page, and only of the account pages', async () => {
    for (const path of ['/dashboard.html', '/dashboard.html?x=1']) {
      const page = await server.call(path, { headersOnly: true });
      expect(page.text).toBe('<p>dashboard</p>');
      expect(policy(page)['frame-ancestors']).toBe("'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
    const index = await server.call('/', { headersOnly: true });
    expect(policy(index)['frame-ancestors']).toBeUndefined();
    expect(index.headers['x-frame-options']).toBeUndefined();
  });

  it('sends every page with a Content-Security-Policy and a Referrer-Policy; scripts only from the site', async () => {
    for (const path of ['/', '/index.html', '/guide/', '/dashboard.html', '/inline.html']) {
      const page = await server.call(path, { headersOnly: true });
      expect(page.status, path).toBe(200);
      const directives = policy(page);
      expect(directives['default-src'], path).toBe("'self'");
      expect(directives['object-src'], path).toBe("'none'");
      expect(directives['base-uri'], path).toBe("'self'");
      // The demo may be pointed at any API server.
      expect(directives['connect-src'], path).toBe("'self' http: https:");
      expect(page.headers['referrer-policy'], path).toBe('same-origin');
    }
    expect(policy(await server.call('/', { headersOnly: true }))['script-src']).toBe("'self'");
    // A page's own inline script is allowed by its hash, and nothing else inline.
    const hash = createHash('sha256').update(INLINE_SCRIPT, 'utf8').digest('base64');
    expect(policy(await server.call('/inline.html', { headersOnly: true }))['script-src']).toBe(
      `'self' 'sha256-${hash}'`,
    );
    for (const path of ['/assets/index-AbC123xY.js', '/assets/style.css', '/favicon.ico']) {
      const file = await server.call(path, { headersOnly: true });
      expect(file.headers['content-security-policy'], path).toBeUndefined();
    }
  });

  it('serves assets with their content types; hashed assets may be cached for good', async () => {
    const js = await server.call('/assets/index-AbC123xY.js', { headersOnly: true });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.call('/assets/style.css', { headersOnly: true })).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );
    expect((await server.call('/favicon.ico', { headersOnly: true })).headers['content-type']).toBe('image/x-icon');
    const head = await server.call('/assets/style.css', { method: 'HEAD', headersOnly: true });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('never reads outside the folder, nor dot-files, nor through links', async () => {
    for (const path of [
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/..%5coutside.txt',
      '/.env',
      '/%2eenv',
      '/link.txt',
      '/assets/%00.js',
    ]) {
      const status = await rawStatus(path);
      expect([400, 404], path).toContain(status);
    }
    for (const path of ['/%2e%2e/outside.txt', '/.env', '/link.txt', '/missing.html']) {
      const reply = await server.call(path);
      expect(reply.status, path).toBe(404);
      expect(reply.text).not.toContain('outside');
      expect(reply.text).not.toContain('SECRET');
    }
  });

  it('sends CORS headers with the API only, never with the files or 404s outside it', async () => {
    for (const path of ['/', '/assets/style.css', '/missing.html', '/api/v2/validate']) {
      const reply = await server.call(path, { headersOnly: true });
      expect(reply.headers['access-control-allow-origin'], path).toBeUndefined();
      expect(reply.headers['access-control-expose-headers'], path).toBeUndefined();
    }
    const preflight = await server.call('/index.html', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    for (const path of ['/api/v1', '/api/v1/nothing', '/api/v1/validate?q=011000015']) {
      expect((await server.call(path)).headers['access-control-allow-origin'], path).toBe('*');
    }
  });

  it('leaves /api to the API and answers POST outside it with 404', async () => {
    expect((await server.call('/api/v1/nothing')).status).toBe(404);
    expect((await server.call('/', { method: 'POST', body: {} })).status).toBe(404);
  });

  it('`bank-number serve` serves demo/dist of its working directory when it exists', async () => {
    const serve = await startServe([], dir);
    try {
      expect(serve.output()).toContain(`; static: ${join(dir, 'demo', 'dist')})`);
      const reply = await call(serve.url, '/', { headersOnly: true });
      expect(reply.text).toBe(INDEX);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('`bank-number serve --static DIR` serves DIR instead, wherever it runs; a missing DIR stops it', async () => {
    const other = join(dir, 'other-site');
    mkdirSync(other);
    writeFileSync(join(other, 'index.html'), '<p>other</p>');
    // Run from the folder whose demo/dist would otherwise be served.
    const serve = await startServe(['--static', 'other-site'], dir);
    try {
      expect(serve.output()).toContain(`; static: ${other})`);
      expect((await call(serve.url, '/', { headersOnly: true })).text).toBe('<p>other</p>');
      expect((await call(serve.url, '/guide/', { headersOnly: true })).status).toBe(404);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    const missing = await runCli(['serve', '--port', '0', '--static', join(dir, 'nowhere')], dir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--static');
  });
});
