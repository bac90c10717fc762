/**
 * The JSON Schema of the validators (Standard JSON Schema, Standard Schema 1.1): its targets, read
 * by a library that consumes the interface (xsschema), compiled by ajv and held to the benchmark's
 * corpus (every number a validator accepts, its schemas accept), and in agreement with the API's
 * OpenAPI document on the number the two share.
 */
import type { StandardJSONSchemaV1 } from '@standard-schema/spec';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from 'xsschema';
import { bicCorpus, ibanCorpus, routingCorpus, sortCodeCorpus } from '../../scripts/bench/corpus.ts';
import { FORMATS, INPUT_LENGTHS } from '../core/limits.ts';
import { isFedPrefix } from '../formats/us-routing/check.ts';
import { OPENAPI_DOCUMENT } from '../server/routes/openapi.ts';
import { bankNumber, bic, iban, routingNumber, sortCode } from './index.ts';
import type { BankNumberSchema } from './index.ts';

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
