import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';

const UNLIMITED = { minute: 1e9, day: 1e9 };
// Inputs nobody else would send, so that any trace of them in the log is ours.
const IBAN = 'GB29NWBK60161331926819';
const ROUTING = '026009593';
const MARKER = 'PRIVACY-MARKER-7f3a';

let server: TestServer;
let pro: string;
beforeAll(async () => {
  server = await startTestServer({ limits: { open: UNLIMITED, pro: UNLIMITED } });
  pro = await server.key('pro', 'privacy');
});
afterAll(async () => {
  await server.close();
});

describe('privacy of the log (docs/contract.md §12)', () => {
  it(
    'one line per request with method, path, status, ' + 'duration and tier, and nothing of the input, key or body',
    async () => {
      const before = server.log.length;
      const requests = [
        server.call(`/api/v1/validate?q=${IBAN}`),
        server.call(`/api/v1/validate?q=${ROUTING}&format=us-routing`, { headers: bearer(pro) }),
        server.call('/api/v1/validate', { method: 'POST', body: { input: IBAN, format: 'iban' } }),
        server.call('/api/v1/validate', { method: 'POST', body: { input: MARKER } }),
        server.call('/api/v1/validate', {
          method: 'POST',
          body: `{"input": "${MARKER}"`,
          headers: { 'content-type': 'application/json' },
        }),
        server.call('/api/v1/batch', {
          method: 'POST',
          body: { items: [{ input: IBAN, id: MARKER }] },
          headers: bearer(pro),
        }),
        server.call(`/api/v1/enrich?q=${IBAN}`, { headers: bearer(pro) }),
        server.call(`/api/v1/validate?q=${IBAN}&api_key=${pro}`),
        server.call('/api/v1/usage', { headers: { 'x-api-key': pro } }),
        server.call(`/api/v1/validate/${IBAN}`),
        server.call(`/${MARKER}/${IBAN}`),
        server.call(`/api/v1/validate?q=${ROUTING}`, { headers: bearer(`${pro.slice(0, -1)}Z`) }),
        server.call(`/api/v1/generate?format=iban&country=DE&seed=${MARKER}`, { headers: bearer(pro) }),
      ];
      const replies = await Promise.all(requests);
      const lines = server.log.slice(before);
      expect(lines).toHaveLength(requests.length);
      const secrets = [IBAN, ROUTING, MARKER, pro, pro.slice(8), pro.slice(-4), 'q=', 'api_key', '?'];
      for (const line of lines) {
        for (const secret of secrets) expect(line, `log line carries ${secret}`).not.toContain(secret);
        const entry = JSON.parse(line);
        expect(Object.keys(entry)).toEqual(['method', 'path', 'status', 'durationMs', 'tier']);
        expect(typeof entry.durationMs).toBe('number');
      }
      const entries = lines.map((line) => JSON.parse(line));
      expect(entries.map((e) => e.status).sort()).toEqual(replies.map((r) => r.status).sort());
      expect(entries.filter((e) => e.path === '(unmatched)')).toHaveLength(2);
      expect(entries.some((e) => e.tier === 'pro' && e.path === '/api/v1/batch')).toBe(true);
      for (const reply of replies) expect(reply.text).not.toContain(pro);
    },
  );
});
