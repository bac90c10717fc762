/**
 * The type entries `bank-number/element/react` and `bank-number/element/vue`, checked by the type
 * check (`npm run typecheck`): each line with `@ts-expect-error` fails it if the types accept it.
 */
import type { JSX } from 'react';
import type { GlobalComponents } from 'vue';
import { expectTypeOf, test } from 'vitest';
import type { Envelope } from '../../sdk/core/types.ts';
import type { BankNumberErrorDetail } from '../../sdk/element/bank-number-input.ts';
import type {} from '../../sdk/element/react.ts';
import type {} from '../../sdk/element/vue.ts';

type JsxProps = JSX.IntrinsicElements['bank-number-input'];
type VueProps = ConstructorParameters<GlobalComponents['bank-number-input']>[0];

test("React: <bank-number-input> takes the element's properties and typed events", () => {
  expectTypeOf<JsxProps['value']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<JsxProps['required']>().toEqualTypeOf<boolean | undefined>();
  expectTypeOf<Parameters<NonNullable<JsxProps['onbank-number-validate']>>[0]>().toEqualTypeOf<CustomEvent<Envelope>>();
  expectTypeOf<Parameters<NonNullable<JsxProps['onbank-number-error']>>[0]>().toEqualTypeOf<
    CustomEvent<BankNumberErrorDetail>
  >();
  const props: JsxProps = {
    name: 'iban',
    label: 'IBAN',
    formats: 'iban',
    required: true,
    className: 'wide',
    onInput: (event) => event.currentTarget.value,
  };
  expectTypeOf(props).toExtend<JsxProps>();
  // @ts-expect-error: `required` is a boolean
  const wrong: JsxProps = { required: 'yes' };
  // @ts-expect-error: the verdict's detail is an envelope
  const wrongEvent: JsxProps = { 'onbank-number-validate': (event: CustomEvent<string>) => event.detail };
  void [wrong, wrongEvent];
});

test('Vue: GlobalComponents declares the tag with its properties and events', () => {
  expectTypeOf<VueProps['formats']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<Parameters<NonNullable<VueProps['onBank-number-validate']>>[0]>().toEqualTypeOf<CustomEvent<Envelope>>();
  // @ts-expect-error: `formats` is a string
  const wrong: VueProps = { formats: ['iban'] };
  void wrong;
});
