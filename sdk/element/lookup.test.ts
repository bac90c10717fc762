import { afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { validate, validateSync } from '../validate.ts';
import type { Envelope } from '../core/types.ts';
import type { BankNumberErrorDetail, BankNumberInput } from './bank-number-input.ts';
import { inner, mount, part } from './test-support/dom.ts';

function withoutTime(envelope: Envelope): Omit<Envelope, 'processingTimeMs'> {
  const { processingTimeMs: _ignored, ...rest } = envelope;
  return rest;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('bank lookup', () => {
  test('typing DE89 3704 0044 0532 0130 00 shows Commerzbank once the DE chunk has loaded', async () => {
    const el = await mount('<bank-number-input label="IBAN"></bank-number-input>');
    const events: Array<{ envelope: Envelope; pending: boolean }> = [];
    el.addEventListener('bank-number-validate', (e) =>
      events.push({ envelope: e.detail, pending: el.matches(':state(pending)') }),
    );
    inner(el).focus();
    await userEvent.keyboard('DE89 3704 0044 0532 0130 0');
    const before = events.length;
    await userEvent.keyboard('0');
    // The keystroke's own verdict is instant, without the bank; the DE chunk loads in the background.
    const instant = events[before]!;
    expect(instant.envelope.result.valid).toBe(true);
    expect(instant.envelope.result.bankInfo).toBeNull();
    expect(instant.pending).toBe(true);

    await expect.poll(() => part(el, 'bank-name')?.textContent).toBe('Commerzbank');
    expect(el.matches(':state(pending)')).toBe(false);
    expect(part(el, 'bank-details')!.textContent).toContain('COBADEFFXXX');
    expect(events).toHaveLength(before + 2);
    expect(events.at(-1)!.pending).toBe(false);
    expect(events.at(-1)!.envelope.result.bankInfo!.bankName).toBe('Commerzbank');
    expect(withoutTime(events.at(-1)!.envelope)).toEqual(withoutTime(await validate('DE89 3704 0044 0532 0130 00')));
    // Now loaded, the synchronous path names the bank at once.
    expect(validateSync('DE89370400440532013000').result.bankInfo!.bankName).toBe('Commerzbank');
  });

  test('a routing number gets its bank in the background; the sync verdict comes first', async () => {
    const el = await mount('<bank-number-input label="Routing number"></bank-number-input>');
    const events: Envelope[] = [];
    el.addEventListener('bank-number-validate', (e) => events.push(e.detail));
    await userEvent.fill(inner(el), '021000021');
    await expect.poll(() => part(el, 'bank-name')?.textContent).toBe('JPMorgan Chase Bank, N.A.');
    expect(events.at(-1)).toEqual(el.envelope);
    expect(withoutTime(events.at(-1)!)).toEqual(withoutTime(await validate('021000021')));
  });

  test('an answer that arrives after a newer value is dropped', async () => {
    const el = await mount('<bank-number-input label="IBAN"></bank-number-input>');
    // A valid French IBAN starts the FR lookup (which knows its bank); the next value, set in the
    // same task, makes that answer stale before it can arrive.
    el.value = 'FR14 2004 1010 0505 0001 3M02 606';
    expect(el.envelope!.result.valid).toBe(true);
    expect(el.envelope!.result.bankInfo).toBeNull();
    expect(el.matches(':state(pending)')).toBe(true);
    el.value = 'FR14 2004 1010 0505 0001 3M02 6061';
    expect(el.envelope!.result.valid).toBe(false);
    expect(el.matches(':state(pending)')).toBe(false);
    expect((await validate('FR1420041010050500013M02606')).result.bankInfo).not.toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    await el.updateComplete;
    expect(el.envelope!.result.normalized).toBe('FR1420041010050500013M026061');
    expect(el.envelope!.result.valid).toBe(false);
    expect(part(el, 'bank')).toBeNull();
  });

  test('no-lookup: no background request and no bank', async () => {
    const el = await mount('<bank-number-input no-lookup label="IBAN" value="NL91 ABNA 0417 1643 00"></bank-number-input>');
    expect(el.noLookup).toBe(true);
    expect(el.envelope!.result.valid).toBe(true);
    expect(el.matches(':state(pending)')).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    await el.updateComplete;
    expect(part(el, 'bank')).toBeNull();
    expect(part(el, 'breakdown')).not.toBeNull();
  });
});

describe('remote verdict (api-base-url, api-key)', () => {
  function server(answer: (url: URL, init: RequestInit) => Promise<Response>): Array<{ url: URL; init: RequestInit }> {
    const calls: Array<{ url: URL; init: RequestInit }> = [];
    vi.stubGlobal('fetch', (input: URL | string, init: RequestInit = {}) => {
      const url = new URL(String(input));
      calls.push({ url, init });
      return answer(url, init);
    });
    return calls;
  }

  const json = (body: unknown, status = 200): Response =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  test('asks GET {base}/api/v1/validate with the key as a Bearer token, only for a valid local verdict, and shows its answer', async () => {
    const served = {
      apiVersion: '1',
      processingTimeMs: 0.4,
      result: {
        ...validateSync('12-34-56', { format: 'uk-sort-code' }).result,
        bankInfo: { bankName: 'Test Bank', bic: 'TESTGB2L', country: 'United Kingdom', countryCode: 'GB', city: 'London' },
      },
    };
    const calls = server(async () => json(served));
    const el = await mount('<bank-number-input format="uk-sort-code" label="Sort code" api-base-url="https://api.example.test/base"></bank-number-input>');
    el.apiKey = 'k_live_123';
    const events: Envelope[] = [];
    el.addEventListener('bank-number-validate', (e) => events.push(e.detail));
    inner(el).focus();
    await userEvent.keyboard('12345');
    expect(calls).toHaveLength(0);
    await userEvent.keyboard('6');
    await expect.poll(() => part(el, 'bank-name')?.textContent).toBe('Test Bank');
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url.origin + url.pathname).toBe('https://api.example.test/base/api/v1/validate');
    expect(url.searchParams.get('q')).toBe('12-34-56');
    expect(url.searchParams.get('format')).toBe('uk-sort-code');
    expect(url.searchParams.has('apiKey')).toBe(false);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer k_live_123');
    expect(events.at(-1)).toEqual(served);

    // The same text again is answered from memory, not asked twice.
    await userEvent.keyboard('{Backspace}6');
    await expect.poll(() => el.matches(':state(pending)')).toBe(false);
    expect(calls).toHaveLength(1);
  });

  test('a failed request fires bank-number-error and keeps the local verdict', async () => {
    server(async () => json({ type: 'about:blank', title: 'Too many requests', status: 429, code: 'RATE_LIMITED' }, 429));
    const el = await mount('<bank-number-input label="Routing number" api-base-url="https://api.example.test"></bank-number-input>');
    const errors: BankNumberErrorDetail[] = [];
    el.addEventListener('bank-number-error', (e) => errors.push(e.detail));
    await userEvent.fill(inner(el), '021000021');
    await expect.poll(() => errors).toHaveLength(1);
    expect(errors[0]).toEqual({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests' });
    expect(el.envelope!.result.valid).toBe(true);
    expect(el.matches(':state(pending)')).toBe(false);
    expect(el.matches(':state(valid)')).toBe(true);
  });

  test('a slow answer for an older text does not overwrite the newer verdict', async () => {
    const pending: Array<() => void> = [];
    server(
      (url) =>
        new Promise((resolve) => {
          pending.push(() => resolve(json({ apiVersion: '1', processingTimeMs: 1, result: validateSync(url.searchParams.get('q')!).result })));
        }),
    );
    const el = await mount('<bank-number-input label="Routing number" api-base-url="https://api.example.test"></bank-number-input>');
    await userEvent.fill(inner(el), '021000021');
    await userEvent.fill(inner(el), '026009593');
    // Each request starts once the remote module has loaded, which may take longer than a fill.
    await expect.poll(() => pending.length).toBe(2);
    pending[1]!();
    await expect.poll(() => el.matches(':state(pending)')).toBe(false);
    expect(el.envelope!.processingTimeMs).toBe(1);
    pending[0]!();
    await new Promise((r) => setTimeout(r, 50));
    expect(el.envelope!.result.normalized).toBe('026009593');
  });
});
