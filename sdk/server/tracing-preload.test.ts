/**
 * docs/server.md's preload file (`<!-- example: tracing -->`) as an operator uses it: loaded by
 * `NODE_OPTIONS=--import` into `bank-number serve`, run as a process, its OTLP exporter sending
 * the spans over HTTP to a collector on loopback.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markdownExamples } from '../../scripts/docs/examples/extract.ts';
import { startServe } from './test-support/cli.ts';
import type { ServeProcess } from './test-support/cli.ts';
import { eventually, send } from './test-support/harness.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
}
interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: OtlpValue }>;
  links?: Array<{ traceId: string; spanId: string }>;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: OtlpValue }> };
    scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }>;
  }>;
}

let dir: string;
let collector: Server;
let collectorUrl: string;
// Every body the collector received, as sent.
const received: string[] = [];
beforeAll(async () => {
  // Inside the repository, so that the preload's imports resolve to its node_modules.
  dir = mkdtempSync(join(ROOT, '.example-'));
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') received.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const address = collector.address();
  collectorUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => collector.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `bank-number serve` with the doc's preload file, exporting to the collector here. */
async function runExample(doc: string, name: string): Promise<ServeProcess> {
  const code = markdownExamples(ROOT, `docs/${doc}`).find((example) => example.program === name)?.code;
  if (code === undefined) throw new Error(`docs/${doc} has no example "${name}"`);
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  vi.stubEnv('NODE_OPTIONS', `--import=${pathToFileURL(file).href}`);
  vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collectorUrl);
  try {
    return await startServe(['--database', join(dir, `${name}.db`)], dir);
  } finally {
    vi.unstubAllEnvs();
  }
}

describe("docs/server.md's preload file", { timeout: 120_000 }, () => {
  it('sends the spans of `bank-number serve` to an OTLP collector, the last ones when it stops', async () => {
    const serve = await runExample('server.md', 'tracing');
    const input = 'GB82WEST12345698765432';
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const headers = { traceparent: `00-${traceId}-00f067aa0ba902b7-01` };
    expect((await send(serve.url, `/api/v1/validate?q=${input}`, { headers })).status).toBe(200);
    expect(await serve.stop()).toBe(0);

    const exported = await eventually(() => (received.length > 0 ? received : undefined));
    const batches = exported.map((body) => JSON.parse(body) as OtlpExport);
    const resources = batches.flatMap((batch) => batch.resourceSpans);
    const service = resources[0]?.resource.attributes.find((attribute) => attribute.key === 'service.name');
    expect(service?.value.stringValue).toBe('bank-number');
    const scopes = resources.flatMap((resource) => resource.scopeSpans);
    expect(new Set(scopes.map((scope) => scope.scope.name))).toEqual(new Set(['bank-number']));
    const spans = scopes.flatMap((scope) => scope.spans);
    const request = spans.find((span) => span.name === 'GET /api/v1/validate');
    expect(request?.kind).toBe(2); // SERVER in OTLP's numbering
    // The caller is no trusted proxy: the server's own trace, linked to the caller's.
    expect(request?.traceId).not.toBe(traceId);
    expect(request?.links?.map((link) => link.traceId)).toEqual([traceId]);
    const attributes = Object.fromEntries(
      (request?.attributes ?? []).map(({ key, value }) => [key, value.stringValue ?? Number(value.intValue)]),
    );
    expect(attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/v1/validate',
      'http.response.status_code': 200,
      'bank_number.tier': 'open',
    });
    // What left the process holds no input.
    for (const body of exported) expect(body).not.toContain(input);
  });
});
