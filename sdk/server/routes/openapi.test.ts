import { Ajv2020 } from 'ajv/dist/2020.js';
import { dataStatus } from '../../data-status.ts';
import { describe, expect, it } from 'vitest';
import { serverState } from '../handler.ts';
import { API_ROUTES, OPENAPI_DOCUMENT } from './openapi.ts';
import { apiRoutes } from './api.ts';

import {
  checkRequest,
  checkResponse,
  checkSchema,
  describedResponse,
  resolveRef,
} from '../test-support/openapi-check.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const doc = JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)) as { [key: string]: Json };

function walk(value: Json, visit: (node: { [key: string]: Json }) => void): void {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (typeof value === 'object' && value !== null) {
    visit(value);
    Object.values(value).forEach((v) => walk(v, visit));
  }
}

const RATE_HEADERS = {
  'x-ratelimit-limit': '3',
  'x-ratelimit-remaining': '2',
  'x-ratelimit-reset': '1900000020',
  'ratelimit-policy': '"minute";q=3;w=60, "day";q=40;w=86400',
  ratelimit: '"minute";r=2;t=30, "day";r=39;t=1000',
  'access-control-allow-origin': '*',
};

describe('the OpenAPI document', () => {
  it('names the release and validity of every shipped dataset in info', () => {
    const sources = (OPENAPI_DOCUMENT.info as { 'x-data-sources': unknown })['x-data-sources'];
    expect(sources).toEqual(dataStatus().map(({ ageDays: _, expired: __, ...s }) => s));
    expect(sources).toContainEqual(
      expect.objectContaining({ id: 'banks:DE:bundesbank', date: '2026-09-07', validUntil: '2026-12-06' }),
    );
  });

  it('is OpenAPI 3.1 and every $ref in it resolves', () => {
    expect(doc['openapi']).toBe('3.1.0');
    let refs = 0;
    walk(doc, (node) => {
      if (typeof node['$ref'] === 'string') {
        refs++;
        expect(() => resolveRef(node)).not.toThrow();
      }
    });
    expect(refs).toBeGreaterThan(50);
  });

  it('has schemas that compile under JSON Schema 2020-12 in strict mode', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    const schemas = JSON.parse(
      JSON.stringify((doc['components'] as { schemas: Json }).schemas).replaceAll(
        '#/components/schemas/',
        'bn#/$defs/',
      ),
    );
    ajv.addSchema({ $id: 'bn', $defs: schemas });
    for (const name of Object.keys(schemas)) expect(() => ajv.getSchema(`bn#/$defs/${name}`)).not.toThrow();
  });

  it('describes every endpoint with its methods, preflight and errors', () => {
    type Paths = { [path: string]: { [method: string]: { responses: { [status: string]: Json } } } };
    // The account API's paths name their own server (routes/account-openapi.test.ts checks them).
    const paths = Object.fromEntries(
      Object.entries(doc['paths'] as Paths).filter(([, item]) => !('servers' in item)),
    ) as Paths;
    expect(Object.keys(paths).sort()).toEqual([
      '/batch',
      '/enrich',
      '/generate',
      '/openapi.json',
      '/usage',
      '/validate',
    ]);
    for (const [path, item] of Object.entries(paths)) {
      expect(item['options']?.responses['204'], path).toBeDefined();
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'options') continue;
        for (const status of ['200', '400', '401', '405', '429'])
          expect(operation.responses[status], `${method} ${path} ${status}`).toBeDefined();
      }
    }
    expect(paths['/batch']?.['post']?.responses['413']).toBeDefined();
    expect(paths['/batch']?.['post']?.responses['403']).toBeDefined();
  });

  it('the checker refuses responses that differ from it, so the tests that use it can fail', () => {
    const body = {
      apiVersion: '1',
      processingTimeMs: 0.1,
      result: {
        valid: true,
        format: 'us-routing',
        normalized: '011000015',
        errors: [],
        breakdown: null,
        bankInfo: null,
      },
    };
    const good = {
      method: 'GET',
      path: '/api/v1/validate',
      status: 200,
      headers: { ...RATE_HEADERS, 'content-type': 'application/json' },
      text: JSON.stringify(body),
    };
    expect(() => checkResponse(good)).not.toThrow();
    const extra = { ...body, result: { ...body.result, extra: 1 } };
    expect(() => checkResponse({ ...good, text: JSON.stringify(extra) })).toThrow(
      /must NOT have additional properties/,
    );
    const { ratelimit: _, ...withoutRateLimit } = good.headers;
    expect(() => checkResponse({ ...good, headers: withoutRateLimit })).toThrow(/missing header RateLimit/);
    expect(() => checkResponse({ ...good, status: 418 })).toThrow(/not described/);
    expect(() => checkResponse({ ...good, headers: { ...good.headers, 'content-type': 'text/html' } })).toThrow(
      /content type/,
    );
    expect(() => checkSchema('ValidationError', { code: 'NOPE', message: '', suggestion: '' })).toThrow();
    expect(() => describedResponse('GET', '/api/v1/nowhere', 200)).toThrow(/other than 404/);
    // CORS is the API's alone: a file of the demo must not carry it.
    const file = { method: 'GET', path: '/index.html', status: 200, headers: RATE_HEADERS, text: '<!doctype html>' };
    expect(() => checkResponse(file, { headersOnly: true })).toThrow(/access-control-allow-origin outside the API/);
    const { 'access-control-allow-origin': __, ...withoutCors } = RATE_HEADERS;
    expect(() => checkResponse({ ...file, headers: withoutCors }, { headersOnly: true })).not.toThrow();
  });

  it('the checker refuses requests that differ from it: parameters, bearer token, media type and body', () => {
    const json = { 'content-type': 'application/json' };
    const auth = { authorization: 'Bearer bn_live_AAAA' };
    expect(() => checkRequest({ method: 'GET', target: '/api/v1/validate?q=011000015&format=iban' })).not.toThrow();
    expect(() => checkRequest({ method: 'HEAD', target: '/api/v1/validate?q=011000015' })).not.toThrow();
    expect(() => checkRequest({ method: 'GET', target: '/api/v1/validate' })).toThrow(/query q is required/);
    expect(() => checkRequest({ method: 'GET', target: '/api/v1/validate?q=1&format=aba' })).toThrow(/query format/);
    expect(() =>
      checkRequest({ method: 'GET', target: '/api/v1/generate?format=iban&country=DE&count=101', headers: auth }),
    ).toThrow(/query count/);
    expect(() => checkRequest({ method: 'DELETE', target: '/api/v1/validate' })).toThrow(/not in the document/);
    expect(() => checkRequest({ method: 'GET', target: '/api/v1/usage', headers: auth })).not.toThrow();
    expect(() =>
      checkRequest({ method: 'GET', target: '/api/v1/usage', headers: { authorization: 'bearer bn_live_AAAA' } }),
    ).not.toThrow();
    expect(() => checkRequest({ method: 'GET', target: '/api/v1/usage' })).toThrow(/bearer token/);
    expect(() =>
      checkRequest({ method: 'GET', target: '/api/v1/usage', headers: { authorization: 'Basic eDp5' } }),
    ).toThrow(/bearer token/);
    const batch = { method: 'POST', target: '/api/v1/batch', body: '{"items":[{"input":"011000015"}]}' };
    expect(() => checkRequest({ ...batch, headers: { ...auth, ...json } })).not.toThrow();
    expect(() =>
      checkRequest({ ...batch, headers: { ...auth, 'content-type': 'Application/JSON; charset=utf-8' } }),
    ).not.toThrow();
    expect(() => checkRequest({ ...batch, headers: { ...auth, 'content-type': 'text/plain' } })).toThrow(
      /body of type "text\/plain"/,
    );
    expect(() => checkRequest({ ...batch, headers: auth })).toThrow(/body of type ""/);
    expect(() => checkRequest({ ...batch, headers: { ...auth, ...json }, body: '{"items":[]}' })).toThrow(/body: /);
    expect(() => checkRequest({ ...batch, headers: { ...auth, ...json }, body: '{"items":' })).toThrow(/not JSON/);
    expect(() =>
      checkRequest({ method: 'POST', target: '/api/v1/validate', headers: json, body: '{"input":"1","extra":true}' }),
    ).toThrow(/body: /);
    // Outside the API (the account API, the demo's files) the document says nothing.
    expect(() =>
      checkRequest({ method: 'POST', target: '/api/account/sign-up', headers: json, body: '{}' }),
    ).not.toThrow();
  });
});

describe('the document and the routes', () => {
  it('describes every route of the API, and only those', () => {
    const routes = apiRoutes(serverState())
      .routes.filter(({ method }) => method === 'GET' || method === 'POST')
      .map(({ method, path }) => `${method} ${path}`);
    const operations = API_ROUTES.flatMap(({ path, operations }) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(routes)).toEqual(new Set(operations));
  });
});
