import { afterEach, describe, expect, inject, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { validate, validateSync } from '../validate.ts';
import type { Envelope } from '../core/types.ts';
import type { BankNumberErrorDetail } from './bank-number-input.ts';
import { inner, mount, part } from './test-support/dom.ts';

function withoutTime(envelope: Envelope): Omit<Envelope, 'processingTimeMs'> {
  const { processingTimeMs: _ignored, ...rest } = envelope;
  return rest;
}

afterEach(() => {
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
    const el = await mount(
      '<bank-number-input no-lookup label="IBAN" value="NL91 ABNA 0417 1643 00"></bank-number-input>',
    );
    expect(el.noLookup).toBe(true);
    expect(el.envelope!.result.valid).toBe(true);
    expect(el.matches(':state(pending)')).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    await el.updateComplete;
    expect(part(el, 'bank')).toBeNull();
    expect(part(el, 'breakdown')).not.toBeNull();
  });
});

describe('remote verdict (api-base-url, api-key), against the reference server', () => {
  const server = inject('referenceServer');

  /** The server's own answer to the same question, asked directly. */
  async function serverEnvelope(input: string, format?: string): Promise<Envelope> {
    const response = await fetch(`${server.url}/api/v1/validate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.businessKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(format === undefined ? { input } : { input, format }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope;
  }

  /** How many counted requests the Business key has made today: proof that the element asked the server. */
  async function usedToday(): Promise<number> {
    const response = await fetch(`${server.url}/api/v1/usage`, {
      headers: { Authorization: `Bearer ${server.businessKey}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: { limits: { day: { used: number } } } }).result.limits.day.used;
  }

  test(
    'a valid number is sent with the key, only once its local verdict ' + "is valid, and the server's answer is shown",
    async () => {
      const el = await mount(
        `<bank-number-input format="uk-sort-code" label="Sort code" api-base-url="${server.url}"></bank-number-input>`,
      );
      el.apiKey = server.businessKey;
      const events: Envelope[] = [];
      const errors: BankNumberErrorDetail[] = [];
      el.addEventListener('bank-number-validate', (e) => events.push(e.detail));
      el.addEventListener('bank-number-error', (e) => errors.push(e.detail));
      const before = await usedToday();
      inner(el).focus();
      await userEvent.keyboard('60837');
      expect(el.matches(':state(pending)')).toBe(false);
      await userEvent.keyboard('1');
      expect(el.matches(':state(pending)')).toBe(true);
      await expect.poll(() => el.matches(':state(pending)')).toBe(false);
      expect(errors).toEqual([]);
      // Exactly one counted request under the Business key: the key went with it, the five
      // characters before the sixth were never sent.
      expect(await usedToday()).toBe(before + 1);
      const served = await serverEnvelope('60-83-71', 'uk-sort-code');
      expect(served.result.bankInfo).not.toBeNull();
      expect(part(el, 'bank-name')!.textContent).toBe(served.result.bankInfo!.bankName);
      expect(events.at(-1)).toBe(el.envelope);
      expect(withoutTime(events.at(-1)!)).toEqual(withoutTime(served));

      // The same text again is answered from memory, not asked twice.
      const asked = await usedToday();
      await userEvent.keyboard('{Backspace}1');
      await expect.poll(() => el.matches(':state(pending)')).toBe(false);
      expect(part(el, 'bank-name')!.textContent).toBe(served.result.bankInfo!.bankName);
      expect(await usedToday()).toBe(asked);
    },
  );

  test("an unknown key: bank-number-error with the server's status and code, and the local verdict", async () => {
    const el = await mount(
      `<bank-number-input label="Routing number" api-base-url="${server.url}"></bank-number-input>`,
    );
    el.apiKey = server.unknownKey;
    const errors: BankNumberErrorDetail[] = [];
    el.addEventListener('bank-number-error', (e) => errors.push(e.detail));
    await userEvent.fill(inner(el), '021000021');
    await expect.poll(() => errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
    expect(errors[0]!.message).not.toBe('');
    expect(errors[0]!.message).not.toContain(server.unknownKey);
    await expect.poll(() => el.matches(':state(pending)')).toBe(false);
    // Completed locally, as validate() completes it: the bank of the local lookup.
    expect(withoutTime(el.envelope!)).toEqual(withoutTime(await validate('021000021')));
    expect(el.matches(':state(valid)')).toBe(true);
    expect(part(el, 'status')!.textContent).toBe('Valid');
  });

  test('a server that cannot be reached: the local answer, bank included, and a NETWORK_ERROR', async () => {
    const el = await mount(
      `<bank-number-input label="Routing number" api-base-url="${server.closedPortUrl}"></bank-number-input>`,
    );
    el.apiKey = server.businessKey;
    const events: Envelope[] = [];
    const errors: BankNumberErrorDetail[] = [];
    el.addEventListener('bank-number-validate', (e) => events.push(e.detail));
    el.addEventListener('bank-number-error', (e) => errors.push(e.detail));
    await userEvent.fill(inner(el), '021000021');
    await expect.poll(() => errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(el.matches(':state(pending)')).toBe(false);
    expect(part(el, 'bank-name')!.textContent).toBe('JPMorgan Chase Bank, N.A.');
    expect(withoutTime(events.at(-1)!)).toEqual(withoutTime(await validate('021000021')));

    // A local answer is not remembered: the same text asks the server again.
    await userEvent.fill(inner(el), '');
    await userEvent.fill(inner(el), '021000021');
    await expect.poll(() => errors).toHaveLength(2);
  });

  test('a newer value aborts the request for the older one, whose answer never shows', async () => {
    const el = await mount(
      `<bank-number-input label="Routing number" api-base-url="${server.url}"></bank-number-input>`,
    );
    el.apiKey = server.businessKey;
    const events: Envelope[] = [];
    const errors: BankNumberErrorDetail[] = [];
    el.addEventListener('bank-number-validate', (e) => events.push(e.detail));
    el.addEventListener('bank-number-error', (e) => errors.push(e.detail));
    const before = await usedToday();
    el.value = '021000021';
    el.value = '026009593';
    await expect.poll(() => el.matches(':state(pending)')).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(errors).toEqual([]);
    expect(el.envelope!.result.normalized).toBe('026009593');
    expect(events.every((envelope) => envelope.result.normalized === '026009593')).toBe(true);
    expect(withoutTime(el.envelope!)).toEqual(withoutTime(await serverEnvelope('026009593')));
    // The first request was called off before it left: one for the newer value, one just above.
    expect(await usedToday()).toBe(before + 2);
  });

  test('an element that leaves the document calls its request off without reporting a failure', async () => {
    const el = await mount(
      `<bank-number-input label="Routing number" api-base-url="${server.url}"></bank-number-input>`,
    );
    el.apiKey = server.businessKey;
    const errors: BankNumberErrorDetail[] = [];
    el.addEventListener('bank-number-error', (e) => errors.push(e.detail));
    const before = await usedToday();
    el.value = '021000021';
    el.remove();
    await new Promise((r) => setTimeout(r, 200));
    expect(errors).toEqual([]);
    expect(el.matches(':state(pending)')).toBe(false);
    expect(await usedToday()).toBe(before);
  });
});
