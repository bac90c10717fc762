/**
 * The API page. The endpoints, tiers and limits are written into the page when the site is built,
 * from the OpenAPI document of this version of the package; with a server configured, its live
 * document is read and the page redrawn if it differs. The "Try it" form sends a real request to
 * any endpoint and shows the status, the headers and the body.
 * @module
 */
import { connection, onConnectionChange } from './connection.ts';
import type { Connection } from './connection.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, el } from './dom.ts';
import { showJson } from './json-view.ts';
import {
  apiPrefix,
  bodySchemaName,
  endpointsHtml,
  endpointsOf,
  escapeHtml,
  introHtml,
  limitsHtml,
  operationsHtml,
  parameterFieldsHtml,
} from './openapi-render.ts';
import type { Endpoint, OpenApiDocument } from './openapi-render.ts';

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

const EXAMPLE_BODIES: Record<string, unknown> = {
  ValidateRequest: { input: 'GB82 WEST 1234 5698 7654 32' },
  EnrichRequest: { input: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  BatchRequest: {
    items: [
      { input: 'GB82 WEST 1234 5698 7654 32', id: 'row-1' },
      { input: '04-00-04', format: 'uk-sort-code', id: 'row-2' },
      { input: '021000022', id: 'row-3' },
    ],
  },
};

const docSource = byId('doc-source');
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

let bundled: OpenApiDocument | null = null;
let shown: OpenApiDocument | null = null;
let endpoints: Endpoint[] = [];

async function fetchJson(url: string | URL): Promise<OpenApiDocument> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** Redraws the document's parts of the page; nothing moves when it is the document already shown. */
function show(document: OpenApiDocument): void {
  const same = shown !== null && JSON.stringify(shown) === JSON.stringify(document);
  shown = document;
  endpoints = endpointsOf(document);
  if (same) return;
  byId('api-intro').innerHTML = introHtml(document);
  (byId<HTMLTableElement>('limits-table').tBodies[0] as HTMLTableSectionElement).innerHTML = limitsHtml(document);
  byId('endpoints').innerHTML = endpointsHtml(document);
  operationSelect.innerHTML = operationsHtml(document);
  showTryFields();
}

function showTryFields(): void {
  const endpoint = endpoints[Number(operationSelect.value)];
  if (endpoint === undefined) return;
  trySummary.innerHTML = escapeHtml(endpoint.operation.summary ?? '');
  parameterBox.innerHTML = parameterFieldsHtml(endpoint);
  bodyField.hidden = endpoint.method !== 'POST';
  if (endpoint.method === 'POST')
    bodyInput.value = JSON.stringify(EXAMPLE_BODIES[bodySchemaName(endpoint.operation) ?? ''] ?? {}, null, 2);
}

function updateTryAvailability(c: Connection): void {
  tryDisabled.hidden = c.baseUrl !== null;
  // Sending needs a server, and the document that says what each endpoint takes.
  sendButton.disabled = c.baseUrl === null || shown === null;
}

/** With a key, the form sends it unless the visitor unticks the box. */
function resetKeyChoice(c: Connection): void {
  keyBox.disabled = c.apiKey === null;
  keyBox.checked = c.apiKey !== null;
}

async function send(): Promise<void> {
  const c = connection();
  const endpoint = endpoints[Number(operationSelect.value)];
  if (c.baseUrl === null || endpoint === undefined || shown === null) return;
  const url = new URL(`${c.baseUrl}${apiPrefix(shown)}${endpoint.path}`);
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
  byId('try-request').textContent =
    `${endpoint.method} ${url.pathname}${url.search}${headers['Authorization'] ? ' (with the key)' : ''}`;
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
    updateTryAvailability(connection());
  }
}

async function load(c: Connection): Promise<void> {
  updateTryAvailability(c);
  resetKeyChoice(c);
  try {
    if (bundled === null) {
      bundled = await fetchJson(new URL('openapi.json', document.baseURI));
      // The page was built from this very document: it is what the page shows now.
      shown = bundled;
      endpoints = endpointsOf(bundled);
      // The fields of the operation the form starts with (POST /validate: its body).
      showTryFields();
    }
  } catch (error) {
    docSource.textContent = `The OpenAPI document built with this site could not be read: ${(error as Error).message}`;
    return;
  }
  if (c.baseUrl === null) {
    show(bundled);
    docSource.textContent = 'OpenAPI document built with this site.';
  } else {
    try {
      show(await fetchJson(`${c.baseUrl}/api/v1/openapi.json`));
      docSource.textContent = `OpenAPI document from the server at ${c.baseUrl}.`;
    } catch {
      show(bundled);
      docSource.textContent = `OpenAPI document built with this site: the server at ${c.baseUrl} did not answer.`;
    }
  }
  updateTryAvailability(c);
}

operationSelect.addEventListener('change', showTryFields);
tryForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void send();
});

void initConnectionPanel().then((c) => {
  onConnectionChange((next) => void load(next));
  return load(c);
});
