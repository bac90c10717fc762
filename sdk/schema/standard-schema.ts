/**
 * The types of Standard Schema v1 and of Standard JSON Schema v1 (Standard Schema 1.1), written out
 * from the published specification so that `bank-number/schema` depends on nothing at run time.
 * They match `@standard-schema/spec` structurally: form and schema libraries that take a Standard
 * Schema take these validators, and tools that take a Standard JSON Schema (OpenAPI and form
 * generators) read their JSON Schema.
 * @see https://standardschema.dev
 * @module
 */

/** A validator that any Standard Schema consumer (a form library, a schema library) can run. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaV1Props<Input, Output>;
}

/** The `~standard` property of a Standard Schema v1 validator. */
export interface StandardSchemaV1Props<Input = unknown, Output = Input> {
  /** The version of the specification: 1. */
  readonly version: 1;
  /** The library that made the validator: `bank-number`. */
  readonly vendor: string;
  /** Validates a value of any type; this library's validators answer synchronously. */
  readonly validate: (
    value: unknown,
    options?: StandardSchemaV1Options | undefined,
  ) => StandardSchemaV1Result<Output> | Promise<StandardSchemaV1Result<Output>>;
  /** The input and output types, for type inference only (undefined at run time). */
  readonly types?: StandardSchemaV1Types<Input, Output> | undefined;
}

/** Options that a consumer may pass to `validate`; this library reads none. */
export interface StandardSchemaV1Options {
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/** The result of `validate`: the output value, or the issues. */
export type StandardSchemaV1Result<Output> = StandardSchemaV1Success<Output> | StandardSchemaV1Failure;

/** A valid value: the output. */
export interface StandardSchemaV1Success<Output> {
  readonly value: Output;
  readonly issues?: undefined;
}

/** An invalid value: one issue or more. */
export interface StandardSchemaV1Failure {
  readonly issues: ReadonlyArray<StandardSchemaV1Issue>;
}

/** One problem of a value, with display text. */
export interface StandardSchemaV1Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** The input and output types of a validator. */
export interface StandardSchemaV1Types<Input = unknown, Output = Input> {
  readonly input: Input;
  readonly output: Output;
}

/** What implements Standard JSON Schema v1: it gives a JSON Schema of its input and of its output. */
export interface StandardJSONSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardJSONSchemaV1Props<Input, Output>;
}

/** The `~standard` property of a Standard JSON Schema v1. */
export interface StandardJSONSchemaV1Props<Input = unknown, Output = Input> {
  readonly version: 1;
  readonly vendor: string;
  readonly types?: StandardSchemaV1Types<Input, Output> | undefined;
  /** The JSON Schemas of the input and the output. */
  readonly jsonSchema: StandardJSONSchemaV1Converter;
}

/** The methods that give the JSON Schemas; each throws for a target it does not support. */
export interface StandardJSONSchemaV1Converter {
  /** The JSON Schema of what the validator takes. */
  readonly input: (options: StandardJSONSchemaV1Options) => Record<string, unknown>;
  /** The JSON Schema of what the validator gives. */
  readonly output: (options: StandardJSONSchemaV1Options) => Record<string, unknown>;
}

/**
 * The dialect of the JSON Schema asked for: the specification names `draft-2020-12`, `draft-07` and
 * `openapi-3.0`, and leaves others to the libraries.
 */
export type StandardJSONSchemaV1Target = 'draft-2020-12' | 'draft-07' | 'openapi-3.0' | ({} & string);

/** The options of `jsonSchema.input` and `jsonSchema.output`. */
export interface StandardJSONSchemaV1Options {
  readonly target: StandardJSONSchemaV1Target;
  readonly libraryOptions?: Record<string, unknown> | undefined;
}
