import { describe, expect, it } from 'vitest';
import { enrich } from './enrich.ts';
import { enrichBic } from './formats/bic/enrich.ts';
import { enrichIban } from './formats/iban/enrich.ts';
import { enrichSortCode } from './formats/uk-sort-code/enrich.ts';
import { enrichRoutingNumber } from './formats/us-routing/enrich.ts';
import { validateSync } from './validate.ts';

describe('enrich', () => {
  it("answers each format's enrichment for a valid number", async () => {
    const cases: [string, (n: string) => Promise<unknown>][] = [
      ['GB82 WEST 1234 5698 7654 32', enrichIban],
      ['CH44 3199 9123 0008 8901 2', enrichIban],
      ['DEUTDEFF', enrichBic],
      ['DEUT DE F0', enrichBic],
      ['021000021', enrichRoutingNumber],
      ['20-00-00', enrichSortCode],
    ];
    for (const [input, own] of cases) {
      const result = validateSync(input).result;
      expect(result.valid, input).toBe(true);
      const enrichment = await enrich(result);
      expect(enrichment, input).toEqual(await own(result.normalized));
      expect(enrichment, input).toHaveProperty('formatted');
    }
  });

  it('gives the warnings of what it found', async () => {
    const warnings = async (input: string) => (await enrich(validateSync(input).result))?.warnings;
    expect(await warnings('CH44 3199 9123 0008 8901 2')).toContain('QR_IBAN');
    expect(await warnings('DEUT DE F0')).toContain('TEST_BIC');
    expect(await warnings('DE89370400440532013000')).toEqual([]);
  });

  it('is null for an invalid number and for one of no format', async () => {
    for (const input of ['DE89370400440532013001', '021000022', 'hello', '12345'])
      expect(await enrich(validateSync(input).result), input).toBeNull();
  });
});
