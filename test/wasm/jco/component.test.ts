/**
 * The package as a WebAssembly component, through jco, on the Node that runs this file (22, 24 or
 * 26: test/wasm/runtimes.test.ts runs it on each, with the component built and transpiled by
 * test/wasm/global-setup.ts) answers as the built package does in Node: every shared vector and
 * every input of the conformance vectors, through `validate-json` (the same JSON text, except
 * `processingTimeMs`), through `validate` field by field and through `validate-many`, bank lookup
 * included; the IBAN helpers answer each of their vectors as Node does; bad input is answered,
 * never trapped on. WIT strings carry no lone surrogate (the host writes U+FFFD for it), so such
 * input is compared with Node's answer for the substituted text. The jco recipe of docs/wasm.md runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadValidator, type ComponentValidator } from '../../../scripts/wasm/jco.ts';
import { witRecord } from '../../../sdk/wasm/wit-record.ts';
import { recipe } from '../../../scripts/docs/recipes.ts';
import { repoRoot } from '../../../scripts/dev/paths.ts';
import type { Format } from '../../../sdk/core/types.ts';
import {
  ALL_DOMESTIC,
  BAD,
  CONFORMANCE,
  DOMESTIC,
  FINDS,
  GERMAN_ACCOUNT_FAILS,
  GERMAN_ACCOUNT_FAILS_DOMESTIC,
  node,
  NOT_QR_IBANS,
  NOT_SEPA,
  type Outcome,
  QR_IBANS,
  type Request,
  SEPA,
  SHARED,
  untimed,
} from '../requests.ts';

/** The component's module as jco transpiled it, from test/wasm/runtimes.test.ts. */
const MODULE = process.env.BANK_NUMBER_WASM_MODULE;

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

/** A component call whose WIT result is `result<T, request-error>`: jco throws the err payload. */
function outcome(run: () => unknown): Outcome {
  try {
    return { tag: 'ok', val: run() };
  } catch (error) {
    if (!(error instanceof Error) || !('payload' in error)) throw error;
    return { tag: 'err', val: error.payload as { code: string; message: string } };
  }
}

let wasm: ComponentValidator;
let nodeSide: Awaited<ReturnType<typeof node>>;
let sdk: typeof nodeSide.sdk;
let iban: typeof nodeSide.iban;
const nodeJson = (request: Request) => nodeSide.json(request);
const nodeAnswer = (run: () => unknown) => nodeSide.answer(run);

/** Node's verdict in the component's terms: its record, or the request error. */
const nodeOutcome = ({ input, format }: Request): Promise<Outcome> =>
  nodeAnswer(async () => witRecord((await sdk.validate(input, format ? { format } : {})).result));

beforeAll(async () => {
  if (MODULE === undefined) throw new Error('BANK_NUMBER_WASM_MODULE is not set: run test/wasm/runtimes.test.ts');
  wasm = await loadValidator(MODULE);
  nodeSide = await node();
  ({ sdk, iban } = nodeSide);
});

describe.each([
  ['every shared vector', SHARED],
  ['every conformance vector', CONFORMANCE],
  ['bad input', BAD],
  ["German accounts that fail their bank's method", GERMAN_ACCOUNT_FAILS],
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

describe("the component and German accounts that fail their bank's method", () => {
  it('answers BBAN_CHECKSUM_FAILED through validate-json, as Node does', async () => {
    for (const request of GERMAN_ACCOUNT_FAILS) {
      const node = JSON.parse(await nodeJson(request)) as { result: { errors: Array<{ code: string }> } };
      expect(
        node.result.errors.map((e) => e.code),
        request.input,
      ).toEqual(['BBAN_CHECKSUM_FAILED']);
      expect(untimed(wasm.validateJson(request.input, request.format)), request.input).toBe(
        untimed(await nodeJson(request)),
      );
    }
  });

  it('refuses the account through iban-from-domestic, as Node does', async () => {
    const parts = GERMAN_ACCOUNT_FAILS_DOMESTIC;
    const node = await nodeAnswer(() => witRecord(iban.ibanFromDomestic('DE', parts)));
    expect(node.tag).toBe('err');
    expect(outcome(() => wasm.ibanFromDomestic('DE', { ...parts }))).toStrictEqual(node);
  });

  it('refuses them through is-valid-iban and find-ibans, as Node does', () => {
    for (const { input } of GERMAN_ACCOUNT_FAILS) {
      expect(iban.isValidIban(input), input).toBe(false);
      expect(wasm.isValidIban(input), input).toBe(false);
      const text = `Pay to ${input} or DE89370400440532013000.`;
      expect(wasm.findIbans(text), input).toStrictEqual(iban.findIbans(text));
    }
  });
});

describe('the component and bank lookups', () => {
  it('names the bank of each format from the data loaded into its snapshot', () => {
    const named = new Set<string>();
    for (const { input, format } of SHARED) {
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
    for (const { input } of [...SHARED, ...CONFORMANCE, ...BAD, ...GERMAN_ACCOUNT_FAILS]) {
      expect([input, wasm.isValidIban(input)]).toEqual([input, iban.isValidIban(input)]);
      expect([input, wasm.formatIban(input)]).toEqual([input, iban.formatIban(input)]);
    }
  });
});

describe('the jco recipe of docs/wasm.md', () => {
  let folder: string;
  afterAll(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  it('runs beside the transpiled component and prints what the page says', () => {
    folder = mkdtempSync(join(repoRoot, '.cache', 'wasm-recipe-'));
    symlinkSync(dirname(MODULE as string), join(folder, 'bank-number-wasm'), 'dir');
    writeFileSync(join(folder, 'jco-example.mjs'), recipe('docs/wasm.md', 'jco-example.mjs'));
    const printed = execFileSync(process.execPath, [join(folder, 'jco-example.mjs')], { encoding: 'utf8' });
    expect(printed.trim().split('\n')).toEqual(['Commerzbank', 'true', 'MISSING_PARAMETER']);
  });
});
