/**
 * The component's JavaScript: the SDK behind the `validator` interface of wit/bank-number.wit.
 * A component's export answers at once, with no event loop to await `validate` in, so each call is
 * `validateSync` as `validate` makes it: a valid number whose bank is not known yet has its lookup
 * data put in place (`loadNow`), then is checked again; so is an IBAN that `isValidIban` or `findIbans`
 * accepts, since a country's bank data brings its data-driven national check (Germany's account
 * check-digit methods). The IBAN and BIC data sits in the component
 * as the package's per-country chunks, compressed, and is inflated and decoded on a country's first
 * lookup, so the snapshot carries no decoded directory. Bundled by scripts/wasm/build.ts.
 * @module
 */
import { BANK_CHUNKS } from 'bank-number:bank-chunks';
import { inflateSync } from 'fflate';
import { requestProblem } from '../core/problem.ts';
import { normalize } from '../core/normalize.ts';
import type { Format, ValidationResult } from '../core/types.ts';
import * as iban from '../formats/iban/index.ts';
import type { DomesticParts } from '../formats/iban/index.ts';
import { ibanIdentity } from '../formats/iban/identity.ts';
import { identityOf } from '../formats/identities.ts';
import { descriptorOf } from '../formats/index.ts';
import { LOOKUPS_NOW } from '../formats/lookups-now.ts';
import * as sdk from '../index.ts';
import { witRecord } from './wit-record.ts';

/** Base64 digit → its value. */
const BASE64 = new Uint8Array(128);
for (let i = 0; i < 64; i++)
  BASE64['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;

/**
 * A chunk as scripts/wasm/build.ts packs it: its JSON in ASCII, raw DEFLATE, base64 (QuickJS has no
 * atob nor TextDecoder).
 */
function unpack<T>(packed: string): T {
  const digits = packed.replace(/=+$/, '');
  const bytes = new Uint8Array((digits.length * 3) >> 2);
  let at = 0;
  for (let i = 0; i < digits.length; i += 4) {
    const n =
      (BASE64[digits.charCodeAt(i)] as number) * 262144 +
      (BASE64[digits.charCodeAt(i + 1)] as number) * 4096 +
      (BASE64[digits.charCodeAt(i + 2)] ?? 0) * 64 +
      (BASE64[digits.charCodeAt(i + 3)] ?? 0);
    bytes[at++] = n >> 16;
    if (at < bytes.length) bytes[at++] = (n >> 8) & 0xff;
    if (at < bytes.length) bytes[at++] = n & 0xff;
  }
  const ascii = inflateSync(bytes);
  let json = '';
  for (let i = 0; i < ascii.length; i += 8192)
    json += String.fromCharCode.apply(null, ascii.subarray(i, i + 8192) as unknown as number[]);
  return JSON.parse(json) as T;
}

/** What has been put in place already: `iban:DE`, `bic:GB`, `us-routing`, `uk-sort-code`. */
const loaded = new Set<string>();

/** Runs `put` the first time `key` comes; true then, false ever after. */
function once(key: string, put: () => void): boolean {
  if (loaded.has(key)) return false;
  loaded.add(key);
  put();
  return true;
}

/**
 * The lookup data that the bank of a valid number is in, put in place now by its format's
 * `FormatLookupNow`: the synchronous twin of `completeWithBank`'s load in sdk/lookups.ts (the same
 * country of each format, its `lookupKey`; its chunk from `BANK_CHUNKS` for data split per
 * country). True when it put data in place, false when that was done before or there is none for
 * the number.
 */
function loadNow(format: string, normalized: string): boolean {
  const now = LOOKUPS_NOW.find((entry) => entry.id === format);
  if (now === undefined) return false;
  const chunks = Object.hasOwn(BANK_CHUNKS, format) ? BANK_CHUNKS[format] : undefined;
  if (chunks === undefined) return once(format, () => now.put(null));
  const key = descriptorOf(format)?.lookupKey(normalized) ?? '';
  const chunk = Object.hasOwn(chunks, key) ? chunks[key] : undefined;
  if (chunk === undefined) return false;
  return once(`${format}:${key}`, () => now.put(key, unpack(chunk)));
}

/**
 * `check` as `checkWithBank` completes it: a valid number whose bank is not named is checked again
 * once its data is put in place (when it was not in place already: a bank the data lacks costs one
 * check, not two).
 */
function withBank<T>(check: () => T, result: (answer: T) => ValidationResult): T {
  const answer = check();
  const { valid, bankInfo, format, normalized } = result(answer);
  // A valid result always has its format.
  return valid && bankInfo === null && loadNow(format as string, normalized) ? check() : answer;
}

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

// An absent `option` arrives as null (componentize-qjs) or undefined.
const options = (format: Format | null | undefined) => (format == null ? {} : { format });
/** The envelope `validate` answers: `validateSync`, with the bank's data put in place first. */
const envelope = (input: string, format: Format | null | undefined): sdk.Envelope =>
  withBank(
    () => sdk.validateSync(input, options(format)),
    (answer) => answer.result,
  );
const verdict = (input: string, format: Format | null | undefined) =>
  attempt(() => witRecord(envelope(input, format).result));

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

function fromDomestic(country: string, parts: WitParts): ValidationResult {
  // An account of the country of a national format, whose data is one whole, takes its bank code
  // from that data (a GB account without its bank code: the one of its sort code's bank). The
  // country of such a format's numbers is its one country, whatever the number.
  const cc = normalize(country);
  for (const { id } of LOOKUPS_NOW)
    if (!Object.hasOwn(BANK_CHUNKS, id) && identityOf(id)?.country('') === cc) loadNow(id, '');
  return withBank(
    () => iban.ibanFromDomestic(country, domesticParts(parts)),
    (result) => result,
  );
}

/**
 * `isValidIban` with the data of the IBAN's country in place, as in Node with every lookup loaded:
 * an IBAN accepted before its country's data was put in place is checked again, now with the
 * national check the data brings.
 */
function isValidIban(input: string): boolean {
  const ibanFormat = ibanIdentity.id;
  return iban.isValidIban(input) && (!loadNow(ibanFormat, normalize(input)) || iban.isValidIban(input));
}

/** `findIbans` as `isValidIban` above: searched again when a found IBAN's country data came in. */
function findIbans(text: string): iban.FoundIban[] {
  const found = iban.findIbans(text);
  const ibanFormat = ibanIdentity.id;
  let loadedNow = false;
  for (const { normalized } of found) if (loadNow(ibanFormat, normalized)) loadedNow = true;
  return loadedNow ? iban.findIbans(text) : found;
}

export const validator = {
  validate: (input: string, format: Format | null | undefined) => unwrap(verdict(input, format)),
  validateJson(input: string, format: Format | null | undefined): string {
    try {
      return JSON.stringify(envelope(input, format));
    } catch (error) {
      if (!(error instanceof sdk.BankNumberRequestError)) throw error;
      return JSON.stringify(requestProblem(error));
    }
  },
  validateMany: (inputs: string[], format: Format | null | undefined) => inputs.map((input) => verdict(input, format)),
  isValidIban,
  formatIban: (input: string) => iban.formatIban(input),
  ibanFromDomestic: (country: string, parts: WitParts) =>
    unwrap(attempt(() => witRecord(fromDomestic(country, parts)))),
  findIbans,
  isQrIban: (input: string) => iban.isQrIban(input),
  isSepaCountry: (country: string) => iban.isSepaCountry(country),
};
