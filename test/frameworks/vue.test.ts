/** The Vue recipe of docs/forms.md, compiled by @vitejs/plugin-vue and mounted by Vue 3 in Chromium. */
import { createApp } from 'vue';
import type { App } from 'vue';
import { afterEach, describe, test, vi } from 'vitest';
import PayeeForm from 'recipe:docs/forms.md/PayeeForm.vue';
import { boundForm, SAVED } from './scenario.ts';

let app: App | undefined;

afterEach(() => {
  app?.unmount();
  document.body.innerHTML = '';
});

describe('<bank-number-input> in a Vue form', () => {
  test('v-model through value and input; validity, submit, the saved account and reset', async () => {
    const onPay = vi.fn();
    app = createApp(PayeeForm, { savedAccount: SAVED, onPay });
    app.mount(document.body.appendChild(document.createElement('div')));
    await boundForm(onPay);
  });
});
