/** The React recipes of docs/forms.md, rendered by React 19 in Chromium. */
import { createElement } from 'react';
import type { FunctionComponent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, test, vi } from 'vitest';
import { ControlledPayeeForm } from 'recipe:docs/forms.md/ControlledPayeeForm.jsx';
import { PayeeForm } from 'recipe:docs/forms.md/PayeeForm.jsx';
import { boundForm, SAVED, uncontrolledForm } from './scenario.ts';

let root: Root | undefined;

function render<P extends object>(component: FunctionComponent<P>, props: P): void {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  flushSync(() => root!.render(createElement(component, props)));
}

afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

describe('<bank-number-input> in a React form', () => {
  test(
    'uncontrolled, with name: validity blocks submit, the normalized ' + 'number is submitted, reset empties it',
    async () => {
      const onPay = vi.fn();
      render(PayeeForm, { onPay });
      await uncontrolledForm(onPay);
    },
  );

  test('controlled through value, onInput and onbank-number-validate', async () => {
    const onPay = vi.fn();
    render(ControlledPayeeForm, { savedAccount: SAVED, onPay });
    await boundForm(onPay);
  });
});
