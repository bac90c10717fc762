/**
 * `bank-number/element/define`: registers `<bank-number-input>`. This is the package's only module
 * with a side effect; importing it twice, or next to another copy of the package, is harmless.
 * @module
 */
import { BankNumberInput } from './bank-number-input.ts';

declare global {
  interface HTMLElementTagNameMap {
    'bank-number-input': BankNumberInput;
  }
}

if (!customElements.get('bank-number-input')) {
  customElements.define('bank-number-input', BankNumberInput);
}

export { BankNumberInput };
