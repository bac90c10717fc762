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
import { durationText, fillIn, playgroundWords } from './playground-words.ts';
import type { PlaygroundWords } from './playground-words.ts';
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

const NOTHING_YET = (w: PlaygroundWords): string => w.nothingYet;
const ASK_THE_API = (w: PlaygroundWords): string => w.askTheApi;
const NUMBER_CHANGED = (w: PlaygroundWords): string => `${w.numberChanged} ${w.askTheApi}`;

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
/** The catalogue of the field's language (the Language choice): the verdict panel speaks it too. */
let messages: BankNumberMessages = en;
/** The page's own words in that language, and the language itself. */
let words: PlaygroundWords = playgroundWords('en');
let language = 'en';
/** Draws the panel's sentence (a refusal, a failure, a hint) again, in the language chosen since. */
let redrawPanel: (() => void) | null = null;
/** Where the answer on show came from, in the words of any language. */
let sourceOf: ((w: PlaygroundWords) => string) | null = null;
/** The rate-limit headers on show, drawn again in another language. */
let shownRateLimit: RateLimitState | null = null;

function setSource(source: ((w: PlaygroundWords) => string) | null): void {
  sourceOf = source;
  answerSource.textContent = source === null ? '' : source(words);
}

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

function showEnvelope(envelope: Envelope, source: (w: PlaygroundWords) => string): void {
  verdict.replaceChildren(verdictView(envelope.result, messages));
  showBody(envelope);
  shownEnvelope = envelope;
  redrawPanel = null;
  shownFor = fieldState();
  setSource(source);
}

function showBody(body: unknown): void {
  shown = body;
  showJson(envelopeView, body);
  copyButton.disabled = false;
}

/** A request refused before any verdict (text over 128 characters): a sentence, and the refusal as JSON. */
function showRefusal(
  error: BankNumberRequestError,
  source: (w: PlaygroundWords) => string,
  options: { alert: boolean },
): void {
  const sentence = el(
    'p',
    { class: 'notice error', 'data-refused': error.code, ...(options.alert ? { role: 'alert' } : {}) },
    requestErrorText(error, words.request, language),
  );
  verdict.replaceChildren(sentence);
  redrawPanel = () => {
    sentence.textContent = requestErrorText(error, words.request, language);
  };
  showBody({ code: error.code, message: error.message });
  shownEnvelope = null;
  shownFor = fieldState();
  setSource(source);
}

/** A request that failed for another reason than its input: a sentence, and the error as JSON. */
function showFailure(
  error: unknown,
  asked: { value: string; format: string },
  source: (w: PlaygroundWords) => string,
): void {
  const sentence = el('p', { class: 'notice error', role: 'alert' }, requestErrorText(error, words.request, language));
  verdict.replaceChildren(sentence);
  redrawPanel = () => {
    sentence.textContent = requestErrorText(error, words.request, language);
  };
  if (error instanceof BankNumberApiError && error.problem !== null) showBody(error.problem);
  else
    showBody({
      error: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
    });
  shownEnvelope = null;
  shownFor = asked;
  setSource(source);
}

function showRateLimit(state: RateLimitState | null): void {
  shownRateLimit = state;
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
  row('X-RateLimit-Reset', `${state.reset} (${new Date(state.reset * 1000).toLocaleTimeString(language)})`);
  for (const window of state.windows) {
    const count = (n: number | null): string => (n === null ? '?' : n.toLocaleString(language));
    const name =
      window.name === 'minute'
        ? words.minuteWindow
        : window.name === 'day'
          ? words.dayWindow
          : fillIn(words.otherWindow, { name: window.name });
    row(
      name,
      fillIn(words.windowLeft, {
        remaining: count(window.remaining),
        limit: count(window.limit),
        duration: window.resetSeconds === null ? '?' : durationText(window.resetSeconds, language),
      }),
    );
  }
  rateLimitBox.hidden = false;
}

function clearOutput(message: (w: PlaygroundWords) => string): void {
  const hintText = el('p', { class: 'hint' }, message(words));
  verdict.replaceChildren(hintText);
  redrawPanel = () => {
    hintText.textContent = message(words);
  };
  envelopeView.textContent = '{}';
  shown = null;
  shownEnvelope = null;
  shownFor = null;
  copyButton.disabled = true;
  setSource(null);
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
      if (error instanceof BankNumberRequestError) showRefusal(error, (w) => w.checkedAsYouType, { alert: false });
    }
    return;
  }
  if (envelope === shownEnvelope && matchesField(shownFor)) return;
  showEnvelope(envelope, (w) => w.checkedAsYouType);
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
  else if (shownFor !== null || shown !== null) clearOutput(NUMBER_CHANGED);
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
    sourceHint.textContent = words.setBaseUrl;
  } else {
    sourceHint.textContent = useApi()
      ? fillIn(c.apiKey === null ? words.postWithoutKey : words.postWithKey, { url: `${c.baseUrl}/api/v1/validate` })
      : words.localHint;
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
      showEnvelope(envelope, (w) => w.answeredHere);
      showRateLimit(null);
    } catch (error) {
      if (!current()) return;
      if (error instanceof BankNumberRequestError) showRefusal(error, (w) => w.refusedHere, { alert: true });
      else showFailure(error, asked, (w) => w.notCompletedHere);
      showRateLimit(null);
    }
    focusResult(resultHeading, trigger);
    return;
  }
  const client = apiClient();
  if (client === null) return;
  setBusy(submitButton, true);
  setSource((w) => w.asking);
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
    showEnvelope(envelope, (w) => (fellBack ? w.fellBack : w.answeredByApi));
    showRateLimit(fellBack ? null : client.rateLimit);
  } catch (error) {
    if (!current()) return;
    if (error instanceof BankNumberRequestError) {
      showRefusal(error, (w) => w.apiRefused, { alert: true });
      showRateLimit(null);
    } else {
      const status = error instanceof BankNumberApiError ? error.status : null;
      showFailure(error, asked, (w) => (status === null ? w.apiUnreachable : fillIn(w.apiAnswered, { status })));
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
  if (shown !== null) void copyText(copyButton, JSON.stringify(shown, null, 2), words);
});

void initConnectionPanel().then(() => {
  updateSourceChoice();
  onConnectionChange(updateSourceChoice);
});
updateSourceChoice();

/**
 * The page follows the language chosen: the field (language-switch.ts), the verdict panel in the
 * catalogue's words, and the page's own words; what is on show is drawn again in it.
 */
const languageSelect = document.getElementById('language') as HTMLSelectElement | null;
const main = byId('main');
const lead = byId('playground-lead');

function applyWords(): void {
  main.lang = language;
  document.title = `${words.title} · bank-number`;
  for (const node of main.querySelectorAll<HTMLElement>('[data-word]')) {
    const text = words[node.dataset['word'] as keyof PlaygroundWords];
    if (typeof text === 'string') node.textContent = text;
  }
  const [before, after] = words.lead.split('{element}');
  lead.replaceChildren(before ?? '', el('code', {}, '<bank-number-input>'), after ?? '');
  // The field's label: the catalogue's word for a bank number, as a label starts.
  input.setAttribute('label', messages.number.charAt(0).toUpperCase() + messages.number.slice(1));
  envelopeView.setAttribute('aria-label', words.envelopeLabel);
  if (shownEnvelope !== null) verdict.replaceChildren(verdictView(shownEnvelope.result, messages));
  else redrawPanel?.();
  if (sourceOf !== null) answerSource.textContent = sourceOf(words);
  if (shownRateLimit !== null) showRateLimit(shownRateLimit);
  updateSourceChoice();
}

async function followLanguage(): Promise<void> {
  const chosen = languageSelect?.value ?? 'en';
  const loaded = await panelMessages(chosen);
  if ((languageSelect?.value ?? 'en') !== chosen) return;
  messages = loaded;
  language = loaded.lang;
  words = playgroundWords(language);
  applyWords();
}
languageSelect?.addEventListener('change', () => void followLanguage());
void followLanguage();
