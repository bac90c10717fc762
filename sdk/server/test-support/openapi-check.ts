/**
 * Checks a response the server sent against the OpenAPI document: the operation and status must
 * be described, every required header present and valid, and the body valid against the schema
 * of its media type. Used by every server test through the HTTP helper.
 * @module
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { OPENAPI_DOCUMENT } from '../routes/openapi.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A response as the tests see it. */
export interface ReceivedResponse {
  method: string;
  /** The request path, without the query. */
  path: string;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  text: string;
}

const SERVER_BASE = '/api/v1';
const doc = JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)) as JsonObject;
const components = doc['components'] as JsonObject;
const rewrite = (value: Json): Json =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"bn#/$defs/')) as Json;

const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
ajv.addSchema({ $id: 'bn', $defs: rewrite(components['schemas'] as Json) as JsonObject });
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (validate === undefined) {
    validate = ajv.compile(rewrite(schema) as JsonObject);
    compiled.set(key, validate);
  }
  return validate;
}

/** Follows a `$ref` inside the document. */
export function resolveRef(value: Json): Json {
  let current = value;
  while (
    typeof current === 'object' &&
    current !== null &&
    !Array.isArray(current) &&
    typeof current['$ref'] === 'string'
  ) {
    const path = (current['$ref'] as string).replace(/^#\//, '').split('/');
    let target: Json = doc;
    for (const part of path) target = (target as JsonObject)[part.replaceAll('~1', '/').replaceAll('~0', '~')] as Json;
    if (target === undefined) throw new Error(`Unresolvable $ref ${current['$ref'] as string}`);
    current = target;
  }
  return current;
}

/**
 * A path the document does not name answers 404 with the problem body and the rate-limit headers
 * of any other refusal, as the document's `BadRequest` describes them.
 */
const NOT_FOUND = resolveRef((components['responses'] as JsonObject)['BadRequest'] as Json) as JsonObject;

/**
 * The path item of a request path: one of the API's (under `/api/v1`, without servers of its own),
 * or one of a path item that names its own server (the account API), its `{parameters}` matching
 * any segment. Undefined when the document has none.
 */
export function pathItem(path: string): JsonObject | undefined {
  for (const [template, value] of Object.entries(doc['paths'] as JsonObject)) {
    const item = value as JsonObject;
    const servers = (item['servers'] ?? [{ url: SERVER_BASE }]) as JsonObject[];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    if (servers.some(({ url }) => new RegExp(`^${url as string}${pattern}$`).test(path))) return item;
  }
  return undefined;
}

/** The response object the document gives for a request and status; throws when there is none. */
export function describedResponse(method: string, path: string, status: number): JsonObject {
  const responses = components['responses'] as JsonObject;
  const item = pathItem(path);
  if (item === undefined && !path.startsWith(`${SERVER_BASE}/`)) {
    if (status === 404) return NOT_FOUND;
    throw new Error(`${method} ${path} → ${status}: outside the API`);
  }
  if (item === undefined) {
    if (status === 404) return NOT_FOUND;
    throw new Error(`${method} ${path} → ${status}: unknown path answered other than 404`);
  }
  const operation = item[method === 'HEAD' ? 'get' : method.toLowerCase()] as JsonObject | undefined;
  if (operation === undefined) {
    if (status === 405 && item['servers'] === undefined)
      return resolveRef(responses['MethodNotAllowed'] as Json) as JsonObject;
    // Credentials and limits are checked before the method: those answers are any operation's.
    const any = Object.values(item).find((o) => typeof o === 'object' && o !== null && 'responses' in o) as JsonObject;
    const described = (any['responses'] as JsonObject)[String(status)];
    if (described === undefined) throw new Error(`${method} ${path} → ${status}: not described`);
    return resolveRef(described) as JsonObject;
  }
  const described =
    (operation['responses'] as JsonObject)[String(status)] ?? (operation['responses'] as JsonObject)['default'];
  if (described === undefined) throw new Error(`${method} ${path} → ${status}: status not described by the operation`);
  return resolveRef(described) as JsonObject;
}

/** Whether a path belongs to the API, the only place with CORS (docs/contract.md §10). */
function isApiPath(path: string): boolean {
  return path === SERVER_BASE || path.startsWith(`${SERVER_BASE}/`);
}

/**
 * Throws with every difference between a response and the document. `headersOnly` checks the
 * common headers of a response the document does not describe (the demo's static files).
 * Outside the API, the CORS headers must be absent and the others are checked as documented.
 */
export function checkResponse(response: ReceivedResponse, options: { headersOnly?: boolean } = {}): void {
  const problems: string[] = [];
  const described = options.headersOnly
    ? { headers: NOT_FOUND['headers'] as Json }
    : describedResponse(response.method, response.path, response.status);
  const headers = (described['headers'] ?? {}) as JsonObject;
  const api = isApiPath(response.path);
  if (!api) {
    for (const name of Object.keys(response.headers)) {
      if (name.startsWith('access-control-')) problems.push(`header ${name} outside the API`);
    }
  }
  for (const [name, spec] of Object.entries(headers)) {
    if (!api && name.toLowerCase().startsWith('access-control-')) continue;
    const header = resolveRef(spec) as JsonObject;
    const value = response.headers[name.toLowerCase()];
    if (value === undefined) {
      if (header['required'] === true) problems.push(`missing header ${name}`);
      continue;
    }
    const schema = header['schema'] as JsonObject;
    const numeric = schema['type'] === 'integer' || typeof schema['const'] === 'number';
    if (numeric && !/^[0-9]+$/.test(value)) {
      problems.push(`header ${name}: ${value} is not an integer`);
      continue;
    }
    const validate = validatorFor(schema);
    if (!validate(numeric ? Number(value) : value)) problems.push(`header ${name}: ${ajv.errorsText(validate.errors)}`);
  }
  if (!options.headersOnly) {
    const content = described['content'] as JsonObject | undefined;
    const mediaType = (response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    if (content === undefined) {
      if (response.text !== '') problems.push('a body where the document describes none');
    } else if (response.method !== 'HEAD') {
      const media = content[mediaType] as JsonObject | undefined;
      if (media === undefined) {
        problems.push(`content type ${mediaType} not described (${Object.keys(content).join(', ')})`);
      } else {
        let body: unknown;
        try {
          body = JSON.parse(response.text);
        } catch {
          problems.push('body is not JSON');
        }
        const validate = validatorFor(media['schema'] as Json);
        if (body !== undefined && !validate(body)) problems.push(`body: ${ajv.errorsText(validate.errors)}`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${response.method} ${response.path} → ${response.status} does not match the OpenAPI document:\n  ` +
        problems.join('\n  '),
    );
  }
}

/** Checks a JSON value against a named schema of the document (for parts of responses). */
export function checkSchema(name: string, value: unknown): void {
  const validate = validatorFor({ $ref: `#/components/schemas/${name}` });
  if (!validate(value)) throw new Error(`${name}: ${ajv.errorsText(validate.errors)}`);
}

/** A request as the tests send it. */
export interface SentRequest {
  method: string;
  /** The path and query, as sent. */
  target: string;
  /** The headers as sent, names in lower case. */
  headers?: Record<string, string> | undefined;
  /** The body as sent, if any. */
  body?: string | undefined;
}

/** The operations whose security asks for a bearer token. */
function needsBearer(operation: JsonObject): boolean {
  const security = (operation['security'] ?? doc['security'] ?? []) as JsonObject[];
  return security.length > 0 && security.every((requirement) => 'bearerAuth' in requirement);
}

/**
 * Throws unless a request that the server accepted (answered 2xx) is one the document describes:
 * an operation of the document; its query and header parameters valid against their schemas (the
 * required ones present); the bearer token its security asks for; and its body in a media type
 * of the request body, valid against that media type's schema.
 */
export function checkRequest(request: SentRequest): void {
  const url = new URL(`http://server${request.target}`);
  if (!url.pathname.startsWith(`${SERVER_BASE}/`)) return;
  const item = pathItem(url.pathname);
  const operation = item?.[request.method === 'HEAD' ? 'get' : request.method.toLowerCase()] as JsonObject | undefined;
  if (operation === undefined) throw new Error(`${request.method} ${url.pathname}: accepted, but not in the document`);
  const headers = request.headers ?? {};
  const problems: string[] = [];
  for (const parameter of ((operation['parameters'] ?? []) as Json[]).map(resolveRef) as JsonObject[]) {
    const name = parameter['name'] as string;
    const where = parameter['in'] as string;
    const value =
      where === 'header'
        ? (headers[name.toLowerCase()] ?? null)
        : where === 'query'
          ? url.searchParams.get(name)
          : null;
    if (where !== 'header' && where !== 'query')
      problems.push(`parameter ${name} in ${where}: not checked by the tests`);
    if (value === null) {
      if (parameter['required'] === true) problems.push(`${where} ${name} is required`);
      continue;
    }
    const schema = parameter['schema'] as JsonObject;
    const validate = validatorFor(schema);
    const typed = schema['type'] === 'integer' && /^[0-9]+$/.test(value) ? Number(value) : value;
    if (!validate(typed)) problems.push(`${where} ${name}: ${ajv.errorsText(validate.errors)}`);
  }
  if (needsBearer(operation) && !/^bearer [^ ]+$/i.test(headers['authorization'] ?? ''))
    problems.push('accepted without the bearer token its security asks for');
  const requestBody = operation['requestBody'] as JsonObject | undefined;
  if (requestBody !== undefined) {
    const content = requestBody['content'] as JsonObject;
    const mediaType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const media = Object.entries(content).find(([name]) => name.toLowerCase() === mediaType)?.[1] as
      | JsonObject
      | undefined;
    if (media === undefined)
      problems.push(
        `accepted a body of type ${JSON.stringify(headers['content-type'] ?? '')}, ` +
          `not one of ${Object.keys(content).join(', ')}`,
      );
    else if (mediaType === 'application/json') {
      const validate = validatorFor(media['schema'] as Json);
      let body: unknown;
      try {
        body = JSON.parse(request.body ?? '');
      } catch {
        problems.push('accepted a body that is not JSON');
      }
      if (body !== undefined && !validate(body)) problems.push(`body: ${ajv.errorsText(validate.errors)}`);
    }
  }
  if (problems.length > 0)
    throw new Error(
      `${request.method} ${request.target} was accepted but does not match the OpenAPI document:\n  ` +
        problems.join('\n  '),
    );
}
