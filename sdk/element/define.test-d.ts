/** The types of `bank-number/element/define` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import { BankNumberInput } from './define.ts';
import type { BankNumberInput as ElementClass } from './index.ts';
import type { BankNumberErrorDetail, Envelope } from './index.ts';

// The class it registers is the class of `bank-number/element`.
expectTypeOf(BankNumberInput).toEqualTypeOf<typeof ElementClass>();

// The tag name is known to the DOM's typings.
expectTypeOf<HTMLElementTagNameMap['bank-number-input']>().toEqualTypeOf<BankNumberInput>();
expectTypeOf(document.createElement('bank-number-input')).toEqualTypeOf<BankNumberInput>();
expectTypeOf(document.querySelector('bank-number-input')).toEqualTypeOf<BankNumberInput | null>();
expectTypeOf(document.querySelectorAll('bank-number-input')).toEqualTypeOf<NodeListOf<BankNumberInput>>();
expectTypeOf(document.createElement('bank-number-input').envelope).toEqualTypeOf<Envelope | null>();
// @ts-expect-error: the element is typed as itself, not as any HTMLElement
void document.createElement('bank-number-input').noSuchProperty;

// Its events are known to every element's listeners (they bubble and are composed).
expectTypeOf<HTMLElementEventMap['bank-number-validate']>().toEqualTypeOf<CustomEvent<Envelope>>();
expectTypeOf<HTMLElementEventMap['bank-number-error']>().toEqualTypeOf<CustomEvent<BankNumberErrorDetail>>();
document.body.addEventListener('bank-number-validate', (event) => {
  expectTypeOf(event.detail.apiVersion).toEqualTypeOf<'1'>();
});
