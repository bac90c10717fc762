import { ReactiveElement } from '@lit/reactive-element';
import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { cleanInput } from '../core/clean-input.ts';
import { isBlank, normalize } from '../core/normalize.ts';
import { FORMATS, isTooLong } from '../core/limits.ts';
import type { Envelope, Format } from '../core/types.ts';
import { check, clock, envelope } from '../check.ts';
import { Announcer } from './announcer.ts';
import { afterEdit, positionAfterSignificant } from './caret.ts';
import { toDisplay } from './display.ts';
import { FormControl } from './form-control.ts';
import { LanguageController, runtime } from './language-controller.ts';
import type { LocalizedResult } from '../locales/localized.ts';
import { brokenRule, resultCountry } from '../locales/rules.ts';
import type { FormRules } from '../locales/rules.ts';
import type { PartialMessages } from '../locales/types.ts';
import { buildTree, renderTree } from './shadow-tree.ts';
import type { ShadowTree } from './shadow-tree.ts';
import { styles } from './styles.ts';
import { validity } from './validity.ts';
import type { Validity } from './validity.ts';
import { VerdictController } from './verdict-controller.ts';
import type { BankNumberErrorDetail } from './verdict-controller.ts';

export type { BankNumberErrorDetail } from './verdict-controller.ts';

declare global {
  interface HTMLElementEventMap {
    'bank-number-validate': CustomEvent<Envelope>;
    'bank-number-error': CustomEvent<BankNumberErrorDetail>;
  }
}

/**
 * A form control for bank numbers: IBAN, SWIFT/BIC, US ABA routing numbers and UK sort codes.
 * It validates on every keystroke on the client, writes a number as people write it without
 * moving the caret (and any other text exactly as typed), drops invisible characters and a label
 * such as `IBAN:` from pasted text, shows the number's structure and, once the lookup data has
 * loaded, its bank; it takes part in forms like a native input, submitting the normalized number.
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
 * @fires {CustomEvent<Envelope>} bank-number-validate - A new verdict: `detail` is the envelope `{ apiVersion, processingTimeMs, result }`, the same JSON as `validate()` (or the server, with `api-base-url`). Fires on every keystroke that leaves a non-empty value, once the keystroke's `input` event has travelled its whole path, again when the bank lookup adds `bankInfo`, and after programmatic changes (once per render).
 * @fires {CustomEvent<BankNumberErrorDetail>} bank-number-error - The background lookup or the server request failed; the instant local verdict stands (completed by the local lookup when the server could not be reached).
 *
 * @csspart base - The wrapper of everything.
 * @csspart label - The `<label>` of the inner input.
 * @csspart field - The row holding the input and the status.
 * @csspart input - The inner `<input>`.
 * @csspart status - The short verdict next to the input (below it on a narrow screen): "Valid" or "Invalid".
 * @csspart details - The block with the format, the breakdown and the bank.
 * @csspart format - The name of the detected (or hinted) format.
 * @csspart breakdown - The list of labelled segments of a valid number.
 * @csspart segment - One segment of the breakdown.
 * @csspart segment-label - The label of a segment, such as "Bank Code".
 * @csspart segment-value - The characters of a segment.
 * @csspart bank - The bank found by the lookup.
 * @csspart bank-name - The name of the bank.
 * @csspart bank-details - City, country (in the element's language) and BIC of the bank.
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
export class BankNumberInput extends FormControl {
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

  #format = '';
  #envelope: Envelope | null = null;
  #emitted: Envelope | null = null;
  /** Calls off the wait of a keystroke's verdict for the end of its `input` event; null while none waits. */
  #travelling: (() => void) | null = null;
  #tooLong = false;
  #slottedLabel = false;
  #verdict: LocalizedResult | null = null;
  #validity: Validity | undefined;
  #tree: ShadowTree | undefined;
  #language = new LanguageController(this, () => {
    this.changed();
    this.requestUpdate();
  });
  #lookup = new VerdictController(
    this,
    (answer) => {
      this.#envelope = answer;
      this.#afterVerdict();
      if (this.interacted) this.#announcer.schedule();
    },
    () => this.#syncStates(),
  );
  #announcer = new Announcer(this, () => this.#verdictText());

  constructor() {
    super();
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
    this.#refresh('');
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
    if (this.#format !== old) this.#refresh(this.text);
    this.requestUpdate('format', old);
  }

  /** The latest verdict, the same envelope as `bank-number-validate` carries; null while empty. */
  get envelope(): Envelope | null {
    return this.#envelope;
  }

  override formResetCallback(): void {
    this.#announcer.clear();
    super.formResetCallback();
  }

  /** The first render waits for the language's catalogue, so that no other language flashes first. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#language.catalogue
      ? super.scheduleUpdate()
      : Promise.resolve(this.#language.ready).then(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues): void {
    // Set before the first update, the rules may change the hint of a value set before them.
    if ((changed.has('formats') || changed.has('countries')) && (this.hasUpdated || this.formats || this.countries)) {
      this.#refresh(this.text);
    } else if (changed.has('messages') || changed.has('noLookup')) this.changed();
    if (changed.has('apiBaseUrl') || changed.has('apiKey') || changed.has('noLookup')) {
      this.#lookup.forget();
      if (this.hasUpdated) this.#requestLookup();
    }
  }

  protected override firstUpdated(): void {
    // The validity anchor must be in the shadow tree, which exists only now.
    this.#syncValidity();
  }

  protected override updated(): void {
    this.#emit();
  }

  /** Builds the shadow tree on the first update, then brings it up to date with the state. */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const tree = (this.#tree ??= buildTree(
      this.renderRoot as ShadowRoot,
      { ...this.fieldListeners, input: this.#onInput, paste: this.#onPaste },
      this.#onLabelSlotChange,
    ));
    const result = this.#envelope?.result;
    const verdict = this.#verdict;
    const error = this.#shown.error;
    const texts = this.#texts();
    const hint = this.#hint();
    renderTree(tree, {
      value: this.text,
      label: this.label,
      hasLabel: this.#slottedLabel || this.label !== '',
      externalLabel: this.#externalLabel(),
      placeholder: this.placeholder,
      required: this.required,
      disabled: this.disabled || this.formDisabled,
      readOnly: this.readOnly,
      numeric: hint === 'us-routing' || hint === 'uk-sort-code',
      status: verdict?.valid ? verdict.status : error ? (texts.invalid ?? '') : '',
      error,
      announcement: this.#announcer.text,
      details:
        result && verdict
          ? { verdict, breakdown: result.breakdown !== null, noLookup: this.noLookup, structure: texts.structure }
          : null,
    });
  }

  protected get field(): HTMLInputElement | undefined {
    return this.#tree?.input;
  }

  /**
   * The hint when `format` holds one of the four values, else the one format of `formats` when it
   * names exactly one; otherwise the format is detected.
   */
  #hint(): Format | undefined {
    const formats = this.#rules().formats;
    return FORMATS.includes(this.#format as Format)
      ? (this.#format as Format)
      : formats.length === 1
        ? formats[0]
        : undefined;
  }

  /** `formats` and `countries` as lists. */
  #rules(): Required<FormRules> & { formats: Format[] } {
    const list = (text: string): string[] =>
      String(text ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
    return {
      formats: list(this.formats).filter((format): format is Format => FORMATS.includes(format as Format)),
      countries: list(this.countries).map((code) => code.toUpperCase()),
    };
  }

  /** The texts in the element's language, with `messages` over them. */
  #texts(): PartialMessages {
    return { ...this.#language.catalogue, ...this.messages };
  }

  /** `#refresh`, and tells Lit that `value` changed. */
  protected setText(text: string, unlessShown = false): void {
    const old = this.text;
    if (this.#refresh(text, unlessShown)) this.requestUpdate('value', old);
  }

  /**
   * Reformats `text`, validates it at once and brings the form value, validity and states along.
   * With `unlessShown`, a text that shows exactly as the field does now changes nothing (false).
   */
  #refresh(text: string, unlessShown = false): boolean {
    const hint = this.#hint();
    // The request checks of validateSync are made here already: the same verdict, without them.
    // The text shown has the same significant characters, so its verdict is that of the text typed.
    const start = clock.now();
    const result = isBlank(text) ? null : check(text, hint);
    const shown = toDisplay(text, hint, result?.valid ? result.format : null);
    if (unlessShown && shown === this.text) return false;
    this.text = shown;
    // Blank text is not validated, and text over 128 characters is the only other input that
    // validateSync would refuse (the hint is always one of the four formats).
    this.#tooLong = result !== null && isTooLong(this.text);
    this.#envelope = result === null || this.#tooLong ? null : envelope(result, start);
    this.#afterVerdict();
    this.#requestLookup();
    return true;
  }

  #afterVerdict(): void {
    // Blank text normalizes to the empty string.
    this.internals.setFormValue(this.#envelope?.result.normalized ?? normalize(this.text), this.text);
    this.changed();
    this.requestUpdate();
  }

  #requestLookup(): void {
    const remote = this.apiBaseUrl ? { baseUrl: this.apiBaseUrl, apiKey: this.apiKey } : null;
    this.#lookup.request({
      envelope: this.#envelope,
      text: this.text,
      hint: this.#hint(),
      remote,
      noLookup: this.noLookup,
    });
  }

  /** The verdict in the element's language, the validity and the states, after any change of the state. */
  protected changed(): void {
    const result = this.#envelope?.result;
    this.#verdict =
      result && runtime
        ? runtime.localized(
            this.noLookup ? { ...result, bankInfo: null } : result,
            this.#texts(),
            this.#rules(),
            brokenRule,
            resultCountry,
          )
        : null;
    this.#syncValidity();
    this.#syncStates();
  }

  /** The validity of the current state, computed once per change of the state. */
  get #shown(): Validity {
    return (this.#validity ??= validity({
      customMessage: this.customMessage,
      required: this.required,
      empty: isBlank(this.text),
      tooLong: this.#tooLong,
      result: this.#envelope?.result ?? null,
      verdict: this.#verdict,
      broken: this.#envelope ? brokenRule(this.#envelope.result, this.#rules()) : null,
      interacted: this.interacted,
      texts: this.#texts(),
      nativeMessage: this.#tree?.input.validationMessage ?? '',
    }));
  }

  #syncValidity(): void {
    this.#validity = undefined;
    const { flags, message } = this.#shown;
    if (message) this.internals.setValidity(flags, message, this.#tree?.input);
    else this.internals.setValidity({});
  }

  #syncStates(): void {
    const states = this.internals.states;
    const shown = this.#shown;
    toggle(states, 'valid', shown.valid);
    toggle(states, 'invalid', shown.error !== null);
    toggle(states, 'not-allowed', shown.notAllowed);
    toggle(states, 'pending', this.#lookup.pending);
  }

  /**
   * Each verdict is announced once, from the render that shows it or from the keystroke itself; a
   * keystroke's verdict waits until its `input` event has travelled its whole path.
   */
  #emit(): void {
    const envelope = this.#envelope;
    if (envelope === null || envelope === this.#emitted || this.#travelling) return;
    this.#emitted = envelope;
    this.dispatchEvent(new CustomEvent('bank-number-validate', { detail: envelope, bubbles: true, composed: true }));
  }

  #verdictText(): string {
    const verdict = this.#verdict;
    const error = this.#shown.error;
    if (verdict?.valid) return verdict.announcement;
    if (!error) return '';
    const texts = this.#texts();
    const intro = runtime?.fill(texts.announceInvalid ?? '', { format: verdict?.format ?? texts.number ?? '' });
    return `${intro ?? ''} ${error.message}`.trim();
  }

  #onInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const hint = this.#hint();
    const { text, count } = afterEdit(
      input.value,
      input.selectionStart ?? input.value.length,
      (event as InputEvent).inputType ?? '',
      this.text,
      (raw) => toDisplay(raw, hint),
    );
    this.edited(text);
    if (input.value !== this.text) {
      input.value = this.text;
      const caret = positionAfterSignificant(this.text, count);
      input.setSelectionRange(caret, caret);
    }
    this.#emitAfter(event);
    this.#announcer.schedule();
  };

  /**
   * Emits the verdict once `event` has left the last node of its path (the window, in a document),
   * so that every `input` listener, a framework's binding among them, has taken the new text in
   * before any verdict listener runs. An event stopped on its way emits in the next task.
   */
  #emitAfter(event: Event): void {
    // The verdict of a keystroke whose event was stopped is stale once the next keystroke comes.
    this.#travelling?.();
    const end = event.composedPath().at(-1) ?? this;
    const arrived = (arriving: Event): void => {
      if (arriving !== event) return;
      stop();
      this.#emit();
    };
    const stop = (): void => {
      this.#travelling = null;
      end.removeEventListener('input', arrived);
      clearTimeout(timer);
    };
    const timer = setTimeout(() => arrived(event));
    this.#travelling = stop;
    // Added while the event travels, it runs at the last node after the listeners that were there.
    end.addEventListener('input', arrived);
  }

  /** Pasted text loses its invisible characters and a leading label (`IBAN:`) before it reaches the field. */
  #onPaste = (event: Event): void => {
    const pasted = (event as ClipboardEvent).clipboardData?.getData('text/plain') ?? '';
    const clean = cleanInput(pasted);
    if (clean === pasted) return;
    event.preventDefault();
    const input = event.target as HTMLInputElement;
    input.setRangeText(
      clean,
      input.selectionStart ?? input.value.length,
      input.selectionEnd ?? input.value.length,
      'end',
    );
    input.dispatchEvent(
      new InputEvent('input', { inputType: 'insertFromPaste', data: clean, bubbles: true, composed: true }),
    );
  };

  #onLabelSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    // Assigned nodes only: the fallback content is the `label` attribute's text.
    this.#slottedLabel = slot.assignedNodes().some((node) => node.nodeType === 1 || Boolean(node.textContent?.trim()));
    this.requestUpdate();
  };

  /** Without its own label, the inner input takes its name from the `<label for>` of the host. */
  #externalLabel(): string {
    let text = '';
    for (const label of this.internals.labels) text += `${text ? ' ' : ''}${label.textContent?.trim() ?? ''}`;
    return text;
  }
}

function toggle(states: CustomStateSet, state: string, on: boolean): void {
  if (on) states.add(state);
  else states.delete(state);
}
