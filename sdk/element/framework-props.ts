/**
 * The properties of `<bank-number-input>` that a framework sets from a template or JSX, for the
 * type entries `bank-number/element/react` and `bank-number/element/vue`.
 * @module
 */
import type { Envelope } from '../core/types.ts';
import type { BankNumberErrorDetail, BankNumberInput } from './bank-number-input.ts';

/** The element's writable properties, each optional, as the attributes' property names. */
export type BankNumberInputProps = Partial<
  Pick<
    BankNumberInput,
    | 'name'
    | 'value'
    | 'defaultValue'
    | 'format'
    | 'required'
    | 'disabled'
    | 'readOnly'
    | 'placeholder'
    | 'label'
    | 'noLookup'
    | 'masked'
    | 'apiBaseUrl'
    | 'apiKey'
    | 'formats'
    | 'countries'
    | 'accountInput'
    | 'messages'
  >
>;

/** The element's own events, by name. */
export interface BankNumberInputEvents {
  'bank-number-validate': CustomEvent<Envelope>;
  'bank-number-error': CustomEvent<BankNumberErrorDetail>;
}
