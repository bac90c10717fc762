/**
 * The component's JavaScript: the built package behind the `validator` interface of
 * wit/bank-number.wit. Every bank lookup is loaded at the top level, which runs while the component
 * is built, so the snapshot holds the data and `validateSync` names the bank as `validate` does.
 * Bundled by scripts/build-wasm.ts.
 * @module
 */
// scripts/build-wasm.ts bundles these two from dist/, the built package, not from the sources.
import * as sdk from '../../sdk/index.ts';
import * as iban from '../../sdk/formats/iban/index.ts';
import { requestProblem } from '../../sdk/core/problem.ts';
import type { Format } from '../../sdk/index.ts';
import type { DomesticParts } from '../../sdk/formats/iban/index.ts';
import { witRecord } from './wit-record.ts';

await sdk.preloadLookups('iban', 'bic', 'us-routing', 'uk-sort-code');

/** A WIT `result` as a JavaScript host or guest writes it in a list. */
type Result<T, E> = { tag: 'ok'; val: T } | { tag: 'err'; val: E };

interface RequestError {
  code: string;
  message: string;
}

/** The answer of `run`, or the request error it throws; anything else thrown is a bug and traps. */
function attempt<T>(run: () => T): Result<T, RequestError> {
  try {
    return { tag: 'ok', val: run() };
  } catch (error) {
    if (!(error instanceof sdk.BankNumberRequestError)) throw error;
    return { tag: 'err', val: { code: error.code, message: error.message } };
  }
}

// An absent `option` arrives as undefined (componentize-js) or null (componentize-qjs).
const options = (format: Format | null | undefined) => (format == null ? {} : { format });
const verdict = (input: string, format: Format | null | undefined) =>
  attempt(() => witRecord(sdk.validateSync(input, options(format)).result));

/** `result<T, E>` returned from an export: the ok value, or the error thrown as the err payload. */
function unwrap<T>(answer: Result<T, RequestError>): T {
  if (answer.tag === 'err') throw answer.val;
  return answer.val;
}

type WitParts = { [P in keyof DomesticParts]: string | null | undefined };

/** The parts that are given, as `ibanFromDomestic` takes them (an absent part is undefined). */
function domesticParts(parts: WitParts): DomesticParts {
  const given: DomesticParts = {};
  for (const [name, value] of Object.entries(parts) as Array<[keyof DomesticParts, string | null | undefined]>) {
    if (value != null) given[name] = value;
  }
  return given;
}

export const validator = {
  validate: (input: string, format: Format | null | undefined) => unwrap(verdict(input, format)),
  validateJson(input: string, format: Format | null | undefined): string {
    try {
      return JSON.stringify(sdk.validateSync(input, options(format)));
    } catch (error) {
      if (!(error instanceof sdk.BankNumberRequestError)) throw error;
      return JSON.stringify(requestProblem(error));
    }
  },
  validateMany: (inputs: string[], format: Format | null | undefined) => inputs.map((input) => verdict(input, format)),
  isValidIban: (input: string) => iban.isValidIban(input),
  formatIban: (input: string) => iban.formatIban(input),
  ibanFromDomestic: (country: string, parts: WitParts) =>
    unwrap(attempt(() => witRecord(iban.ibanFromDomestic(country, domesticParts(parts))))),
  findIbans: (text: string) => iban.findIbans(text),
  isQrIban: (input: string) => iban.isQrIban(input),
  isSepaCountry: (country: string) => iban.isSepaCountry(country),
};
