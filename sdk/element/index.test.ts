import { expect, test } from 'vitest';
import { BankNumberInput } from './index.ts';

test('the class module registers nothing; the define module registers once and tolerates a second copy', async () => {
  expect(customElements.get('bank-number-input')).toBeUndefined();
  expect(document.createElement('bank-number-input')).not.toBeInstanceOf(BankNumberInput);
  await import('./define.ts');
  expect(customElements.get('bank-number-input')).toBe(BankNumberInput);
  // A second evaluation of the define module (another copy of the package) must not throw.
  await expect(import(/* @vite-ignore */ `./define.ts?copy=${Date.now()}`)).resolves.toBeDefined();
  expect(customElements.get('bank-number-input')).toBe(BankNumberInput);
});
