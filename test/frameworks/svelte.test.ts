/** The Svelte recipe of docs/forms.md, compiled by Svelte 5 and mounted in Chromium. */
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, test, vi } from 'vitest';
import PayeeForm from 'recipe:docs/forms.md/PayeeForm.svelte';
import { boundForm, SAVED } from './scenario.ts';

let component: Record<string, unknown> | undefined;

afterEach(async () => {
  if (component !== undefined) await unmount(component);
  document.body.innerHTML = '';
});

describe('<bank-number-input> in a Svelte form', () => {
  test('value and oninput; validity, submit, the saved account and reset', async () => {
    const onpay = vi.fn();
    component = mount(PayeeForm, {
      target: document.body.appendChild(document.createElement('div')),
      props: { savedAccount: SAVED, onpay },
    });
    flushSync();
    await boundForm(onpay);
  });
});
