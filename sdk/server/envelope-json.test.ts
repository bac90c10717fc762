import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../core/types.ts';
import { generateIbans } from '../formats/iban/generate.ts';
import { ibanLookupCountries } from '../formats/iban/lookup-loader.ts';
import { validate } from '../validate.ts';
import { SHARED_VECTORS } from '../../test/vectors/shared.ts';
import { envelopeJson } from './envelope-json.ts';

/** The text, checked against JSON.stringify. */
function written(envelope: Envelope): string {
  const json = envelopeJson(envelope);
  expect(json).toBe(JSON.stringify(envelope));
  return json;
}

describe('envelopeJson', () => {
  it('is JSON.stringify, character for character, for every shared vector and its bank', async () => {
    expect(SHARED_VECTORS.length).toBeGreaterThan(200);
    let withBank = 0;
    let escaped = 0;
    for (const vector of SHARED_VECTORS) {
      const envelope = await validate(vector.input, vector.format === undefined ? {} : { format: vector.format });
      if (envelope.result.bankInfo !== null) withBank++;
      if (/[^\x20-\x7e]|\\/.test(written(envelope))) escaped++;
    }
    expect(withBank).toBeGreaterThan(10);
    // Both paths are taken: plain ASCII text as it is, and text that JSON.stringify escapes.
    expect(escaped).toBeGreaterThan(0);
    expect(escaped).toBeLessThan(SHARED_VECTORS.length);
  });

  it('escapes what JSON must escape, wherever it stands', () => {
    const awkward = fc.string({
      unit: fc.constantFrom('"', '\\', '\n', '\u0000', '\u001f', '\u2028', '\ud800', '\udc00', '😀', 'é', 'a'),
    });
    fc.assert(
      fc.property(awkward, awkward, fc.double({ min: 0, max: 1e6, noNaN: true }), (name, normalized, ms) => {
        const envelope: Envelope = {
          apiVersion: '1',
          processingTimeMs: ms,
          result: {
            valid: true,
            format: 'iban',
            normalized,
            errors: [{ code: 'CHECKSUM_FAILED', message: name, suggestion: normalized }],
            breakdown: {
              formatName: name,
              parts: [{ label: name, value: normalized, start: 0, end: normalized.length }],
            },
            bankInfo: { bankName: name, bic: null, country: normalized, countryCode: 'GB', city: null },
          },
        };
        written(envelope);
      }),
    );
  });

  it('writes generated IBANs of every country with bank data as JSON.stringify does', async () => {
    for (const country of ibanLookupCountries()) {
      for (const iban of generateIbans({ country, seed: 'json', count: 3 })) {
        const envelope = await validate(iban);
        expect(written(envelope), iban).toBe(JSON.stringify(envelope));
      }
    }
  });
});
