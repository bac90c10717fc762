import { describe, expect, it } from 'vitest';
import type { Envelope } from '../core/types.ts';
import { generateIbans } from '../formats/iban/generate.ts';
import { ibanLookupCountries } from '../formats/iban/lookup-loader.ts';
import { isIbanLookupLoaded } from '../formats/iban/lookup.ts';
import { isSortCodeLookupLoaded } from '../formats/uk-sort-code/lookup.ts';
import { isRoutingNumberLookupLoaded } from '../formats/us-routing/lookup.ts';
import { validate } from '../validate.ts';
import { validateNow } from './validate-now.ts';

const withoutTime = ({ processingTimeMs: _, ...rest }: Envelope) => rest;

/** Asserts that `validateNow` answered at once, and with `validate`'s answer. */
async function expectAtOnce(input: string, options: Parameters<typeof validate>[1] = {}): Promise<Envelope> {
  const answer = validateNow(input, options);
  expect(answer, input).not.toBeInstanceOf(Promise);
  expect(withoutTime(answer as Envelope)).toEqual(withoutTime(await validate(input, options)));
  return answer as Envelope;
}

/**
 * Asserts that the data `loaded` tells of is not loaded yet, that `validateNow` goes through
 * `validate` for it, and that the data is loaded once that answer came; answers it.
 */
async function expectLoadedByFirst(
  loaded: () => boolean,
  input: string,
  options: NonNullable<Parameters<typeof validate>[1]>,
): Promise<Envelope> {
  expect(loaded()).toBe(false);
  const first = validateNow(input, options);
  expect(first).toBeInstanceOf(Promise);
  const answer = await first;
  expect(loaded()).toBe(true);
  return answer;
}

// Each test file has modules of its own: no lookup data is loaded when this one starts.
describe('validateNow answers at once exactly when the lookup data it needs is loaded', () => {
  it('routing numbers: through validate until the SDK holds the data, then at once', async () => {
    const first = await expectLoadedByFirst(isRoutingNumberLookupLoaded, '021000021', { format: 'us-routing' });
    expect(first.result.bankInfo?.bankName).toBe('JPMorgan Chase Bank, N.A.');
    expect((await expectAtOnce('021000021')).result.bankInfo?.bankName).toBe('JPMorgan Chase Bank, N.A.');
    // Valid, but in no curated data: still at once, with bankInfo null.
    expect((await expectAtOnce('011000015')).result).toMatchObject({ valid: true, bankInfo: null });
  });

  it('sort codes: the same, with their own data', async () => {
    const first = await expectLoadedByFirst(isSortCodeLookupLoaded, '60-83-71', { format: 'uk-sort-code' });
    expect(first.result.bankInfo?.bic).toBe('SRLGGB2L');
    await expectAtOnce('60-83-71', { format: 'uk-sort-code' });
  });

  it('IBANs: per country, and at once for a country without bank data', async () => {
    expect(isIbanLookupLoaded('DE')).toBe(false);
    expect(validateNow('DE89370400440532013000', {})).toBeInstanceOf(Promise);
    await validate('DE89370400440532013000');
    expect(isIbanLookupLoaded('DE')).toBe(true);
    expect((await expectAtOnce('DE89370400440532013000')).result.bankInfo?.bankName).toBe('Commerzbank');
    const withData = new Set(ibanLookupCountries());
    const [without] = ['PL', 'EE', 'MT'].filter((country) => !withData.has(country));
    expect(without).toBeDefined();
    for (const iban of generateIbans({ country: without as string, seed: 'now', count: 3 })) {
      expect((await expectAtOnce(iban)).result).toMatchObject({ valid: true, bankInfo: null });
    }
  });

  it('invalid numbers: at once', async () => {
    await expectAtOnce('021000022');
    await expectAtOnce('GB82WEST12345698765431');
    await expectAtOnce('123456');
  });
});
