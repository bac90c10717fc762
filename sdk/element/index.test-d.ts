/** The types of `bank-number/element` as a consumer meets them (checked by `npm run typecheck`). */
import { expectTypeOf } from 'vitest';
import { BankNumberInput, RemoteValidationError } from './index.ts';
import type {
  BankNumberErrorDetail,
  BankNumberMessages,
  Envelope,
  FormRules,
  LocalizedResult,
  MessagePair,
  PartialMessages,
} from './index.ts';
import type { Format } from '../index.ts';

expectTypeOf<BankNumberInput>().toExtend<HTMLElement>();
expectTypeOf(BankNumberInput).constructorParameters.toEqualTypeOf<[]>();
expectTypeOf(BankNumberInput.formAssociated).toEqualTypeOf<boolean>();

declare const field: BankNumberInput;
// The properties, as a form or a framework sets them.
expectTypeOf(field.value).toEqualTypeOf<string>();
expectTypeOf(field.defaultValue).toEqualTypeOf<string>();
expectTypeOf(field.name).toEqualTypeOf<string>();
expectTypeOf(field.format).toEqualTypeOf<string>();
expectTypeOf(field.formats).toEqualTypeOf<string>();
expectTypeOf(field.countries).toEqualTypeOf<string>();
expectTypeOf(field.required).toEqualTypeOf<boolean>();
expectTypeOf(field.disabled).toEqualTypeOf<boolean>();
expectTypeOf(field.readOnly).toEqualTypeOf<boolean>();
expectTypeOf(field.noLookup).toEqualTypeOf<boolean>();
expectTypeOf(field.masked).toEqualTypeOf<boolean>();
expectTypeOf(field.placeholder).toEqualTypeOf<string>();
expectTypeOf(field.label).toEqualTypeOf<string>();
expectTypeOf(field.apiBaseUrl).toEqualTypeOf<string>();
expectTypeOf(field.apiKey).toEqualTypeOf<string>();
expectTypeOf(field.messages).toEqualTypeOf<PartialMessages | undefined>();
expectTypeOf<PartialMessages>().toEqualTypeOf<Partial<BankNumberMessages>>();
field.messages = { valid: 'OK', CHECKSUM_FAILED: ['Falsch', 'Nochmals prüfen'] };
// @ts-expect-error: an error's text is a message and a suggestion
field.messages = { CHECKSUM_FAILED: 'Falsch' };
// @ts-expect-error: the formats are one attribute's text, `iban bic`
field.formats = ['iban', 'bic'];

// What the element answers, read only.
expectTypeOf(field.envelope).toEqualTypeOf<Envelope | null>();
// @ts-expect-error: the verdict is the element's, not the page's
field.envelope = null;
expectTypeOf(field.form).toEqualTypeOf<HTMLFormElement | null>();
expectTypeOf(field.validity).toEqualTypeOf<ValidityState>();
expectTypeOf(field.validationMessage).toEqualTypeOf<string>();
expectTypeOf(field.willValidate).toEqualTypeOf<boolean>();
expectTypeOf(field.checkValidity()).toEqualTypeOf<boolean>();
expectTypeOf(field.reportValidity()).toEqualTypeOf<boolean>();
expectTypeOf(field.setCustomValidity).parameter(0).toEqualTypeOf<string>();

// The events, with their details.
field.addEventListener('bank-number-validate', (event) => {
  expectTypeOf(event).toEqualTypeOf<CustomEvent<Envelope>>();
  expectTypeOf(event.detail.result.format).toEqualTypeOf<Format | null>();
});
field.addEventListener('bank-number-error', (event) => {
  expectTypeOf(event).toEqualTypeOf<CustomEvent<BankNumberErrorDetail>>();
});
expectTypeOf<BankNumberErrorDetail>().toEqualTypeOf<{ status: number; code: string; message: string }>();

expectTypeOf<RemoteValidationError>().toExtend<Error>();
expectTypeOf(RemoteValidationError).constructorParameters.toEqualTypeOf<[number, string, string]>();
const failure = new RemoteValidationError(503, 'SERVICE_UNAVAILABLE', 'Try again later.');
expectTypeOf(failure.status).toEqualTypeOf<number>();
expectTypeOf(failure.code).toEqualTypeOf<string>();
// @ts-expect-error: the status is read only
failure.status = 500;

// The types that come along, for `messages` and `localize`.
expectTypeOf<MessagePair>().toEqualTypeOf<readonly [message: string, suggestion: string]>();
expectTypeOf<BankNumberMessages['CHECKSUM_FAILED']>().toEqualTypeOf<MessagePair>();
expectTypeOf<BankNumberMessages['valid']>().toEqualTypeOf<string>();
expectTypeOf<FormRules['formats']>().toEqualTypeOf<readonly Format[] | undefined>();
expectTypeOf<LocalizedResult['valid']>().toEqualTypeOf<boolean>();
