import { ReactiveElement } from '@lit/reactive-element';
import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { isBlank, normalize } from '../core/normalize.ts';
import { FORMATS, isTooLong } from '../core/limits.ts';
import type { BankInfo, Envelope, Format, ValidationResult } from '../core/types.ts';
import { check, checkWithBank, clock, envelope } from '../check.ts';
import { positionAfterSignificant, removeSignificant, significantBefore } from './caret.ts';
import { toDisplay } from './display.ts';
import type { LocalizedResult } from '../locales/localized.ts';
import { brokenRule, resultCountry } from '../locales/rules.ts';
import type { FormRules } from '../locales/rules.ts';
import type { BankNumberMessages, ElementCode, PartialMessages } from '../locales/types.ts';
import type { RemoteOptions, RemoteSession } from './remote.ts';
import type { RemoteValidationError } from './remote-error.ts';
import { styles } from './styles.ts';

/** The `detail` of `bank-number-error`: why the background request failed. */
export interface BankNumberErrorDetail {
  /** HTTP status of the server's answer; 0 when there was none. */
  status: number;
  /**
   * The problem `code` of the server (docs/contract.md §7); `NETWORK_ERROR` when the server could not
   * be reached (the verdict then comes from the local lookup); `INVALID_OPTIONS` when `api-base-url`
   * or `api-key` cannot be used; `LOOKUP_FAILED` when local lookup data failed to load.
   */
  code: string;
  message: string;
}

declare global {
  interface HTMLElementEventMap {
    'bank-number-validate': CustomEvent<Envelope>;
    'bank-number-error': CustomEvent<BankNumberErrorDetail>;
  }
}

/** How long typing must pause before the live region announces the verdict. */
const ANNOUNCE_DELAY_MS = 700;

/** The language chunk (the body of `localize()` and the catalogue loaders): loaded before the first catalogue, as only words need it. */
let runtime: typeof import('./language.ts') | undefined;

/**
 * A form control for bank numbers: IBAN, SWIFT/BIC, US ABA routing numbers and UK sort codes.
 * It validates on every keystroke on the client, writes the number as people write it without
 * moving the caret, shows its structure and, once the lookup data has loaded, its bank; it takes
 * part in forms like a native input, submitting the normalized number.
 *
 * @summary A form-associated input that validates bank numbers as the user types.
 * @tag bank-number-input
 *
 * The element speaks the language of its `lang` attribute, or else of its nearest ancestor's (the
 * document's `<html lang>` included), and follows changes: English, German, French, Spanish,
 * Italian, Dutch, Polish and Portuguese (`en`, `de`, `fr`, `es`, `it`, `nl`, `pl`, `pt`, with or
 * without a region: `de-CH` is German); any other language gets English. Its `messages` property
 * overrides any text. The envelope it fires stays English, exactly the server's.
 *
 * @slot label - The label of the field; use it instead of the `label` attribute for rich content.
 *
 * @fires input - The native `input` event of the inner field, composed, retargeted to this element; `value` is already reformatted when it arrives.
 * @fires change - When the user commits an edited value (leaving the field, or Enter); bubbles and is composed, as the native one.
 * @fires {CustomEvent<Envelope>} bank-number-validate - A new verdict: `detail` is the envelope `{ apiVersion, processingTimeMs, result }`, the same JSON as `validate()` (or the server, with `api-base-url`). Fires on every keystroke that leaves a non-empty value, again when the bank lookup adds `bankInfo`, and after programmatic changes (once per render).
 * @fires {CustomEvent<BankNumberErrorDetail>} bank-number-error - The background lookup or the server request failed; the instant local verdict stands (completed by the local lookup when the server could not be reached).
 *
 * @csspart base - The wrapper of everything.
 * @csspart label - The `<label>` of the inner input.
 * @csspart field - The row holding the input and the status.
 * @csspart input - The inner `<input>`.
 * @csspart status - The short verdict next to the input: "Valid" or "Invalid".
 * @csspart details - The block with the format, the breakdown and the bank.
 * @csspart format - The name of the detected (or hinted) format.
 * @csspart breakdown - The list of labelled segments of a valid number.
 * @csspart segment - One segment of the breakdown.
 * @csspart segment-label - The label of a segment, such as "Bank Code".
 * @csspart segment-value - The characters of a segment.
 * @csspart bank - The bank found by the lookup.
 * @csspart bank-name - The name of the bank.
 * @csspart bank-details - City, country and BIC of the bank.
 * @csspart message - The message of the first error.
 * @csspart suggestion - How to correct the first error.
 *
 * @cssproperty --bank-number-input-color - Text colour.
 * @cssproperty --bank-number-input-background - Background of the input.
 * @cssproperty --bank-number-input-border-color - Border of the input while there is no verdict.
 * @cssproperty --bank-number-input-border-radius - Corner radius of the input.
 * @cssproperty --bank-number-input-padding - Padding inside the input.
 * @cssproperty --bank-number-input-gap - Space between the rows.
 * @cssproperty --bank-number-input-focus-ring-color - Colour of the focus ring.
 * @cssproperty --bank-number-input-valid-color - Border and status colour of a valid number.
 * @cssproperty --bank-number-input-invalid-color - Border, status and message colour of an invalid number.
 * @cssproperty --bank-number-input-muted-color - Colour of secondary text: format, segment labels, suggestion, bank details.
 * @cssproperty --bank-number-input-segment-background - Background of a breakdown segment.
 * @cssproperty --bank-number-input-font-family-mono - Font of the input and the segment values.
 *
 * @cssstate valid - The value is a valid bank number, of a format and country that the form accepts.
 * @cssstate invalid - An error is shown: the value is invalid, not accepted by `formats` or `countries`, or required and empty after the user interacted or tried to submit.
 * @cssstate not-allowed - The value is a valid bank number, but of a format or country that `formats` or `countries` excludes.
 * @cssstate pending - The bank lookup (or the server request) is running.
 */
export class BankNumberInput extends ReactiveElement {
  static formAssociated = true;

  static override shadowRootOptions: ShadowRootInit = { ...ReactiveElement.shadowRootOptions, delegatesFocus: true };

  /** The default look: override it through the CSS parts and custom properties listed above. */
  static override styles = styles;

  static override properties: PropertyDeclarations = {
    name: { reflect: true },
    value: { attribute: false, noAccessor: true },
    defaultValue: { attribute: 'value', reflect: true, noAccessor: true },
    format: { reflect: true, noAccessor: true },
    required: { type: Boolean, reflect: true, noAccessor: true },
    disabled: { type: Boolean, reflect: true },
    readOnly: { type: Boolean, attribute: 'readonly', reflect: true },
    placeholder: {},
    label: {},
    noLookup: { type: Boolean, attribute: 'no-lookup', reflect: true },
    apiBaseUrl: { attribute: 'api-base-url', reflect: true },
    apiKey: { attribute: 'api-key' },
    formats: {},
    countries: {},
    messages: { attribute: false },
  };

  /** The name under which the normalized number is submitted with the form. */
  declare name: string;
  /** Disables the control: not editable, not focusable, not submitted. */
  declare disabled: boolean;
  /** Makes the control read-only; a read-only control is not validated (as native inputs). */
  declare readOnly: boolean;
  /** Text shown while the field is empty. */
  declare placeholder: string;
  /** The label text; the `label` slot takes precedence. */
  declare label: string;
  /** Turns the bank lookup off: no lookup data is loaded and no bank is shown. */
  declare noLookup: boolean;
  /**
   * Base address of a validation server (`https://host`); when set, the verdict of a valid number
   * comes from the server (`POST {base}/api/v1/validate`, through `bank-number/client`) instead of
   * the local lookup, and from the local lookup again when the server cannot be reached. Every
   * keystroke is still validated locally.
   */
  declare apiBaseUrl: string;
  /** API key for `api-base-url`, sent as `Authorization: Bearer`. Prefer setting the property. */
  declare apiKey: string;
  /**
   * The formats the form accepts, separated by spaces or commas: `iban`, `bic`, `us-routing`,
   * `uk-sort-code` (for example `formats="iban bic"`). Empty: all four. A valid number of another
   * format is invalid for the form (`patternMismatch`, `:state(not-allowed)`), with its own
   * message; the event still carries the envelope. With exactly one format and no `format`
   * attribute, that format is also the hint.
   */
  declare formats: string;
  /**
   * The countries the form accepts, as ISO 3166-1 alpha-2 codes separated by spaces or commas (for
   * example `countries="DE AT CH"`). Empty: all. The country of an IBAN is its prefix, of a BIC its
   * letters 5–6, of a routing number `US`, of a sort code `GB`. A valid number of another country
   * is invalid for the form (`patternMismatch`, `:state(not-allowed)`), with its own message; the
   * event still carries the envelope.
   */
  declare countries: string;
  /**
   * Texts that override the language's own, keyed as in the catalogues of
   * `bank-number/locales/*`: for example `{ valid: 'OK', CHECKSUM_FAILED: ['…', '…'] }`. A complete
   * catalogue (`import { de } from 'bank-number/locales/de'`) replaces the language entirely.
   */
  declare messages: PartialMessages | undefined;

  #internals: ElementInternals;
  #value = '';
  #defaultValue = '';
  #format = '';
  #required = false;
  #envelope: Envelope | null = null;
  #emitted: Envelope | null = null;
  #requestError = false;
  #customMessage = '';
  #dirty = false;
  #interacted = false;
  #editedSinceCommit = false;
  #committed = '';
  #formDisabled = false;
  #pending = false;
  #lookupSeq = 0;
  #abort: AbortController | null = null;
  #remoteSession: RemoteSession = { answers: new Map() };
  #announcement = '';
  #announceTimer: ReturnType<typeof setTimeout> | undefined;
  #slottedLabel = false;
  #verdict: LocalizedResult | null = null;
  #language: string | undefined;
  #catalogue: BankNumberMessages | null = null;
  #catalogueReady: Promise<unknown> | undefined;
  #langObserver = new MutationObserver(() => this.#followLanguage());
  #tree: ShadowTree | undefined;

  constructor() {
    super();
    this.#internals = this.attachInternals();
    this.name = '';
    this.disabled = false;
    this.readOnly = false;
    this.placeholder = '';
    this.label = '';
    this.noLookup = false;
    this.apiBaseUrl = '';
    this.apiKey = '';
    this.formats = '';
    this.countries = '';
    this.addEventListener('invalid', this.#onInvalid);
    this.#refresh('');
  }

  /** The text in the field, as displayed (an IBAN in groups of four, a sort code as `12-34-56`). */
  get value(): string {
    return this.#value;
  }

  set value(text: string) {
    this.#dirty = true;
    this.#setText(String(text ?? ''));
  }

  /** The default value (the `value` attribute); a form reset goes back to it. */
  get defaultValue(): string {
    return this.#defaultValue;
  }

  set defaultValue(text: string) {
    const old = this.#defaultValue;
    this.#defaultValue = String(text ?? '');
    if (!this.#dirty) this.#setText(this.#defaultValue);
    this.requestUpdate('defaultValue', old);
  }

  /**
   * Format hint: `iban`, `bic`, `us-routing` or `uk-sort-code`. Absent (or any other value):
   * the format is detected. Six bare digits need `uk-sort-code` to count as a sort code.
   */
  get format(): string {
    return this.#format;
  }

  set format(format: string) {
    const old = this.#format;
    this.#format = format ?? '';
    if (this.#format !== old) this.#refresh(this.#value);
    this.requestUpdate('format', old);
  }

  /** An empty required control is invalid (`valueMissing`) and blocks form submission. */
  get required(): boolean {
    return this.#required;
  }

  set required(required: boolean) {
    const old = this.#required;
    this.#required = Boolean(required);
    this.#sync();
    this.requestUpdate('required', old);
  }

  /** The latest verdict, the same envelope as `bank-number-validate` carries; null while empty. */
  get envelope(): Envelope | null {
    return this.#envelope;
  }

  /** The form this control belongs to. */
  get form(): HTMLFormElement | null {
    return this.#internals.form;
  }

  /** The labels associated with this control. */
  get labels(): NodeList {
    return this.#internals.labels;
  }

  get validity(): ValidityState {
    return this.#internals.validity;
  }

  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#internals.willValidate;
  }

  checkValidity(): boolean {
    return this.#internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.#internals.reportValidity();
  }

  /** Sets a custom error that takes precedence over the verdict; an empty string clears it. */
  setCustomValidity(message: string): void {
    this.#customMessage = String(message ?? '');
    this.#sync();
    this.requestUpdate();
  }

  override focus(options?: FocusOptions): void {
    this.#input?.focus(options);
  }

  override blur(): void {
    this.#input?.blur();
  }

  formResetCallback(): void {
    this.#dirty = false;
    this.#interacted = false;
    this.#editedSinceCommit = false;
    this.#announcement = '';
    clearTimeout(this.#announceTimer);
    this.#setText(this.#defaultValue);
    this.#committed = this.#value;
  }

  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    this.requestUpdate();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state !== 'string') return;
    this.#dirty = true;
    this.#setText(state);
    this.#committed = this.#value;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#followLanguage();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#langObserver.disconnect();
    clearTimeout(this.#announceTimer);
    this.#abort?.abort();
  }

  /** The first render waits for the language's catalogue, so that no other language flashes first. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#catalogue ? super.scheduleUpdate() : Promise.resolve(this.#catalogueReady).then(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues): void {
    // Set before the first update, the rules may change the hint of a value set before them.
    if ((changed.has('formats') || changed.has('countries')) && (this.hasUpdated || this.formats || this.countries)) {
      this.#refresh(this.#value);
    }
    else if (changed.has('messages') || changed.has('noLookup')) this.#sync();
    if (changed.has('apiBaseUrl') || changed.has('apiKey') || changed.has('noLookup')) {
      this.#remoteSession.answers.clear();
      if (this.hasUpdated) this.#scheduleLookup();
    }
  }

  protected override firstUpdated(): void {
    // The validity anchor must be in the shadow tree, which exists only now.
    this.#syncValidity();
  }

  protected override updated(): void {
    this.#emit();
  }

  /** Builds the shadow tree on the first update, then brings it up to date: see `#render`. */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    this.#render();
  }

  /**
   * The shadow tree, kept by hand: a fixed frame (label, field, status, live region) made once,
   * whose texts and attributes follow the state. The details, the message and the suggestion stand
   * between the field and the live region while they have something to show; the details are made
   * anew only when the verdict they show changed.
   */
  #render(): void {
    const tree = (this.#tree ??= this.#buildTree());
    const { label, slot, field, input, status, message, suggestion, region } = tree;
    const result = this.#envelope?.result;
    const verdict = this.#verdict;
    const error = this.#visibleError();
    const hasLabel = this.#slottedLabel || this.label !== '';
    const hint = this.#hint();
    attribute(label, 'class', hasLabel ? '' : 'no-label');
    text(slot, this.label);
    if (input.value !== this.#value) input.value = this.#value;
    attribute(input, 'placeholder', this.placeholder || null);
    input.required = this.#required;
    input.disabled = this.#isDisabled;
    input.readOnly = this.readOnly;
    attribute(input, 'inputmode', hint === 'us-routing' || hint === 'uk-sort-code' ? 'numeric' : 'text');
    attribute(input, 'aria-label', hasLabel ? null : this.#externalLabel() || null);
    attribute(input, 'aria-invalid', error ? 'true' : 'false');
    attribute(input, 'aria-describedby', error ? (error.suggestion ? 'message suggestion' : 'message') : null);
    text(status, verdict?.valid ? verdict.status : error ? (this.#texts().invalid ?? '') : '');
    const shown = result && verdict ? [result, verdict, this.noLookup, this.#texts().structure] : [];
    if (shown.length !== tree.shown.length || shown.some((value, i) => value !== tree.shown[i])) {
      tree.details?.remove();
      tree.details = result && verdict ? this.#details(result, verdict) : null;
      if (tree.details) field.after(tree.details);
      tree.shown = shown;
    }
    // A suggestion is shown only with a message: each put in front of the live region, in this order.
    show(message, error !== null, error?.message ?? '', region);
    show(suggestion, Boolean(error?.suggestion), error?.suggestion ?? '', region);
    text(region, this.#announcement);
  }

  /** The fixed frame, built node by node, not from markup, so that a page that enforces Trusted Types allows it. */
  #buildTree(): ShadowTree {
    const frame = node('div', 'base');
    const label = frame.appendChild(node('label', 'label'));
    label.setAttribute('for', 'input');
    const slot = label.appendChild(document.createElement('slot'));
    slot.name = 'label';
    slot.addEventListener('slotchange', this.#onLabelSlotChange);
    const field = frame.appendChild(node('div', 'field'));
    const input = field.appendChild(node('input', 'input', undefined, 'input') as HTMLInputElement);
    for (const [name, value] of INPUT_ATTRIBUTES) input.setAttribute(name, value);
    input.addEventListener('input', this.#onInput);
    input.addEventListener('focus', this.#onFocus);
    input.addEventListener('blur', this.#onBlur);
    input.addEventListener('keydown', this.#onKeyDown);
    const status = field.appendChild(node('span', 'status'));
    const region = frame.appendChild(document.createElement('div'));
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    this.renderRoot.append(frame);
    const message = node('p', 'message', undefined, 'message');
    const suggestion = node('p', 'suggestion', undefined, 'suggestion');
    return { label, slot, field, input, status, message, suggestion, region, details: null, shown: [] };
  }

  /** The details of a verdict: the format, the breakdown and the bank. */
  #details(result: ValidationResult, verdict: LocalizedResult): HTMLElement {
    const details = node('div', 'details');
    if (verdict.format) details.append(node('span', 'format', verdict.format));
    if (result.breakdown) {
      const list = details.appendChild(node('ol', 'breakdown'));
      attribute(list, 'aria-label', this.#texts().structure ?? null);
      for (const part of verdict.parts) {
        list.appendChild(node('li', 'segment')).append(node('span', 'segment-label', part.label), node('span', 'segment-value', part.value));
      }
    }
    const bank = this.noLookup ? null : result.bankInfo;
    if (bank) details.appendChild(node('div', 'bank')).append(node('span', 'bank-name', bank.bankName), ' ', node('span', 'bank-details', bankDetails(bank)));
    return details;
  }

  get #input(): HTMLInputElement | null {
    return this.#tree?.input ?? null;
  }

  get #isDisabled(): boolean {
    return this.disabled || this.#formDisabled;
  }

  get #empty(): boolean {
    return isBlank(this.#value);
  }

  /**
   * The hint when `format` holds one of the four values, else the one format of `formats` when it
   * names exactly one; otherwise the format is detected.
   */
  #hint(): Format | undefined {
    const formats = this.#rules().formats;
    return FORMATS.includes(this.#format as Format) ? (this.#format as Format) : formats.length === 1 ? formats[0] : undefined;
  }

  /** `formats` and `countries` as lists. */
  #rules(): Required<FormRules> & { formats: Format[] } {
    const list = (text: string): string[] => String(text ?? '').split(/[\s,]+/).filter(Boolean);
    return {
      formats: list(this.formats).filter((format): format is Format => FORMATS.includes(format as Format)),
      countries: list(this.countries).map((code) => code.toUpperCase()),
    };
  }

  /** The texts in the element's language, with `messages` over them. */
  #texts(): PartialMessages {
    return { ...this.#catalogue, ...this.messages };
  }

  /** The language of the `lang` attribute of the element or of its nearest ancestor that has one. */
  #followLanguage(): void {
    let lang: string | null = null;
    // Every ancestor, across shadow roots, is watched: a `lang` set on any of them may decide.
    for (let node: Node | null = this; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
      if (node.nodeType === 1) {
        this.#langObserver.observe(node, { attributeFilter: ['lang'] });
        lang ??= (node as Element).getAttribute('lang');
      }
    }
    // The primary subtag: `de-CH` is German. The language chunk knows which languages there are
    // (`bank-number/locales/*`) and answers any other with English.
    const language = (lang ?? '').toLowerCase().split(/[-_]/)[0] as string;
    if (language === this.#language) return;
    this.#language = language;
    // A language whose catalogue cannot be loaded falls back to English.
    this.#catalogueReady = (runtime ? Promise.resolve(runtime) : import('./language.ts'))
      .then((module) => (runtime = module).catalogue(language).then((found) => found ?? module.catalogue('en')))
      .then((found) => {
        if (language !== this.#language || !found) return;
        this.#catalogue = found;
        this.#sync();
        this.requestUpdate();
      })
      // Without its words (offline, say), the element still renders and validates.
      .catch(() => {});
  }

  /** `#refresh`, and tells Lit that `value` changed. */
  #setText(text: string): void {
    const old = this.#value;
    this.#refresh(text);
    this.requestUpdate('value', old);
  }

  /** Reformats `text`, validates it at once and brings the form value, validity and states along. */
  #refresh(text: string): void {
    const hint = this.#hint();
    this.#value = toDisplay(text, hint);
    // Blank text is not validated, and text over 128 characters is the only other input that
    // validateSync would refuse (the hint is always one of the four formats).
    const blank = this.#empty;
    this.#requestError = !blank && isTooLong(this.#value);
    // The request checks of validateSync are made here already: the same verdict, without them.
    const start = clock.now();
    this.#envelope = blank || this.#requestError ? null : envelope(check(this.#value, hint), start);
    this.#afterVerdict();
    this.#scheduleLookup();
  }

  #afterVerdict(): void {
    // Blank text normalizes to the empty string.
    this.#internals.setFormValue(this.#envelope?.result.normalized ?? normalize(this.#value), this.#value);
    this.#sync();
    this.requestUpdate();
  }

  #sync(): void {
    const result = this.#envelope?.result;
    this.#verdict = result && runtime
      ? runtime.localized(this.noLookup ? { ...result, bankInfo: null } : result, this.#texts(), this.#rules(), brokenRule, resultCountry)
      : null;
    this.#syncValidity();
    this.#syncStates();
  }

  #syncValidity(): void {
    const flags: ValidityStateFlags = {};
    let message = '';
    if (this.#customMessage) {
      flags.customError = true;
      message = this.#customMessage;
    }
    const result = this.#envelope?.result;
    // Until the words have loaded, the messages are the envelope's English, or the rule's code.
    if (this.#required && this.#empty) {
      flags.valueMissing = true;
      message ||= this.#pair('REQUIRED')[0] || this.#input?.validationMessage || 'REQUIRED';
    } else if (this.#requestError) {
      flags.tooLong = true;
      message ||= this.#pair('TOO_LONG')[0] || 'TOO_LONG';
    } else if (result && !result.valid) {
      flags.typeMismatch = true;
      message ||= this.#verdict?.errors[0]?.message || (result.errors[0]?.message as string);
    } else if (result && this.#brokenRule()) {
      // A valid number that the form's rules exclude does not match what the form accepts.
      flags.patternMismatch = true;
      message ||= this.#verdict?.errors[0]?.message || (this.#brokenRule() as string);
    }
    if (message) this.#internals.setValidity(flags, message, this.#input ?? undefined);
    else this.#internals.setValidity({});
  }

  /** The message and suggestion of one of the element's own checks, in its language. */
  #pair(code: ElementCode): readonly [string?, string?] {
    return this.#texts()[code] ?? [];
  }

  /** The rule of `formats` or `countries` that the valid value breaks, if any. */
  #brokenRule(): string | null {
    const result = this.#envelope?.result;
    return result ? brokenRule(result, this.#rules()) : null;
  }

  #visibleError(): { message: string; suggestion?: string | undefined } | null {
    if (this.#customMessage && (this.#interacted || !this.#empty)) return { message: this.#customMessage };
    if (this.#requestError) return { message: this.validationMessage, suggestion: this.#pair('TOO_LONG')[1] };
    const first = this.#verdict?.errors[0] ?? this.#envelope?.result.errors[0];
    if (first) return first;
    if (this.#required && this.#empty && this.#interacted) return { message: this.validationMessage, suggestion: this.#pair('REQUIRED')[1] };
    return null;
  }

  #syncStates(): void {
    const states = this.#internals.states;
    const broken = this.#brokenRule() !== null;
    toggle(states, 'valid', this.#envelope?.result.valid === true && !broken);
    toggle(states, 'invalid', this.#visibleError() !== null);
    toggle(states, 'not-allowed', broken);
    toggle(states, 'pending', this.#pending);
  }

  #setPending(pending: boolean): void {
    if (this.#pending === pending) return;
    this.#pending = pending;
    this.#syncStates();
  }

  /**
   * Completes a valid verdict in the background: the local lookup (as `validate()` does) loads the
   * lookup chunk the number needs (or the server answers, with `api-base-url`). A newer keystroke
   * makes the answer stale, and a stale answer is dropped.
   */
  #scheduleLookup(): void {
    const seq = ++this.#lookupSeq;
    this.#abort?.abort();
    this.#abort = null;
    const envelope = this.#envelope;
    const remote: RemoteOptions | null = this.apiBaseUrl ? { baseUrl: this.apiBaseUrl, apiKey: this.apiKey } : null;
    if (!envelope || !envelope.result.valid || this.noLookup || (!remote && envelope.result.bankInfo !== null)) {
      this.#setPending(false);
      return;
    }
    this.#setPending(true);
    const text = this.#value;
    const hint = this.#hint();
    let request: Promise<Envelope>;
    let abort: AbortController | null = null;
    let unreachable: RemoteValidationError | null = null;
    if (remote) {
      abort = this.#abort = new AbortController();
      const { signal } = abort;
      const session = this.#remoteSession;
      // The remote module, and the client with it, is loaded only by pages that ask for a server.
      request = import('./remote.ts').then((module) =>
        module.remoteEnvelope(session, remote, text, hint, signal, (error) => {
          unreachable = error;
        }),
      );
    } else {
      request = checkWithBank(text, hint, clock.now());
    }
    request.then(
      (answer) => {
        if (seq !== this.#lookupSeq) return;
        this.#setPending(false);
        // The same bank (or none again) is no new verdict: JSON, as the envelope travels.
        if (remote || JSON.stringify(answer.result.bankInfo) !== JSON.stringify(envelope.result.bankInfo)) {
          this.#envelope = answer;
          this.#afterVerdict();
          if (this.#interacted) this.#scheduleAnnouncement();
        } else {
          this.requestUpdate();
        }
        // The server was out of reach and the client answered locally: the verdict stands, and
        // the page still learns that the server did not give it.
        if (unreachable) this.#dispatchError(unreachable);
      },
      (error: unknown) => {
        if (seq !== this.#lookupSeq) return;
        this.#setPending(false);
        this.requestUpdate();
        // Called off when the element left the document: that is no failure to report.
        if (!abort?.signal.aborted) this.#dispatchError(error);
      },
    );
  }

  #dispatchError(error: unknown): void {
    const detail: BankNumberErrorDetail =
      (error as Error | undefined)?.name === 'RemoteValidationError'
        ? { status: (error as RemoteValidationError).status, code: (error as RemoteValidationError).code, message: (error as Error).message }
        : { status: 0, code: 'LOOKUP_FAILED', message: 'The bank lookup data could not be loaded.' };
    this.dispatchEvent(new CustomEvent('bank-number-error', { detail, bubbles: true, composed: true }));
  }

  /** Each verdict is announced once, from the render that shows it or from the keystroke itself. */
  #emit(): void {
    const envelope = this.#envelope;
    if (envelope === null || envelope === this.#emitted) return;
    this.#emitted = envelope;
    this.dispatchEvent(new CustomEvent('bank-number-validate', { detail: envelope, bubbles: true, composed: true }));
  }

  #scheduleAnnouncement(): void {
    clearTimeout(this.#announceTimer);
    this.#announceTimer = setTimeout(() => {
      this.#announcement = this.#verdictText();
      this.requestUpdate();
    }, ANNOUNCE_DELAY_MS);
  }

  #verdictText(): string {
    const verdict = this.#verdict;
    const error = this.#visibleError();
    if (verdict?.valid) return verdict.announcement;
    if (!error) return '';
    const texts = this.#texts();
    const intro = runtime?.fill(texts.announceInvalid ?? '', { format: verdict?.format ?? texts.number ?? '' });
    return `${intro ?? ''} ${error.message}`.trim();
  }

  #onInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const inputType = (event as InputEvent).inputType ?? '';
    const hint = this.#hint();
    let raw = input.value;
    let count = significantBefore(raw, input.selectionStart ?? raw.length);
    if (
      (inputType === 'deleteContentBackward' || inputType === 'deleteContentForward') &&
      raw !== this.#value &&
      toDisplay(raw, hint) === this.#value
    ) {
      // Only a separator went, and the display would put it straight back.
      const index = inputType === 'deleteContentBackward' ? count - 1 : count;
      if (index >= 0 && index < normalize(raw).length) {
        raw = removeSignificant(raw, index);
        count = index;
      }
    }
    this.#dirty = true;
    this.#interacted = true;
    this.#editedSinceCommit = true;
    this.#setText(raw);
    if (input.value !== this.#value) {
      input.value = this.#value;
      const caret = positionAfterSignificant(this.#value, count);
      input.setSelectionRange(caret, caret);
    }
    this.#emit();
    this.#scheduleAnnouncement();
  };

  #onFocus = (): void => {
    this.#committed = this.#value;
    this.#editedSinceCommit = false;
  };

  #onBlur = (): void => {
    this.#commit();
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    this.#commit();
    // The inner input is outside the form's tree, so implicit submission has to be asked for.
    const form = this.form;
    if (form) {
      event.preventDefault();
      form.requestSubmit();
    }
  };

  #commit(): void {
    if (!this.#editedSinceCommit || this.#value === this.#committed) return;
    this.#committed = this.#value;
    this.#editedSinceCommit = false;
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  #onInvalid = (): void => {
    this.#interacted = true;
    this.#syncStates();
    this.requestUpdate();
  };

  #onLabelSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    // Assigned nodes only: the fallback content is the `label` attribute's text.
    this.#slottedLabel = slot.assignedNodes().some((node) => node.nodeType === 1 || Boolean(node.textContent?.trim()));
    this.requestUpdate();
  };

  /** Without its own label, the inner input takes its name from the `<label for>` of the host. */
  #externalLabel(): string {
    const labels = this.#internals.labels;
    let text = '';
    for (const label of labels) text += `${text ? ' ' : ''}${label.textContent?.trim() ?? ''}`;
    return text;
  }
}

/** The inner input's fixed attributes. */
const INPUT_ATTRIBUTES = [
  ['type', 'text'],
  ['autocomplete', 'off'],
  ['autocapitalize', 'characters'],
  ['spellcheck', 'false'],
] as const;

/** A new element with a CSS part, and its text and id where given. */
function node(tag: string, part: string, text?: string, id?: string): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute('part', part);
  if (text !== undefined) element.textContent = text;
  if (id !== undefined) element.id = id;
  return element;
}

/** The nodes of the shadow tree that updates change, and the verdict its details show. */
interface ShadowTree {
  label: HTMLElement;
  slot: HTMLSlotElement;
  field: HTMLElement;
  input: HTMLInputElement;
  status: HTMLElement;
  message: HTMLElement;
  suggestion: HTMLElement;
  region: HTMLElement;
  details: HTMLElement | null;
  /** What the details were made from: the result, its verdict, `noLookup` and the breakdown's name; empty without details. */
  shown: unknown[];
}

/** Shows `element` with `value` as its text, put in front of `before` if it was not shown; or takes it out. */
function show(element: HTMLElement, visible: boolean, value: string, before: Element): void {
  if (!visible) {
    element.remove();
    return;
  }
  text(element, value);
  if (!element.parentNode) before.before(element);
}

/** Sets the text of `element`, unless it is that already. */
function text(element: Element, value: string): void {
  if (element.textContent !== value) element.textContent = value;
}

/** Sets an attribute, or removes it for null. */
function attribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function toggle(states: CustomStateSet, state: string, on: boolean): void {
  if (on) states.add(state);
  else states.delete(state);
}

function bankDetails(bank: BankInfo): string {
  const place = [bank.city, bank.country].filter(Boolean).join(', ');
  return [place, bank.bic].filter(Boolean).join(' · ');
}
