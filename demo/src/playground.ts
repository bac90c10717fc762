/**
 * The playground: one form with `<bank-number-input>`, the verdict of the local SDK or of the API,
 * the envelope as JSON, and the rate-limit headers of the API's answer.
 * @module
 */
import 'bank-number/element/define';
import { BankNumberRequestError, validate, validateSync } from 'bank-number';
import type { Envelope, Format } from 'bank-number';
import { BankNumberApiError } from 'bank-number/client';
import type { RateLimitState } from 'bank-number/client';
import type { BankNumberInput } from 'bank-number/element';
import { apiClient } from './api-client.ts';
import { connection, onConnectionChange } from './connection.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, copyText, el, focusResult, isBusy, setBusy } from './dom.ts';
import { showJson } from './json-view.ts';
import { requestErrorText } from './request-errors.ts';
import { panelMessages, verdictView } from './verdict-view.ts';
import type { BankNumberMessages } from 'bank-number';
import { en } from 'bank-number/locales/en';

const form = byId<HTMLFormElement>('playground-form');
const input = byId<BankNumberInput>('number');
const verdict = byId('verdict');
const resultHeading = byId('result-heading');
const envelopeView = byId('envelope');
const answerSource = byId('answer-source');
const rateLimitBox = byId('rate-limit');
const rateLimitFacts = byId('rate-limit-facts');
const sourceHint = byId('source-hint');
const copyButton = byId<HTMLButtonElement>('copy-envelope');
const submitButton = byId<HTMLButtonElement>('validate-button');

const NOTHING_YET = 'Nothing validated yet.';
const ASK_THE_API = 'Submit the form to ask the API.';

/** The body shown in the JSON view (an envelope or a refusal), for the Copy button. */
let shown: unknown = null;
/**
 * What the verdict panel speaks about: the field's text and format hint when it was drawn. The
 * panel and the field must never disagree: when either changes, the panel is drawn again (this
 * browser) or emptied (the API, which is asked on submit only).
 */
let shownFor: { value: string; format: string } | null = null;
/** The envelope on show, when it is the element's own verdict: the same one is not drawn twice. */
let shownEnvelope: Envelope | null = null;
let requestSeq = 0;
/** The catalogue of the field's language ("Language of the field"): the verdict panel speaks it too. */
let messages: BankNumberMessages = en;

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

/** The field as the panel must match it. */
function fieldState(): { value: string; format: string } {
  return { value: input.value, format: selected('format') };
}

function matchesField(state: { value: string; format: string } | null): boolean {
  const now = fieldState();
  return state !== null && state.value === now.value && state.format === now.format;
}

function showEnvelope(envelope: Envelope, source: string): void {
  verdict.replaceChildren(verdictView(envelope.result, messages));
  showBody(envelope);
  shownEnvelope = envelope;
  shownFor = fieldState();
  answerSource.textContent = source;
}

function showBody(body: unknown): void {
  shown = body;
  showJson(envelopeView, body);
  copyButton.disabled = false;
}

/** A request refused before any verdict (text over 128 characters): a sentence, and the refusal as JSON. */
function showRefusal(error: BankNumberRequestError, source: string, options: { alert: boolean }): void {
  verdict.replaceChildren(
    el(
      'p',
      { class: 'notice error', 'data-refused': error.code, ...(options.alert ? { role: 'alert' } : {}) },
      requestErrorText(error),
    ),
  );
  showBody({ code: error.code, message: error.message });
  shownEnvelope = null;
  shownFor = fieldState();
  answerSource.textContent = source;
}

/** A request that failed for another reason than its input: a sentence, and the error as JSON. */
function showFailure(error: unknown, asked: { value: string; format: string }, source: string): void {
  verdict.replaceChildren(el('p', { class: 'notice error', role: 'alert' }, requestErrorText(error)));
  if (error instanceof BankNumberApiError && error.problem !== null) showBody(error.problem);
  else
    showBody({
      error: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
    });
  shownEnvelope = null;
  shownFor = asked;
  answerSource.textContent = source;
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
    row(
      `${window.name} window`,
      `${count(window.remaining)} of ${count(window.limit)} left, resets in ${count(window.resetSeconds)} s`,
    );
  }
  rateLimitBox.hidden = false;
}

function clearOutput(message: string): void {
  verdict.replaceChildren(el('p', { class: 'hint' }, message));
  envelopeView.textContent = '{}';
  shown = null;
  shownEnvelope = null;
  shownFor = null;
  copyButton.disabled = true;
  answerSource.textContent = '';
  showRateLimit(null);
}

/**
 * Draws the element's own verdict, checked as the person types: blank text has none, text over
 * 128 characters is refused, anything else has the element's latest envelope.
 */
function showFieldVerdict(): void {
  if (useApi()) return;
  const value = input.value;
  if (value.trim() === '') {
    if (shownFor !== null || shown !== null) clearOutput(NOTHING_YET);
    return;
  }
  const envelope = input.envelope;
  if (envelope === null) {
    // The element validates everything but blank text and text over 128 characters.
    try {
      validateSync(value, hint());
    } catch (error) {
      if (error instanceof BankNumberRequestError)
        showRefusal(error, 'Checked as you type, in this browser.', { alert: false });
    }
    return;
  }
  if (envelope === shownEnvelope && matchesField(shownFor)) return;
  showEnvelope(envelope, 'Checked as you type, in this browser.');
  showRateLimit(null);
}

/** The field changed: the panel follows at once (this browser), or is emptied (the API). */
function fieldChanged(): void {
  if (matchesField(shownFor)) return;
  // An answer still on its way is for the text as it was.
  requestSeq++;
  if (!useApi()) {
    showFieldVerdict();
    return;
  }
  setBusy(submitButton, false);
  if (input.value.trim() === '') clearOutput(NOTHING_YET);
  else if (shownFor !== null || shown !== null) clearOutput(`The number changed. ${ASK_THE_API}`);
}

function updateSourceChoice(): void {
  const api = form.querySelector<HTMLInputElement>('input[name="source"][value="api"]') as HTMLInputElement;
  const c = connection();
  api.disabled = c.baseUrl === null;
  if (c.baseUrl === null) {
    if (api.checked) {
      (form.querySelector('input[name="source"][value="local"]') as HTMLInputElement).checked = true;
      showFieldVerdict();
    }
    sourceHint.textContent = 'To ask the API, set its base URL in the API panel at the top of the page.';
  } else {
    sourceHint.textContent = useApi()
      ? `POST ${c.baseUrl}/api/v1/validate${c.apiKey === null ? ' without a key (Open tier)' : ' with the key'}. ` +
        `Submit to ask.`
      : 'Validated as you type; nothing leaves this browser.';
  }
}

/**
 * Validates the field's text, in this browser or through the API. `trigger` is what asked (the
 * Validate button or an example): when the focus is still there at the end, it moves to the verdict.
 */
async function submit(trigger: Element | null): Promise<void> {
  const value = input.value;
  if (value.trim() === '') {
    form.reportValidity();
    input.focus();
    return;
  }
  const asked = fieldState();
  const seq = ++requestSeq;
  const current = (): boolean => seq === requestSeq && matchesField(asked);
  if (!useApi()) {
    try {
      const envelope = await validate(value, hint());
      if (!current()) return;
      showEnvelope(envelope, 'Answered in this browser.');
      showRateLimit(null);
    } catch (error) {
      if (!current()) return;
      if (error instanceof BankNumberRequestError) showRefusal(error, 'Refused in this browser.', { alert: true });
      else showFailure(error, asked, 'The check could not be completed in this browser.');
      showRateLimit(null);
    }
    focusResult(resultHeading, trigger);
    return;
  }
  const client = apiClient();
  if (client === null) return;
  setBusy(submitButton, true);
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
    if (!current()) return;
    showEnvelope(
      envelope,
      fellBack ? 'The API could not be reached: this is the local answer.' : 'Answered by the API.',
    );
    showRateLimit(fellBack ? null : client.rateLimit);
  } catch (error) {
    if (!current()) return;
    if (error instanceof BankNumberRequestError) {
      showRefusal(error, 'The API refused the request.', { alert: true });
      showRateLimit(null);
    } else {
      showFailure(
        error,
        asked,
        error instanceof BankNumberApiError ? `The API answered ${error.status}.` : 'The API could not be reached.',
      );
      showRateLimit(error instanceof BankNumberApiError ? (error.rateLimit ?? client.rateLimit) : null);
    }
  } finally {
    if (seq === requestSeq) setBusy(submitButton, false);
  }
  if (current()) focusResult(resultHeading, trigger);
}

input.addEventListener('bank-number-validate', () => {
  if (!useApi()) showFieldVerdict();
});

// The element has taken the keystroke in by now: its value and verdict are current.
input.addEventListener('input', fieldChanged);

form.addEventListener('change', (event) => {
  const target = event.target as HTMLInputElement;
  if (target.name === 'format') {
    if (target.value === '') input.removeAttribute('format');
    else input.setAttribute('format', target.value);
    fieldChanged();
  }
  if (target.name === 'source') {
    requestSeq++;
    setBusy(submitButton, false);
    updateSourceChoice();
    if (useApi()) clearOutput(ASK_THE_API);
    else showFieldVerdict();
  }
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (isBusy(submitButton)) return;
  void submit(event.submitter ?? null);
});

form.addEventListener('reset', () => {
  requestSeq++;
  setBusy(submitButton, false);
  input.removeAttribute('format');
  clearOutput(NOTHING_YET);
  queueMicrotask(updateSourceChoice);
  // The form's controls are reset after this event, the element's text with them: the panel
  // follows once that is done (and drops any verdict the element sends before it).
  setTimeout(() => {
    if (!useApi()) showFieldVerdict();
  });
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
  fieldChanged();
  if (useApi() && !isBusy(submitButton)) void submit(button);
});

copyButton.addEventListener('click', () => {
  if (shown !== null) void copyText(copyButton, JSON.stringify(shown, null, 2));
});

void initConnectionPanel().then(() => {
  updateSourceChoice();
  onConnectionChange(updateSourceChoice);
});
updateSourceChoice();

/** The panel follows the language of the field, and draws the verdict on show again in it. */
const languageSelect = document.getElementById('language') as HTMLSelectElement | null;
async function followLanguage(): Promise<void> {
  const language = languageSelect?.value ?? 'en';
  const loaded = await panelMessages(language);
  if ((languageSelect?.value ?? 'en') !== language) return;
  messages = loaded;
  if (shownEnvelope !== null) verdict.replaceChildren(verdictView(shownEnvelope.result, messages));
}
languageSelect?.addEventListener('change', () => void followLanguage());
void followLanguage();
