/**
 * Reading the parameters of a request: the query of a GET, the JSON object of a POST.
 * Malformed requests throw `BankNumberRequestError` (answered with `requestProblem`) or
 * `ProblemError`.
 * @module
 */
import { BankNumberRequestError } from '../../core/errors.ts';
import { checkFormat, checkInput } from '../../core/request.ts';
import type { Format } from '../../core/types.ts';
import { queryOf } from '../access.ts';
import { readJsonBody } from '../body.ts';
import type { ServerContext } from '../context.ts';
import { bodyProblem } from '../problems.ts';

/** What `/validate` and `/enrich` take. */
export interface ValidateRequest {
  input: string;
  format: Format | undefined;
}

/**
 * One query parameter, or undefined when absent. Given twice it is malformed: which of the two
 * was meant cannot be told, and a payments API must not guess.
 */
export function queryParameter(c: ServerContext, name: string): string | undefined {
  const values = queryOf(c)[name];
  if (values === undefined) return undefined;
  if (values.length > 1) {
    throw new BankNumberRequestError('INVALID_PARAMETER', `The parameter '${name}' is given more than once.`, name);
  }
  return values[0];
}

/** `?q=…&format=…` of a GET. Other query parameters are ignored (caches and proxies add their own). */
export function readValidateQuery(c: ServerContext): ValidateRequest {
  const input = queryParameter(c, 'q');
  const format = queryParameter(c, 'format');
  checkInput(input, 'q');
  return { input, format: checkFormat(format) };
}

/** `{input, format}` of a POST. */
export async function readValidateBody(c: ServerContext, limit: number): Promise<ValidateRequest> {
  const body = expectObject(await readJsonBody(c.parts.request(), limit), '', ['input', 'format']);
  const input = body['input'];
  checkInput(input, 'input');
  return { input, format: checkFormat(body['format']) };
}

/**
 * A JSON object with no fields other than `allowed`. Unknown fields are refused rather than
 * ignored, so that a misspelt `format` cannot silently turn detection back on. The field's name is
 * not repeated in the answer: a client may have put the number there.
 */
export function expectObject(value: unknown, pointer: string, allowed: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bodyProblem(400, 'INVALID_PARAMETER', `The value must be a JSON object with the fields ${allowed.join(', ')}.`, pointer);
  }
  for (const name of Object.keys(value)) {
    if (!allowed.includes(name)) {
      throw bodyProblem(400, 'INVALID_PARAMETER', `The object has a field other than ${allowed.join(', ')}.`, pointer);
    }
  }
  return value as Record<string, unknown>;
}
