/**
 * The API page: the endpoints, tiers and limits as the OpenAPI document describes them (the live
 * one from the configured server, or the copy built with the site), and a form that sends a real
 * request to any endpoint and shows the status, the headers and the body.
 * @module
 */
import { connection, onConnectionChange } from './connection.ts';
import type { Connection } from './connection.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, el } from './dom.ts';
import { showJson } from './json-view.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string; enum?: (string | null)[]; minimum?: number; maximum?: number; maxLength?: number };
}

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, { $ref?: string; description?: string }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, { description?: string }> };
}

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  operation: Operation;
}

const HEADERS_SHOWN = [
  'content-type',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'ratelimit-policy',
  'ratelimit',
  'retry-after',
  'www-authenticate',
  'allow',
];

/** Values to start the form with, so that one click on Send gives a useful answer. */
const EXAMPLE_PARAMETERS: Record<string, string> = {
  q: 'GB82 WEST 1234 5698 7654 32',
  country: 'DE',
  count: '3',
};
const EXAMPLE_BODIES: Record<string, unknown> = {
  ValidateRequest: { input: 'GB82 WEST 1234 5698 7654 32' },
  BatchRequest: {
    items: [
      { input: 'GB82 WEST 1234 5698 7654 32', id: 'row-1' },
      { input: '04-00-04', format: 'uk-sort-code', id: 'row-2' },
      { input: '021000022', id: 'row-3' },
    ],
  },
};

const intro = byId('api-intro');
const docSource = byId('doc-source');
const limitsBody = byId<HTMLTableElement>('limits-table').tBodies[0] as HTMLTableSectionElement;
const authNote = byId('auth-note');
const endpointsBox = byId('endpoints');
const tryForm = byId<HTMLFormElement>('try-form');
const tryDisabled = byId('try-disabled');
const operationSelect = byId<HTMLSelectElement>('try-operation');
const trySummary = byId('try-summary');
const parameterBox = byId('try-parameters');
const bodyField = byId('try-body-field');
const bodyInput = byId<HTMLTextAreaElement>('try-body');
const keyBox = byId<HTMLInputElement>('try-key');
const sendButton = byId<HTMLButtonElement>('try-send');
const responseBox = byId('try-response');

let endpoints: Endpoint[] = [];
let apiPrefix = '/api/v1';

async function fetchDocument(c: Connection): Promise<{ document: OpenApiDocument; source: string }> {
  if (c.baseUrl !== null) {
    const url = `${c.baseUrl}/api/v1/openapi.json`;
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (response.ok) return { document: (await response.json()) as OpenApiDocument, source: `the server at ${c.baseUrl}` };
    } catch {
      // Fall back to the copy built with the site, and say so.
    }
    const local = await fetchBundled();
    return { document: local, source: `the copy built with this site (the server at ${c.baseUrl} did not answer)` };
  }
  return { document: await fetchBundled(), source: 'the copy built with this site' };
}

async function fetchBundled(): Promise<OpenApiDocument> {
  const response = await fetch(new URL('openapi.json', document.baseURI));
  if (!response.ok) throw new Error(`openapi.json: HTTP ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** The rows of the Markdown table `| tier | per minute | per day |` in the document's description. */
function limitRows(description: string): string[][] {
  const rows: string[][] = [];
  for (const line of description.split('\n')) {
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
    if (cells.length === 3 && /^[a-z]+$/i.test(cells[0] as string) && cells.slice(1).every((cell) => /^[0-9][0-9_,]*$/.test(cell))) {
      rows.push(cells);
    }
  }
  return rows;
}

function keyNeed(operation: Operation, document: OpenApiDocument): string {
  const security = operation.security ?? document.security ?? [];
  if (security.length === 0) return 'No key';
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return 'Key optional';
  return 'Key required';
}

function responseText(code: string, response: { $ref?: string; description?: string }, document: OpenApiDocument): string {
  const resolved = response.$ref === undefined ? response : document.components?.responses?.[response.$ref.split('/').pop() as string];
  return `${code}: ${resolved?.description ?? ''}`;
}

function bodySchemaName(operation: Operation): string | null {
  const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
  return ref === undefined ? null : (ref.split('/').pop() ?? null);
}

function renderDocument(document: OpenApiDocument, source: string): void {
  apiPrefix = document.servers?.[0]?.url ?? '/api/v1';
  intro.textContent = `${document.info.title}, version ${document.info.version}: ${document.info.summary ?? ''} Read from its OpenAPI ${document.openapi} document.`;
  docSource.textContent = `OpenAPI document from ${source}.`;

  const rows = limitRows(document.info.description ?? '');
  limitsBody.replaceChildren(
    ...rows.map(([tier, minute, day]) =>
      el('tr', {}, el('th', { scope: 'row' }, tier ?? ''), el('td', {}, Number(minute).toLocaleString('en')), el('td', {}, Number(day).toLocaleString('en'))),
    ),
  );
  authNote.textContent = 'The Open tier needs no key. Keys travel only as Authorization: Bearer <key>; which tiers may call an endpoint is in its summary below.';

  endpoints = [];
  endpointsBox.replaceChildren();
  for (const [path, item] of Object.entries(document.paths)) {
    const methods = (['get', 'post'] as const).filter((method) => item[method] !== undefined);
    if (methods.length === 0) continue;
    const section = el('section', { class: 'endpoint', 'data-path': path });
    section.append(
      el('h3', {}, ...methods.map((method) => el('span', { class: 'method' }, method.toUpperCase())), el('code', {}, `${apiPrefix}${path}`)),
    );
    for (const method of methods) {
      const operation = item[method] as Operation;
      endpoints.push({ method: method === 'get' ? 'GET' : 'POST', path, operation });
      section.append(el('p', {}, el('strong', {}, `${method.toUpperCase()}: `), operation.summary ?? '', ' ', el('span', { class: 'hint' }, `(${keyNeed(operation, document)})`)));
      const parameters = operation.parameters ?? [];
      if (parameters.length > 0) {
        section.append(
          el(
            'ul',
            {},
            ...parameters.map((parameter) =>
              el(
                'li',
                {},
                el('code', {}, parameter.name),
                ` (${parameter.in}${parameter.required ? ', required' : ''}${parameter.schema?.enum ? `: ${parameter.schema.enum.filter((v) => v !== '' && v !== null).join(', ')}` : ''}) `,
                parameter.description ?? '',
              ),
            ),
          ),
        );
      }
      const body = bodySchemaName(operation);
      if (body !== null) section.append(el('p', { class: 'hint' }, `JSON body: ${body}.`));
      const codes = Object.entries(operation.responses ?? {});
      if (codes.length > 0) {
        const details = el('details', {}, el('summary', {}, `Responses (${codes.map(([code]) => code).join(', ')})`));
        details.append(el('ul', {}, ...codes.map(([code, response]) => el('li', {}, responseText(code, response, document)))));
        section.append(details);
      }
    }
    endpointsBox.append(section);
  }
  operationSelect.replaceChildren(
    ...endpoints.map((endpoint, index) => el('option', { value: String(index) }, `${endpoint.method} ${apiPrefix}${endpoint.path}`)),
  );
  renderTryFields();
}

function renderTryFields(): void {
  const endpoint = endpoints[Number(operationSelect.value)];
  if (endpoint === undefined) return;
  trySummary.textContent = endpoint.operation.summary ?? '';
  parameterBox.replaceChildren();
  for (const parameter of endpoint.operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    const id = `try-param-${parameter.name}`;
    let control: HTMLInputElement | HTMLSelectElement;
    const choices = parameter.schema?.enum;
    if (choices !== undefined) {
      control = el(
        'select',
        { id, name: parameter.name },
        ...(parameter.required ? [] : [el('option', { value: '' }, '(none)')]),
        ...choices.filter((choice): choice is string => typeof choice === 'string' && choice !== '').map((choice) => el('option', { value: choice }, choice)),
      );
    } else {
      control = el('input', { type: 'text', id, name: parameter.name, autocomplete: 'off', spellcheck: 'false' });
      control.value = EXAMPLE_PARAMETERS[parameter.name] ?? '';
    }
    parameterBox.append(
      el(
        'div',
        { class: 'field' },
        el('label', { for: id }, parameter.name, parameter.required ? '' : el('span', { class: 'hint' }, ' (optional)')),
        control,
        parameter.description === undefined ? null : el('p', { class: 'hint' }, parameter.description),
      ),
    );
  }
  const body = bodySchemaName(endpoint.operation);
  bodyField.hidden = endpoint.method !== 'POST';
  if (endpoint.method === 'POST') bodyInput.value = JSON.stringify(EXAMPLE_BODIES[body ?? ''] ?? {}, null, 2);
}

function updateTryAvailability(c: Connection): void {
  tryDisabled.hidden = c.baseUrl !== null;
  sendButton.disabled = c.baseUrl === null;
  keyBox.disabled = c.apiKey === null;
  keyBox.checked = c.apiKey !== null;
}

async function send(): Promise<void> {
  const c = connection();
  const endpoint = endpoints[Number(operationSelect.value)];
  if (c.baseUrl === null || endpoint === undefined) return;
  const url = new URL(`${c.baseUrl}${apiPrefix}${endpoint.path}`);
  for (const control of parameterBox.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    if (control.value !== '') url.searchParams.set(control.name, control.value);
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (keyBox.checked && c.apiKey !== null) headers['Authorization'] = `Bearer ${c.apiKey}`;
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    init.body = bodyInput.value;
  }
  sendButton.disabled = true;
  const status = byId('try-status');
  const output = byId('try-output');
  const headerList = byId('try-headers');
  byId('try-request').textContent = `${endpoint.method} ${url.pathname}${url.search}${headers['Authorization'] ? ' (with the key)' : ''}`;
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    status.textContent = `${response.status} ${response.statusText}`.trim();
    status.className = `badge ${response.ok ? 'valid' : 'invalid'}`;
    headerList.replaceChildren();
    for (const name of HEADERS_SHOWN) {
      const value = response.headers.get(name);
      if (value !== null) headerList.append(el('dt', {}, name), el('dd', { class: 'mono' }, value));
    }
    try {
      showJson(output, JSON.parse(text));
    } catch {
      output.textContent = text;
    }
  } catch (error) {
    status.textContent = 'No answer';
    status.className = 'badge invalid';
    headerList.replaceChildren();
    output.textContent = `The request failed: ${(error as Error).message}`;
  } finally {
    responseBox.hidden = false;
    sendButton.disabled = connection().baseUrl === null;
  }
}

operationSelect.addEventListener('change', renderTryFields);
tryForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void send();
});

async function load(c: Connection): Promise<void> {
  updateTryAvailability(c);
  try {
    const { document: doc, source } = await fetchDocument(c);
    renderDocument(doc, source);
  } catch (error) {
    docSource.textContent = `The OpenAPI document could not be loaded: ${(error as Error).message}`;
  }
}

void initConnectionPanel().then((c) => {
  onConnectionChange((next) => void load(next));
  return load(c);
});
