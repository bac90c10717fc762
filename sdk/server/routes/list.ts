/**
 * The endpoints of the API, in the order the OpenAPI document lists them (`/openapi.json`, which
 * describes these, comes last: routes/openapi.ts).
 * @module
 */
import { batchRoute } from './batch.ts';
import { enrichRoute } from './enrich.ts';
import { generateRoute } from './generate.ts';
import type { ApiRoute } from './route.ts';
import { usageRoute } from './usage.ts';
import { validateRoute } from './validate.ts';

export const ROUTES: readonly ApiRoute[] = [validateRoute, usageRoute, batchRoute, enrichRoute, generateRoute];
