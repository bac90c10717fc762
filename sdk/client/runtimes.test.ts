import { build } from 'esbuild';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/dev/chromium.ts';
import { validate } from '../validate.ts';
import type { BankNumberClient, ClientOptions } from './client.ts';
import type { TestServer } from '../server/test-support/servers.ts';
import { startRawHttpServer, startReferenceServer } from '../server/test-support/servers.ts';

const repoRoot = new URL('../../', import.meta.url).pathname;

/** The client as one browser module, built for no particular runtime. */
async function bundle(): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    absWorkingDir: repoRoot,
    stdin: {
      contents: "export * from './sdk/client/index.ts';",
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]?.text ?? '', inputs: Object.keys(result.metafile.inputs) };
}

describe('runtimes', () => {
  it('the client bundles for a neutral platform from sdk/ alone, with no node: import', async () => {
    const { code, inputs } = await bundle();
    expect(inputs.length).toBeGreaterThan(5);
    for (const input of inputs) expect(input).toMatch(/^(sdk\/|<stdin>)/);
    expect(code).not.toMatch(/from ["']node:|require\(["']node:|import\(["']node:/);
  });

  describe('in Chromium, from another origin', () => {
    let server: TestServer;
    let page: Awaited<ReturnType<typeof startPage>>;

    async function startPage() {
      const site = await startRawHttpServer((response) => {
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>client</title>');
      });
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
      const tab = await browser.newPage();
      await tab.goto(`${site.url}/`);
      const { code } = await bundle();
      await tab.addScriptTag({
        type: 'module',
        content: `${code.replace(/^export \{[^}]*\};?\s*$/m, '')}\nwindow.createClient = createClient;`,
      });
      await tab.waitForFunction(
        () => typeof (window as unknown as { createClient?: unknown }).createClient === 'function',
      );
      return {
        tab,
        close: async () => {
          await browser.close();
          await site.close();
        },
      };
    }

    beforeAll(async () => {
      server = await startReferenceServer();
      page = await startPage();
    });
    afterAll(async () => {
      await page?.close();
      await server?.close();
    });

    it('validates remotely, reads the rate-limit headers, types a 401 and falls back when cut off', async () => {
      const answer = await page.tab.evaluate(
        async ({ url, key }) => {
          type Create = (options: ClientOptions) => BankNumberClient;
          const createClient = (window as unknown as { createClient: Create }).createClient;
          const client = createClient({ baseUrl: url, apiKey: key });
          const remote = await client.validate('GB82 WEST 1234 5698 7654 32', { remote: true });
          const batch = await client.batch(['021000021', '021000022']);
          let refused: unknown[] = [];
          try {
            await createClient({ baseUrl: url }).batch(['021000021']);
          } catch (error) {
            const e = error as { name: string; status: number; code: string; requiredTiers: string[] };
            refused = [e.name, e.status, e.code, e.requiredTiers];
          }
          // Port 1 is one that browsers refuse to connect to: a network failure without waiting.
          const cutOff = createClient({ baseUrl: 'http://127.0.0.1:1' });
          const local = await cutOff.validate('021000021', { remote: true });
          return {
            remote,
            rateLimit: client.rateLimit,
            summary: batch.result.summary,
            refused,
            fallback: cutOff.lastFallback?.reason,
            local,
          };
        },
        { url: server.url, key: server.keys.business },
      );
      const { processingTimeMs: _remote, ...remote } = answer.remote;
      const { processingTimeMs: _local, ...local } = await validate('GB82 WEST 1234 5698 7654 32');
      expect(remote).toEqual(local);
      expect(answer.rateLimit).toMatchObject({ limit: 2000, remaining: 1997 });
      expect(answer.rateLimit?.windows.map((w) => w.name)).toEqual(['minute', 'day']);
      expect(answer.summary).toEqual({ total: 2, valid: 1, invalid: 1 });
      expect(answer.refused).toEqual(['BankNumberAuthError', 401, 'API_KEY_REQUIRED', ['pro', 'business']]);
      expect(answer.fallback).toBe('network');
      expect(answer.local.result.valid).toBe(true);
      expect(server.received.every((r) => !r.target.includes(server.keys.business))).toBe(true);
    });
  });
});
