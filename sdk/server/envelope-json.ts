/**
 * The JSON text of a `/validate` envelope, written field by field. The envelope's shape is fixed
 * (docs/contract.md §1), so its text can be put together directly, which takes a fraction of the time
 * `JSON.stringify` needs to walk the objects; the text is the same, character for character.
 * @module
 */
import type { BreakdownPart, Envelope, ValidationError } from '../core/types.ts';

// Anything but printable ASCII other than quote and backslash: such text goes to JSON.stringify,
// which escapes what JSON must escape.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const NOT_PLAIN = /["\\\u0000-\u001f\u007f-\uffff]/;

function text(value: string): string {
  return NOT_PLAIN.test(value) ? JSON.stringify(value) : `"${value}"`;
}

function nullableText(value: string | null): string {
  return value === null ? 'null' : text(value);
}

/** `JSON.stringify(envelope)` for an envelope of exactly the documented fields. */
export function envelopeJson(envelope: Envelope): string {
  const { result } = envelope;
  let json =
    `{"apiVersion":${text(envelope.apiVersion)},"processingTimeMs":${JSON.stringify(envelope.processingTimeMs)}` +
    `,"result":{"valid":${result.valid},"format":${nullableText(result.format)}` +
    `,"normalized":${text(result.normalized)},"errors":[`;
  const { errors } = result;
  for (let i = 0; i < errors.length; i++) {
    const error = errors[i] as ValidationError;
    json +=
      `${i === 0 ? '' : ','}{"code":${text(error.code)},"message":${text(error.message)}` +
      `,"suggestion":${text(error.suggestion)}}`;
  }
  json += '],"breakdown":';
  const { breakdown } = result;
  if (breakdown === null) {
    json += 'null';
  } else {
    json += `{"formatName":${text(breakdown.formatName)},"parts":[`;
    const { parts } = breakdown;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as BreakdownPart;
      json +=
        `${i === 0 ? '' : ','}{"label":${text(part.label)},"value":${text(part.value)}` +
        `,"start":${part.start},"end":${part.end}}`;
    }
    json += ']}';
  }
  const bank = result.bankInfo;
  json +=
    bank === null
      ? ',"bankInfo":null}}'
      : `,"bankInfo":{"bankName":${text(bank.bankName)},"bic":${nullableText(bank.bic)}` +
        `,"country":${text(bank.country)},"countryCode":${text(bank.countryCode)},"city":${nullableText(bank.city)}}}}`;
  return json;
}
