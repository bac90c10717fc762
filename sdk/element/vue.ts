/**
 * `bank-number/element/vue`: types only. Declares `<bank-number-input>` in Vue's
 * `GlobalComponents`, with its properties and its events (`@bank-number-validate`,
 * `@bank-number-error`, `@input`, `@change`), for type-checked templates. Vue must also be told
 * that the tag is a custom element (`compilerOptions.isCustomElement`); `v-model` then binds the
 * `value` property and the `input` event. Import it as types: `import type {} from 'bank-number/element/vue';`.
 * @module
 */
import type { DefineSetupFnComponent } from 'vue';
import type { BankNumberInputEvents, BankNumberInputProps } from './framework-props.ts';

export type { BankNumberInputEvents, BankNumberInputProps } from './framework-props.ts';

/** The element's events as Vue's `emits`, with the native `input` and `change`. */
export type BankNumberInputEmits = {
  [Name in keyof BankNumberInputEvents]: (event: BankNumberInputEvents[Name]) => void;
} & {
  input: (event: InputEvent) => void;
  change: (event: Event) => void;
};

declare module 'vue' {
  interface GlobalComponents {
    'bank-number-input': DefineSetupFnComponent<BankNumberInputProps, BankNumberInputEmits>;
  }
}
