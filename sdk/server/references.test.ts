/**
 * Payment references are not bank numbers: `/validate` never detects them, answers them exactly as
 * the SDK's `validate` does (which knows nothing of them), and refuses a reference kind as a format
 * hint, as it refuses any unknown hint (docs/references.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED, PYTHON_STDNUM } from '../../test/vectors/references.ts';
import { REFERENCE_KINDS, generateReferences } from '../references/index.ts';
import { validate } from '../validate.ts';
import { startTestServer } from './test-support/harness.ts';
import type { TestServer } from './test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { open: { minute: 1e9, day: 1e9 } } });
});
afterAll(async () => {
  await server.close();
});

const inputs = [
  ...Object.values(PUBLISHED).flatMap((examples) => examples.flatMap((e) => [e.printed, e.normalized])),
  ...Object.values(PYTHON_STDNUM).flatMap((vectors) => vectors.slice(0, 10).map((v) => v.input)),
  ...REFERENCE_KINDS.flatMap((kind) => generateReferences({ kind, seed: 'server', count: 5 })),
];

describe('/validate and payment references', () => {
  it(`answers ${inputs.length} references as validate() does, detected as bank numbers or not at all`, async () => {
    for (const input of inputs) {
      const { processingTimeMs: _local, ...expected } = await validate(input);
      const reply = await server.call(`/api/v1/validate?${new URLSearchParams({ q: input })}`);
      expect(reply.status, input).toBe(200);
      const { processingTimeMs: _remote, ...got } = reply.body;
      expect(got, input).toEqual(expected);
      expect([null, 'iban', 'bic', 'us-routing', 'uk-sort-code']).toContain(got.result.format);
    }
  });

  it('refuses every reference kind as a format hint: INVALID_PARAMETER, as any unknown hint', async () => {
    for (const kind of REFERENCE_KINDS) {
      const get = await server.call(`/api/v1/validate?q=RF18539007547034&format=${kind.id}`);
      expect(get.body).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', errors: [{ parameter: 'format' }] });
      const post = await server.call('/api/v1/validate', {
        method: 'POST',
        body: { input: 'RF18539007547034', format: kind.id },
      });
      expect(post.body).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', errors: [{ parameter: 'format' }] });
    }
    await expect(validate('RF18539007547034', { format: 'rf' as never })).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
    });
  });
});
