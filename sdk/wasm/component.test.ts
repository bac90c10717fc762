/**
 * The package as a WebAssembly component (built by the global setup as `npm run build:wasm` builds
 * dist/wasm/bank-number.wasm, and transpiled by jco) answers as the built package does in Node: every
 * shared vector and every vector of the QuickJS conformance run, through `validate-json` (the same
 * JSON text, except `processingTimeMs`), through `validate` field by field and through
 * `validate-many`, bank lookup included; the IBAN helpers answer each of their vectors as Node does;
 * bad input is answered, never trapped on. WIT strings carry no lone surrogate (the host writes
 * U+FFFD for it), so such input is compared with Node's answer for the substituted text.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadValidator, type ComponentValidator } from '../../scripts/build-wasm/jco.ts';
import { witRecord } from '../../scripts/build-wasm/wit-record.ts';
import { VECTOR_REQUESTS } from '../../test/conformance/answers.ts';
import { requestProblem } from '../core/problem.ts';
import type { Format } from '../core/types.ts';
import { FIND_FOUND, FIND_NONE } from '../../test/vectors/iban-find.ts';
import {
  DOMESTIC_ERRORS,
  DOMESTIC_REGISTRY_EXAMPLES,
  DOMESTIC_VALID,
  DOMESTIC_VALID_FROM_SORT_CODE_DATA,
} from '../../test/vectors/iban-from-domestic.ts';
import { NOT_QR_IBANS, QR_IBANS } from '../../test/vectors/iban-qr.ts';
import { NOT_SEPA, SEPA } from '../../test/vectors/iban-sepa.ts';

const dist = resolve(fileURLToPath(import.meta.url), '..', '..', '..', 'dist');

interface Request {
  input: string;
  format?: Format;
}

const ALL_DOMESTIC = [
  ...DOMESTIC_REGISTRY_EXAMPLES,
  ...DOMESTIC_VALID,
  ...DOMESTIC_VALID_FROM_SORT_CODE_DATA,
  ...Object.values(DOMESTIC_ERRORS).flat(),
];
/** Those that a WIT call can carry: parts given as a record of strings (not null, not a number). */
const DOMESTIC = ALL_DOMESTIC.filter(
  (v) => v.parts !== null && Object.values(v.parts).every((part) => part === undefined || typeof part === 'string'),
);
const FINDS = [...FIND_FOUND, ...FIND_NONE];

/** The inputs of the conformance run's vectors, as validation requests: with an IBAN hint and without. */
const CONFORMANCE: Request[] = [
  ...DOMESTIC.flatMap((v) => (v.iban ? [v.iban] : [])),
  ...QR_IBANS,
  ...NOT_QR_IBANS,
  ...FINDS.flatMap((v) => [v.text, ...v.found.map((f) => f.normalized)]),
  ...SEPA,
  ...NOT_SEPA,
].flatMap((input) => [{ input }, { input, format: 'iban' as const }]);

/** Blank, far too long, emoji, control characters: each answered, none trapped on. */
const BAD: Request[] = [
  '',
  '   ',
  '\t\n',
  'A'.repeat(20_000),
  '😀',
  '😀'.repeat(64),
  'DE89 3704 0044 0532 0130 00 😀',
  '\u0000',
  '\u0000\u0001\u0002\u001f\u007f',
  'DE89\u00003704\u00000044\u00000532\u00000130\u000000',
  '\u202eDE89370400440532013000',
  '\ufeffGB82WEST12345698765432',
].flatMap((input) => [{ input }, { input, format: 'iban' as const }, { input, format: 'us-routing' as const }]);

/** Lone surrogates, which a WIT string cannot carry. */
const LONE_SURROGATES: Request[] = [
  '\ud800',
  '\udfff',
  'DE89\ud8003704\udc0000440532013000',
  'GB82WEST12345698765432\ud83d',
  '\udc00021000021',
].flatMap((input) => [{ input }, { input, format: 'iban' as const }]);

/** The text a component host passes for a JavaScript string: each lone surrogate as U+FFFD. */
const wellFormed = (text: string): string =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

type Outcome = { tag: 'ok'; val: unknown } | { tag: 'err'; val: unknown };

/** A component call whose WIT result is `result<T, request-error>`: jco throws the err payload. */
function outcome(run: () => unknown): Outcome {
  try {
    return { tag: 'ok', val: run() };
  } catch (error) {
    if (!(error instanceof Error) || !('payload' in error)) throw error;
    return { tag: 'err', val: error.payload };
  }
}

/** The JSON text without its one field that differs between calls. */
const untimed = (json: string): string =>
  json.replace(/^\{"apiVersion":"1","processingTimeMs":[0-9.e+-]+,/, '{"apiVersion":"1","processingTimeMs":0,');

let wasm: ComponentValidator;
let sdk: typeof import('../index.ts');
let iban: typeof import('../formats/iban/index.ts');

/** Node's JSON answer: the envelope, or the body of the server's 400 for a request error. */
async function nodeJson({ input, format }: Request): Promise<string> {
  try {
    return JSON.stringify(await sdk.validate(input, format ? { format } : {}));
  } catch (error) {
    if (!(error instanceof sdk.BankNumberRequestError)) throw error;
    return JSON.stringify(requestProblem(error));
  }
}

/** Node's answer in the component's terms: the value, or the request error thrown. */
async function nodeAnswer(run: () => unknown): Promise<Outcome> {
  try {
    return { tag: 'ok', val: await run() };
  } catch (error) {
    if (!(error instanceof sdk.BankNumberRequestError)) throw error;
    return { tag: 'err', val: { code: error.code, message: error.message } };
  }
}

/** Node's verdict in the component's terms: its record, or the request error. */
const nodeOutcome = ({ input, format }: Request): Promise<Outcome> =>
  nodeAnswer(async () => witRecord((await sdk.validate(input, format ? { format } : {})).result));

beforeAll(async () => {
  wasm = await loadValidator(inject('wasmComponent'));
  sdk = (await import(pathToFileURL(join(dist, 'index.js')).href)) as typeof sdk;
  iban = (await import(pathToFileURL(join(dist, 'formats', 'iban', 'index.js')).href)) as typeof iban;
  // ibanFromDomestic names GB banks from the sort-code data and every bank once its data is loaded.
  await sdk.preloadLookups('uk-sort-code', 'iban');
});

describe.each([
  ['every shared vector', VECTOR_REQUESTS as Request[]],
  ['every conformance vector', CONFORMANCE],
  ['bad input', BAD],
])('the component answers %s as Node does', (_, requests) => {
  it('through validate-json: the same JSON text, except processingTimeMs', async () => {
    for (const request of requests) {
      const json = wasm.validateJson(request.input, request.format);
      expect(untimed(json), JSON.stringify(request)).toBe(untimed(await nodeJson(request)));
      const time = (JSON.parse(json) as { processingTimeMs?: number }).processingTimeMs;
      if (time !== undefined) expect(time).toBeGreaterThanOrEqual(0);
    }
  });

  it('through validate: the same record, field by field, or the same request error', async () => {
    for (const request of requests) {
      expect(
        outcome(() => wasm.validate(request.input, request.format)),
        JSON.stringify(request),
      ).toStrictEqual(await nodeOutcome(request));
    }
  });

  it('through validate-many: the answers of validate, in order, in one call', async () => {
    const expected = await Promise.all(requests.map(nodeOutcome));
    for (const format of new Set(requests.map((r) => r.format))) {
      const inputs = requests.filter((r) => r.format === format).map((r) => r.input);
      expect(wasm.validateMany(inputs, format)).toStrictEqual(
        expected.filter((_, i) => requests[i]?.format === format),
      );
    }
  });
});

describe('the component and bank lookups', () => {
  it('names the bank of each format from the data loaded into its snapshot', () => {
    const named = new Set<string>();
    for (const { input, format } of VECTOR_REQUESTS as Request[]) {
      const answer = outcome(() => wasm.validate(input, format));
      const record = answer.val as { format?: string; bankInfo?: unknown };
      if (answer.tag === 'ok' && record.bankInfo !== undefined && record.format !== undefined) named.add(record.format);
    }
    expect([...named].sort()).toEqual(['bic', 'iban', 'uk-sort-code', 'us-routing']);
  });
});

describe('the component and lone surrogates', () => {
  it('answers as Node answers the text with U+FFFD in their place', async () => {
    for (const request of LONE_SURROGATES) {
      const substituted = { ...request, input: wellFormed(request.input) };
      expect(substituted.input).not.toBe(request.input);
      expect(untimed(wasm.validateJson(request.input, request.format)), JSON.stringify(request)).toBe(
        untimed(await nodeJson(substituted)),
      );
      expect(outcome(() => wasm.validate(request.input, request.format))).toStrictEqual(await nodeOutcome(substituted));
    }
  });

  it('answers any string and any hint as Node does (fuzzed)', async () => {
    const unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit, maxLength: 40 }),
      fc.string({ unit: 'binary-ascii', minLength: 120, maxLength: 140 }),
    );
    const format = fc.option(fc.constantFrom<Format>('iban', 'bic', 'us-routing', 'uk-sort-code'), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(text, format, async (input, hint) => {
        const request = hint ? { input, format: hint } : { input };
        expect(untimed(wasm.validateJson(input, hint))).toBe(
          untimed(await nodeJson({ ...request, input: wellFormed(input) })),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('the IBAN helpers of the component', () => {
  it('answer every vector of ibanFromDomestic as Node does, and as the vector says', async () => {
    expect(ALL_DOMESTIC.length - DOMESTIC.length).toBe(2);
    for (const v of DOMESTIC) {
      const answer = outcome(() => wasm.ibanFromDomestic(v.country, { ...v.parts }));
      const node = await nodeAnswer(() => witRecord(iban.ibanFromDomestic(v.country, v.parts)));
      expect(answer, JSON.stringify(v)).toStrictEqual(node);
      if (v.iban) expect((answer.val as { normalized: string }).normalized).toBe(v.iban);
      else expect((answer.val as { code: string }).code).toBe(v.error?.code);
    }
  });

  it('answer every vector of findIbans, isQrIban and isSepaCountry as Node does, and as the vector says', () => {
    for (const v of FINDS) {
      expect(wasm.findIbans(v.text), v.text).toStrictEqual(iban.findIbans(v.text));
      expect(wasm.findIbans(v.text)).toStrictEqual(v.found);
    }
    for (const [inputs, expected] of [
      [QR_IBANS, true],
      [NOT_QR_IBANS, false],
    ] as const) {
      for (const input of inputs)
        expect([input, wasm.isQrIban(input), iban.isQrIban(input)]).toEqual([input, expected, expected]);
    }
    for (const [inputs, expected] of [
      [SEPA, true],
      [NOT_SEPA, false],
    ] as const) {
      for (const input of inputs)
        expect([input, wasm.isSepaCountry(input), iban.isSepaCountry(input)]).toEqual([input, expected, expected]);
    }
  });

  it('answer isValidIban and formatIban as Node does for every input above', () => {
    for (const { input } of [...(VECTOR_REQUESTS as Request[]), ...CONFORMANCE, ...BAD]) {
      expect([input, wasm.isValidIban(input)]).toEqual([input, iban.isValidIban(input)]);
      expect([input, wasm.formatIban(input)]).toEqual([input, iban.formatIban(input)]);
    }
  });
});
