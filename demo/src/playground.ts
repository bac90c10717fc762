/**
 * The playground: one form with `<bank-number-input>`, the verdict of the local SDK or of the API,
 * the envelope as JSON, and the rate-limit headers of the API's answer.
 * @module
 */
import 'bank-number/element/define';
import { validate } from 'bank-number';
import type { Envelope, Format } from 'bank-number';
import { BankNumberApiError, BankNumberRequestError } from 'bank-number/client';
import type { RateLimitState } from 'bank-number/client';
import type { BankNumberInput } from 'bank-number/element';
import { apiClient } from './api-client.ts';
import { connection, onConnectionChange } from './connection.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, copyText, el } from './dom.ts';
import { showJson } from './json-view.ts';
import { verdictView } from './verdict-view.ts';

const form = byId<HTMLFormElement>('playground-form');
const input = byId<BankNumberInput>('number');
const verdict = byId('verdict');
const envelopeView = byId('envelope');
const answerSource = byId('answer-source');
const rateLimitBox = byId('rate-limit');
const rateLimitFacts = byId('rate-limit-facts');
const sourceHint = byId('source-hint');
const copyButton = byId<HTMLButtonElement>('copy-envelope');
const submitButton = byId<HTMLButtonElement>('validate-button');

let shown: unknown = null;
let requestSeq = 0;

function selected(name: string): string {
  const checked = form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
  return checked?.value ?? '';
}

function hint(): { format?: Format } {
  const format = selected('format');
  return format === '' ? {} : { format: format as Format };
}

function useApi(): boolean {
  return selected('source') === 'api';
}

function showEnvelope(envelope: Envelope, source: string): void {
  verdict.replaceChildren(verdictView(envelope.result));
  showBody(envelope);
  answerSource.textContent = source;
}

function showBody(body: unknown): void {
  shown = body;
  showJson(envelopeView, body);
  copyButton.disabled = false;
}

function showRateLimit(state: RateLimitState | null): void {
  if (state === null) {
    rateLimitBox.hidden = true;
    return;
  }
  rateLimitFacts.replaceChildren();
  const row = (term: string, value: string): void => {
    rateLimitFacts.append(el('dt', {}, term), el('dd', { class: 'mono' }, value));
  };
  row('X-RateLimit-Limit', String(state.limit));
  row('X-RateLimit-Remaining', String(state.remaining));
  row('X-RateLimit-Reset', `${state.reset} (${new Date(state.reset * 1000).toLocaleTimeString()})`);
  for (const window of state.windows) {
    const count = (n: number | null): string => (n === null ? '?' : n.toLocaleString('en'));
    row(`${window.name} window`, `${count(window.remaining)} of ${count(window.limit)} left, resets in ${count(window.resetSeconds)} s`);
  }
  rateLimitBox.hidden = false;
}

function clearOutput(message: string): void {
  verdict.replaceChildren(el('p', { class: 'hint' }, message));
  envelopeView.textContent = '{}';
  shown = null;
  copyButton.disabled = true;
  answerSource.textContent = '';
}

function updateSourceChoice(): void {
  const api = form.querySelector<HTMLInputElement>('input[name="source"][value="api"]') as HTMLInputElement;
  const c = connection();
  api.disabled = c.baseUrl === null;
  if (c.baseUrl === null) {
    if (api.checked) (form.querySelector('input[name="source"][value="local"]') as HTMLInputElement).checked = true;
    sourceHint.textContent = 'To ask the API, set its base URL in the API panel at the top of the page.';
  } else {
    sourceHint.textContent = useApi()
      ? `POST ${c.baseUrl}/api/v1/validate${c.apiKey === null ? ' without a key (Open tier)' : ' with the key'}. Submit to ask.`
      : 'Validated as you type; nothing leaves this browser.';
  }
}

async function submit(): Promise<void> {
  const value = input.value;
  if (value.trim() === '') {
    form.reportValidity();
    input.focus();
    return;
  }
  const seq = ++requestSeq;
  if (!useApi()) {
    const envelope = await validate(value, hint());
    if (seq === requestSeq) {
      showEnvelope(envelope, 'Answered in this browser.');
      showRateLimit(null);
    }
    return;
  }
  const client = apiClient();
  if (client === null) return;
  submitButton.disabled = true;
  answerSource.textContent = 'Asking the API…';
  try {
    let fellBack = false;
    const envelope = await client.validate(value, {
      ...hint(),
      remote: true,
      onFallback: () => {
        fellBack = true;
      },
    });
    if (seq !== requestSeq) return;
    showEnvelope(envelope, fellBack ? 'The API could not be reached: this is the local answer.' : 'Answered by the API.');
    showRateLimit(fellBack ? null : client.rateLimit);
  } catch (error) {
    if (seq !== requestSeq) return;
    const message = error instanceof Error ? error.message : String(error);
    const code = error instanceof BankNumberApiError || error instanceof BankNumberRequestError ? error.code : 'ERROR';
    verdict.replaceChildren(
      el('p', { class: 'notice error', role: 'alert' }, el('strong', {}, code), ` ${message}`),
    );
    if (error instanceof BankNumberApiError && error.problem !== undefined && error.problem !== null) showBody(error.problem);
    else if (error instanceof BankNumberRequestError) showBody({ code: error.code, message: error.message });
    answerSource.textContent = error instanceof BankNumberApiError ? `The API answered ${error.status}.` : 'The request was refused.';
    showRateLimit(error instanceof BankNumberApiError ? (error.rateLimit ?? client.rateLimit) : null);
  } finally {
    submitButton.disabled = false;
  }
}

input.addEventListener('bank-number-validate', (event) => {
  if (useApi()) return;
  ++requestSeq;
  showEnvelope(event.detail, 'Checked as you type, in this browser.');
  showRateLimit(null);
});

input.addEventListener('input', () => {
  if (useApi() && shown !== null) answerSource.textContent = 'The number changed: submit to ask the API again.';
  if (input.value.trim() === '' && !useApi()) clearOutput('Nothing validated yet.');
});

form.addEventListener('change', (event) => {
  const target = event.target as HTMLInputElement;
  if (target.name === 'format') {
    if (target.value === '') input.removeAttribute('format');
    else input.setAttribute('format', target.value);
  }
  if (target.name === 'source') {
    updateSourceChoice();
    if (useApi()) clearOutput('Submit the form to ask the API.');
    else if (input.value.trim() !== '') void submit();
  }
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void submit();
});

form.addEventListener('reset', () => {
  requestSeq++;
  input.removeAttribute('format');
  clearOutput('Nothing validated yet.');
  showRateLimit(null);
  queueMicrotask(updateSourceChoice);
});

byId('examples').addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-value]');
  if (button === null) return;
  const format = button.dataset['format'] ?? '';
  const radio = form.querySelector<HTMLInputElement>(`input[name="format"][value="${format}"]`);
  if (radio !== null) radio.checked = true;
  if (format === '') input.removeAttribute('format');
  else input.setAttribute('format', format);
  input.value = button.dataset['value'] ?? '';
  if (useApi()) void submit();
});

copyButton.addEventListener('click', () => {
  if (shown !== null) void copyText(copyButton, JSON.stringify(shown, null, 2));
});

void initConnectionPanel().then(() => {
  updateSourceChoice();
  onConnectionChange(updateSourceChoice);
});
updateSourceChoice();
