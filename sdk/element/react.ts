/**
 * `bank-number/element/react`: types only. Adds `<bank-number-input>` to React's
 * `JSX.IntrinsicElements`, with its properties and its events (`onbank-number-validate`,
 * `onbank-number-error`, whose `event.detail` is typed). React 19 sets the properties and listens
 * to the events of a custom element. Import it as types: `import type {} from 'bank-number/element/react';`.
 * @module
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { BankNumberInput } from './bank-number-input.ts';
import type { BankNumberInputEvents, BankNumberInputProps } from './framework-props.ts';

export type { BankNumberInputEvents, BankNumberInputProps } from './framework-props.ts';

/** What JSX accepts on `<bank-number-input>`: React's HTML attributes, the element's properties and events. */
export type BankNumberInputJsxProps = Omit<
  DetailedHTMLProps<HTMLAttributes<BankNumberInput>, BankNumberInput>,
  keyof BankNumberInputProps
> &
  BankNumberInputProps & {
    [Name in keyof BankNumberInputEvents as `on${Name}`]?: (event: BankNumberInputEvents[Name]) => void;
  };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'bank-number-input': BankNumberInputJsxProps;
    }
  }
}
