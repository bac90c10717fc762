/**
 * The API page's content as HTML, from an OpenAPI document: written into api.html when the site is
 * built (from the document of this version of the package), and written again in the browser when
 * the configured server's document differs. Every text from the document is escaped.
 * No DOM here: the build runs it in Node.
 * @module
 */
import { tierName } from './tier-name.ts';

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string; enum?: readonly (string | null)[] };
}

export interface Operation {
  summary?: string;
  security?: readonly Record<string, readonly string[]>[];
  parameters?: readonly Parameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, { $ref?: string; description?: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  servers?: readonly { url: string }[];
  security?: readonly Record<string, readonly string[]>[];
  paths: Record<string, Record<string, Operation | unknown>>;
  components?: { responses?: Record<string, { description?: string }> };
}

/** One method of one path. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  operation: Operation;
}

/** Values to start the "Try it" form with, so that one click on Send gives a useful answer. */
export const EXAMPLE_PARAMETERS: Readonly<Record<string, string>> = {
  q: 'GB82 WEST 1234 5698 7654 32',
  country: 'DE',
  count: '3',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The path prefix of the API (`/api/v1`). */
export function apiPrefix(document: OpenApiDocument): string {
  return document.servers?.[0]?.url ?? '/api/v1';
}

/**
 * Every GET and POST operation of the API under `apiPrefix`, in the document's order. A path with
 * servers of its own (the account API under `/api/account/`, which a session cookie opens, not a
 * key) is left to the account pages.
 */
export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  const out: Endpoint[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if ('servers' in item) continue;
    for (const method of ['get', 'post'] as const) {
      const operation = item[method] as Operation | undefined;
      if (operation !== undefined) out.push({ method: method === 'get' ? 'GET' : 'POST', path, operation });
    }
  }
  return out;
}

/** The rows of the Markdown table `| tier | per minute | per day |` in the document's description. */
export function limitRows(document: OpenApiDocument): [string, number, number][] {
  const rows: [string, number, number][] = [];
  for (const line of (document.info.description ?? '').split('\n')) {
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
    const [tier, minute, day] = cells;
    if (
      cells.length === 3 &&
      /^[a-z]+$/i.test(tier as string) &&
      /^[0-9]+$/.test(minute as string) &&
      /^[0-9]+$/.test(day as string)
    ) {
      rows.push([tier as string, Number(minute), Number(day)]);
    }
  }
  return rows;
}

function keyNeed(operation: Operation, document: OpenApiDocument): string {
  const security = operation.security ?? document.security ?? [];
  if (security.length === 0) return 'no key';
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return 'key optional';
  return 'key required';
}

/** The name of the schema of an operation's JSON body, or null. */
export function bodySchemaName(operation: Operation): string | null {
  const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
  return ref === undefined ? null : (ref.split('/').pop() ?? null);
}

const number = (n: number): string => n.toLocaleString('en');

/** The sentence under the page's heading. */
export function introHtml(document: OpenApiDocument): string {
  return (
    `${escapeHtml(document.info.title)}, version ${escapeHtml(document.info.version)}: ` +
    `${escapeHtml(document.info.summary ?? '')}`
  );
}

/** The rows of the limits table. */
export function limitsHtml(document: OpenApiDocument): string {
  return limitRows(document)
    .map(
      ([tier, minute, day]) =>
        `<tr><th scope="row">${escapeHtml(tierName(tier))}</th><td>${number(minute)}</td><td>${number(day)}</td></tr>`,
    )
    .join('');
}

/** One section per path: methods, summary, who may call it, parameters, body and responses. */
export function endpointsHtml(document: OpenApiDocument): string {
  const prefix = apiPrefix(document);
  const byPath = new Map<string, Endpoint[]>();
  for (const endpoint of endpointsOf(document))
    byPath.set(endpoint.path, [...(byPath.get(endpoint.path) ?? []), endpoint]);
  let html = '';
  for (const [path, endpoints] of byPath) {
    html += `<section class="endpoint" data-path="${escapeHtml(path)}"><h3>${endpoints
      .map((endpoint) => `<span class="method">${endpoint.method}</span>`)
      .join('')}<code>${escapeHtml(prefix + path)}</code></h3>`;
    for (const { method, operation } of endpoints) {
      html +=
        `<p><strong>${method}:</strong> ${escapeHtml(operation.summary ?? '')} <span ` +
        `class="hint">(${keyNeed(operation, document)})</span></p>`;
      const parameters = operation.parameters ?? [];
      if (parameters.length > 0) {
        html += `<ul>${parameters
          .map((parameter) => {
            const choices = (parameter.schema?.enum ?? []).filter(
              (choice): choice is string => typeof choice === 'string' && choice !== '',
            );
            const facts =
              [parameter.in, ...(parameter.required ? ['required'] : [])].join(', ') +
              (choices.length > 0 ? `: ${choices.join(', ')}` : '');
            return (
              `<li><code>${escapeHtml(parameter.name)}</code> (${escapeHtml(facts)}) ` +
              `${escapeHtml(parameter.description ?? '')}</li>`
            );
          })
          .join('')}</ul>`;
      }
      const body = bodySchemaName(operation);
      if (body !== null) html += `<p class="hint">JSON body: ${escapeHtml(body)}.</p>`;
      const responses = Object.entries(operation.responses ?? {});
      if (responses.length > 0) {
        const items = responses.map(([code, response]) => {
          const resolved =
            response.$ref === undefined
              ? response
              : document.components?.responses?.[response.$ref.split('/').pop() as string];
          return `<li>${escapeHtml(code)}: ${escapeHtml(resolved?.description ?? '')}</li>`;
        });
        html +=
          `<details><summary>Responses of ${method} ` +
          `(${responses.map(([code]) => escapeHtml(code)).join(', ')})</summary><ul>${items.join('')}</ul></details>`;
      }
    }
    html += '</section>';
  }
  return html;
}

/** The options of the "Try it" endpoint list. */
export function operationsHtml(document: OpenApiDocument): string {
  const prefix = apiPrefix(document);
  const chosen = defaultOperation(document);
  return endpointsOf(document)
    .map(
      (endpoint, index) =>
        `<option value="${index}"${index === chosen ? ' selected' : ''}>` +
        `${endpoint.method} ${escapeHtml(prefix + endpoint.path)}</option>`,
    )
    .join('');
}

/**
 * The operation the "Try it" form starts with: `POST /validate`, which carries the number in its
 * body rather than in the address (docs/client.md says why); the first one without it.
 */
export function defaultOperation(document: OpenApiDocument): number {
  const endpoints = endpointsOf(document);
  const post = endpoints.findIndex((endpoint) => endpoint.method === 'POST' && endpoint.path.endsWith('/validate'));
  return Math.max(0, post);
}

/** The query parameter fields of one operation in the "Try it" form. */
export function parameterFieldsHtml(endpoint: Endpoint): string {
  let html = '';
  for (const parameter of endpoint.operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    const id = `try-param-${escapeHtml(parameter.name)}`;
    const name = escapeHtml(parameter.name);
    const choices = parameter.schema?.enum?.filter(
      (choice): choice is string => typeof choice === 'string' && choice !== '',
    );
    const control =
      choices !== undefined
        ? `<select id="${id}" name="${name}">${parameter.required ? '' : '<option value="">(none)</option>'}${choices
            .map((choice) => `<option value="${escapeHtml(choice)}">${escapeHtml(choice)}</option>`)
            .join('')}</select>`
        : `<input type="text" id="${id}" name="${name}" autocomplete="off" spellcheck="false" ` +
          `value="${escapeHtml(EXAMPLE_PARAMETERS[parameter.name] ?? '')}" />`;
    html +=
      `<div class="field"><label for="${id}">${name}` +
      `${parameter.required ? '' : ' <span class="hint">(optional)</span>'}</label>${control}` +
      `${parameter.description === undefined ? '' : `<p class="hint">${escapeHtml(parameter.description)}</p>`}</div>`;
  }
  return html;
}
