/**
 * The endpoints of the API, once: their paths, tiers, counting and the schemas of their
 * operations. The app (handler.ts) routes by this table and the OpenAPI document describes it.
 * @module
 */
import type * as v from 'valibot';
import {
  BatchRequest,
  BatchResult,
  EnrichResult,
  Envelope,
  GenerateQuery,
  GenerateResult,
  UsageResult,
  ValidateQuery,
  ValidateRequest,
} from '../schemas.ts';
import type { Endpoint, Tier } from '../tiers.ts';
import { TIERS, tiersFor } from '../tiers.ts';
import * as s from 'valibot';

/** Where the API lives. */
export const API = '/api/v1';

/** One method of an endpoint. */
export interface Operation {
  id: string;
  summary: string;
  /** What the 200 answer holds. */
  answer: string;
  /** The schema of the query: an object of strings, one entry per parameter. */
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  result: v.GenericSchema;
}

export interface EndpointSpec {
  /** Relative to `/api/v1`. */
  path: Endpoint | '/openapi.json';
  tiers: readonly Tier[];
  /** Whether requests count against the rate limits. */
  counted: boolean;
  /** `deferred`: the route counts its own cost (a batch, one unit per item). */
  cost?: 'deferred';
  operations: { get?: Operation; post?: Operation };
}

const data = <S extends v.GenericSchema>(result: S) =>
  s.strictObject({ apiVersion: s.literal('1'), processingTimeMs: s.pipe(s.number(), s.minValue(0)), result });

export const ENDPOINTS: readonly EndpointSpec[] = [
  {
    path: '/validate',
    tiers: tiersFor('/validate'),
    counted: true,
    operations: {
      get: {
        id: 'validateGet',
        summary: 'Validate a bank number (Open tier and up; counted).',
        answer: 'The verdict; valid or not, always 200.',
        query: ValidateQuery,
        result: Envelope,
      },
      post: {
        id: 'validatePost',
        summary: 'Validate a bank number sent as JSON (Open tier and up; counted).',
        answer: 'The same envelope as GET.',
        body: ValidateRequest,
        result: Envelope,
      },
    },
  },
  {
    path: '/usage',
    tiers: tiersFor('/usage'),
    counted: false,
    operations: {
      get: {
        id: 'usage',
        summary: "The caller's tier and limits (Starter and up; not counted).",
        answer: 'Tier, what it is counted by, endpoints and both windows.',
        result: data(UsageResult),
      },
    },
  },
  {
    path: '/batch',
    tiers: tiersFor('/batch'),
    counted: true,
    cost: 'deferred',
    operations: {
      post: {
        id: 'batch',
        summary: 'Validate 1 to 100 numbers (Pro and Business; one unit per item, admitted or refused whole).',
        answer: 'One /validate result per item, in order.',
        body: BatchRequest,
        result: data(BatchResult),
      },
    },
  },
  {
    path: '/enrich',
    tiers: tiersFor('/enrich'),
    counted: true,
    operations: {
      get: {
        id: 'enrichGet',
        summary: 'The /validate result plus what the lookup data knows (Pro and Business; counted).',
        answer: 'The result with `enrichment`; unknown values are null.',
        query: ValidateQuery,
        result: data(EnrichResult),
      },
      post: {
        id: 'enrichPost',
        summary: 'As GET, with the number in a JSON body.',
        answer: 'The result with `enrichment`.',
        body: ValidateRequest,
        result: data(EnrichResult),
      },
    },
  },
  {
    path: '/generate',
    tiers: tiersFor('/generate'),
    counted: true,
    operations: {
      get: {
        id: 'generate',
        summary: 'Numbers for tests that pass this validation (Pro and Business; one unit per request).',
        answer: 'The numbers and their display forms (IBAN in groups of four, sort code 12-34-56). BICs are test BICs.',
        query: GenerateQuery,
        result: data(GenerateResult),
      },
    },
  },
  {
    path: '/openapi.json',
    tiers: TIERS,
    counted: false,
    operations: {
      get: {
        id: 'openapi',
        summary: 'This document (no tier needed; not counted).',
        answer: 'OpenAPI 3.1.',
        result: s.object({
          openapi: s.literal('3.1.0'),
          info: s.looseObject({}),
          paths: s.looseObject({}),
          components: s.looseObject({}),
        }),
      },
    },
  },
];

/** What a preflight allows (the contract's CORS). */
export const PREFLIGHT = {
  methods: 'GET, POST, OPTIONS',
  headers: 'Authorization, Content-Type',
  maxAge: 7200,
} as const;

/** The headers a browser may read from every API answer. */
export const EXPOSED_HEADERS =
  'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy, ' +
  'Retry-After, WWW-Authenticate';
