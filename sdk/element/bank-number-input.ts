import { ReactiveElement } from '@lit/reactive-element';
import type { PropertyDeclarations, PropertyValues } from '@lit/reactive-element';
import { isBlank, normalize } from '../core/normalize.ts';
import { isTooLong } from '../core/limits.ts';
import type { Envelope, Format, ValidationResult } from '../core/types.ts';
import { typingOf } from '../formats/typings.ts';
import { awaitsData, check, ignore, now, envelope } from '../check.ts';
import { Announcer, verdictSentence } from './announcer.ts';
import type { BicMatch } from './bic-match.ts';
import { toDisplay } from './display.ts';
import { cleanPaste, takeEdit } from './edit.ts';
import { FormControl } from './form-control.ts';
import { fieldRules, hintFor } from './field-rules.ts';
import type { FieldRules } from './field-rules.ts';
import { LanguageController, runtime } from './language-controller.ts';
import type { LocalizedResult } from '../locales/localized.ts';
import { IBAN_FORMAT, identityOf } from '../formats/identities.ts';
import { brokenRule } from '../locales/rules.ts';
import type { MessagePair, PartialMessages } from '../locales/types.ts';
import type { validateUkAccount } from '../uk-modulus.ts';
import { buildTree, labelsText, renderTree, slotsLabel } from './shadow-tree.ts';
import type { ShadowTree } from './shadow-tree.ts';
import { styles } from './styles.ts';
import { showStates, validity } from './validity.ts';
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
 * Its words are in the language of its `lang` attribute or its nearest ancestor's (eight languages, else English),
 * with `messages` over them; the envelope it fires stays English. See docs/element.md, Languages.
 *
 * @slot label - The label of the field; use it instead of the `label` attribute for rich content.
 *
 * @fires input - The native `input` event of the inner field, composed, retargeted to this element; `value` is already
 *   reformatted when it arrives.
 * @fires change - When the user commits an edited value (leaving the field, or Enter); bubbles and is composed, as the
 *   native one.
 * @fires {CustomEvent<Envelope>} bank-number-validate - A new verdict: `detail` is the envelope `{ apiVersion,
 *   processingTimeMs, result }`, the same JSON as `validate()` (or the server, with `api-base-url`). Fires on every
 *   keystroke that leaves a non-empty value, once the keystroke's `input` event has travelled its whole path, again
 *   when the completed verdict differs (the bank lookup adds `bankInfo`, or the German account check refuses the
 *   number), and after programmatic changes (once per render).
 * @fires {CustomEvent<BankNumberErrorDetail>} bank-number-error - The background lookup or the server request failed;
 *   the verdict is completed by the local lookup when the server could not be reached or refused to answer.
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
 * @csspart warning - The warning of a BIC field that names another bank than its `iban-field`.
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
 * @cssproperty --bank-number-input-muted-color - Colour of secondary text: format, segment labels, suggestion, bank
 *   details.
 * @cssproperty --bank-number-input-segment-background - Background of a breakdown segment.
 * @cssproperty --bank-number-input-font-family-mono - Font of the input and the segment values.
 *
 * @cssstate valid - The value is a valid bank number, of a format and country that the form accepts, and no check of
 *   it is still to come (a German IBAN's account check, while the German bank data loads).
 * @cssstate invalid - An error is shown: the value is invalid, not accepted by `formats` or `countries`, or required
 *   and empty after the user interacted or tried to submit.
 * @cssstate not-allowed - The value is a valid bank number, but of a format or country that `formats` or `countries`
 *   excludes.
 * @cssstate pending - The bank lookup (or the server request) is running.
 * @cssstate other-bank - The field holds a valid BIC of another bank than the IBAN in its `iban-field`: a warning,
 *   the field stays valid.
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
    masked: { type: Boolean, reflect: true },
    apiBaseUrl: { attribute: 'api-base-url', reflect: true },
    apiKey: { attribute: 'api-key' },
    formats: {},
    countries: {},
    accountInput: { attribute: 'account-input', reflect: true },
    ibanField: { attribute: 'iban-field' },
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
   * Shows a valid IBAN masked while the field does not have focus, as a receipt does
   * (`DE89 •••• •••• •••• ••30 00`, see `maskIban`), without its breakdown and bank; focusing the
   * field reveals it for editing. The value and the form value stay the whole number; other formats
   * and invalid text are shown as they are.
   */
  declare masked: boolean;
  /**
   * Base address of a validation server (`https://host`): the verdict of a valid number then comes
   * from the server instead of the local lookup, and from the local lookup again when the server
   * cannot be reached; every keystroke is still validated locally (docs/element.md, Server verdicts).
   */
  declare apiBaseUrl: string;
  /** API key for `api-base-url`, sent as `Authorization: Bearer`. Prefer setting the property. */
  declare apiKey: string;
  /**
   * The formats the form accepts, separated by spaces or commas: `iban`, `bic`, `us-routing`,
   * `uk-sort-code` (for example `formats="iban bic"`). Empty: all four. A valid number of another
   * format is invalid for the form (`patternMismatch`, `:state(not-allowed)`). With exactly one
   * format and no `format` attribute, that format is also the hint (docs/element.md, Rules).
   */
  declare formats: string;
  /**
   * The countries the form accepts, as ISO 3166-1 alpha-2 codes separated by spaces or commas (for
   * example `countries="DE AT CH"`). Empty: all. A valid number of another country is invalid for
   * the form (`patternMismatch`, `:state(not-allowed)`); a number's country: docs/element.md, Rules.
   */
  declare countries: string;
  /**
   * The `id` of the form's UK account-number `<input>` (in the same document or shadow root): its
   * number is checked together with the sort code of this field, as `validateUkAccount` checks them,
   * with Pay.UK's modulus tables once the page has put them in place (`setUkModulusTables`). An
   * account number that fails makes that input invalid (`setCustomValidity`, with the message and
   * suggestion in the element's language), so that the form is not submitted; `accountEnvelope`
   * holds the verdict on the pair (docs/element.md, UK account numbers).
   */
  declare accountInput: string;
  /**
   * The IBAN field that this BIC field goes with: its `id` in the same document (or shadow root),
   * else its `name` in the same form; a `<bank-number-input>` or an `<input>`. While this field holds
   * a valid BIC of another bank than that field's valid IBAN (its bank directory says so), it shows
   * a warning (`part="warning"`, `:state(other-bank)`) and stays valid; where the data does not
   * decide, it says nothing (docs/forms.md, A BIC beside an IBAN).
   */
  declare ibanField: string;
  /**
   * Texts that override the language's own, keyed as in the catalogues of
   * `bank-number/locales/*`: for example `{ valid: 'OK', CHECKSUM_FAILED: ['…', '…'] }`. A complete
   * catalogue (`import { de } from 'bank-number/locales/de'`) replaces the language entirely.
   */
  declare messages: PartialMessages | undefined;

  #format = '';
  #envelope: Envelope | null = null;
  /** The verdict on the sort code with the account number of `account-input`; null without one. */
  #accountEnvelope: Envelope | null = null;
  /** The account-number input whose validity this element sets, while it does. */
  #accountField: HTMLInputElement | null = null;
  /** An `input` event is being taken in: its text is checked once, for its display form and its verdict alike. */
  #editing = false;
  /** The check of the text being edited; null between edits, when a check may know more (bank data loaded since). */
  #checked: Checked | null = null;
  #tooLong = false;
  #slottedLabel = false;
  #verdict: LocalizedResult | null = null;
  #validity: Validity | undefined;
  #tree: ShadowTree | undefined;
  #language = new LanguageController(this, () => {
    this.changed();
    this.requestUpdate();
  });
  #verdicts = new VerdictController(
    this,
    (answer) => {
      this.#envelope = answer;
      this.#afterVerdict();
      if (this.interacted) this.#announcer.schedule();
    },
    () => {
      // A valid verdict that the request may still refuse is not valid for the form meanwhile.
      this.#syncValidity();
      this.#syncStates();
      this.requestUpdate();
    },
  );
  /** The watch of the IBAN field of `iban-field`, imported and made when that is first set. */
  #bicMatch: BicMatch | undefined;
  #announcer = new Announcer(this, () =>
    verdictSentence(this.#verdict, this.#shown.error, this.#texts(), runtime?.fill),
  );

  constructor() {
    super();
    this.name = '';
    this.disabled = false;
    this.readOnly = false;
    this.placeholder = '';
    this.label = '';
    this.noLookup = false;
    this.masked = false;
    this.apiBaseUrl = '';
    this.apiKey = '';
    this.formats = '';
    this.countries = '';
    this.accountInput = '';
    this.ibanField = '';
    this.#refresh('');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Listened to where the account input sits, so that an input rendered again by a framework is
    // still heard.
    this.getRootNode().addEventListener('input', this.#onAccountInput);
    this.#syncAccount();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.getRootNode().removeEventListener('input', this.#onAccountInput);
    this.#setAccountField(null, '');
  }

  /**
   * The verdict on the sort code of this field and the account number of `account-input` together
   * (`validateUkAccount`): null while there is no such input, it is empty, or this field holds no
   * valid sort code.
   */
  get accountEnvelope(): Envelope | null {
    return this.#accountEnvelope;
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
  // biome-ignore lint/suspicious/noConfusingVoidType: the signature of Lit's ReactiveElement, overridden
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#language.catalogue
      ? super.scheduleUpdate()
      : Promise.resolve(this.#language.ready).then(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues): void {
    // Set before the first update, the rules may change the hint of a value set before them.
    if ((changed.has('formats') || changed.has('countries')) && (this.hasUpdated || this.formats || this.countries)) {
      this.#refresh(this.text);
    } else if (changed.has('messages') || changed.has('noLookup') || changed.has('accountInput')) this.changed();
    if (changed.has('ibanField') || changed.has('noLookup')) this.#watchIban();
    if (changed.has('apiBaseUrl') || changed.has('apiKey') || changed.has('noLookup')) {
      this.#verdicts.forget();
      if (this.hasUpdated) this.#requestLookup();
    }
  }

  protected override firstUpdated(): void {
    // The validity anchor must be in the shadow tree, which exists only now.
    this.#syncValidity();
  }

  protected override updated(): void {
    this.#verdicts.emit(this.#envelope);
  }

  /** Builds the shadow tree on the first update, then brings it up to date with the state. */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const tree = (this.#tree ??= buildTree(
      this.renderRoot as ShadowRoot,
      { ...this.fieldListeners, input: this.#onInput, paste: cleanPaste },
      this.#onLabelSlotChange,
    ));
    const result = this.#envelope?.result;
    const verdict = this.#verdict;
    const error = this.#shown.error;
    const texts = this.#texts();
    const hint = this.#rules().hint;
    // A valid number of a format that is masked, while the field does not have focus.
    const mask =
      this.masked && !this.matches(':focus-within') && result?.valid ? typingOf(result.format)?.mask : undefined;
    const masked = result && mask ? mask(result.normalized) : '';
    const otherBank = this.#bicMatch?.otherBank;
    this.internals.states[otherBank ? 'add' : 'delete']('other-bank');
    renderTree(tree, {
      value: masked || this.text,
      label: this.label,
      hasLabel: this.#slottedLabel || this.label !== '',
      externalLabel: labelsText(this.internals.labels),
      placeholder: this.placeholder,
      required: this.required,
      disabled: this.disabled || this.formDisabled,
      readOnly: this.readOnly,
      numeric: hint !== undefined && typingOf(hint)?.numeric === true,
      status: verdict?.valid && !this.#shown.flags.badInput ? verdict.status : error ? (texts.invalid ?? '') : '',
      error,
      announcement: this.#announcer.text,
      warning: (otherBank && runtime?.fill(texts.bicOtherBank ?? '', { bankBic: otherBank })) || '',
      details:
        result && verdict && !masked
          ? { verdict, breakdown: result.breakdown !== null, noLookup: this.noLookup, structure: texts.structure }
          : null,
    });
  }

  protected get field(): HTMLTextAreaElement | undefined {
    return this.#tree?.input;
  }

  /** `formats` and `countries` as lists, and the format hint. */
  #rules(): FieldRules {
    return fieldRules(this.#format, this.formats, this.countries);
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
    const hint = hintFor(text, this.#rules());
    // The request checks of validateSync are made here already: the same verdict, without them.
    // The text shown has the same significant characters, so its verdict is that of the text typed.
    const { start, result } = this.#check(text, hint);
    const shown = toDisplay(text, hint, () => validFormat(result));
    if (unlessShown && shown === this.text) return false;
    this.text = shown;
    // Blank text is not validated, and text over 128 characters is the only other input that
    // validateSync would refuse (the hint is always one of the four formats).
    this.#tooLong = !isBlank(text) && isTooLong(this.text);
    this.#envelope = result === null || this.#tooLong ? null : envelope(result, start);
    this.#afterVerdict();
    this.#requestLookup();
    return true;
  }

  /**
   * The verdict on `text` under `hint`, and when its check began. While an edit is taken in, the
   * check of its text is kept, so that the edit's display form and its verdict come from one check.
   */
  #check(text: string, hint: Format | undefined): Checked {
    const kept = this.#checked;
    if (kept && kept.text === text && kept.hint === hint) return kept;
    const start = now();
    // Text over 128 characters is neither validated nor reformatted, however long it is.
    const result = isBlank(text) || isTooLong(text) ? null : check(text, hint);
    const checked = { text, hint, start, result };
    if (this.#editing) this.#checked = checked;
    return checked;
  }

  #afterVerdict(): void {
    // Blank text normalizes to the empty string.
    this.internals.setFormValue(this.#envelope?.result.normalized ?? normalize(this.text), this.text);
    this.changed();
    this.requestUpdate();
    this.#watchIban();
  }

  /** Checks the BIC against the IBAN field of `iban-field`, importing the watch when it is first needed. */
  #watchIban(): void {
    if (this.#bicMatch) void this.#bicMatch.check();
    else if (this.ibanField)
      void import('./bic-match.ts').then(({ BicMatch }) => {
        // Made once; adding it to a connected element connects it, which checks.
        this.#bicMatch ??= new BicMatch(this, (text) => {
          const result = isBlank(text) || isTooLong(text) ? null : check(text, IBAN_FORMAT);
          return result?.valid ? result.normalized : null;
        });
      });
  }

  #requestLookup(): void {
    const remote = this.apiBaseUrl ? { baseUrl: this.apiBaseUrl, apiKey: this.apiKey } : null;
    this.#verdicts.request({
      envelope: this.#envelope,
      text: this.text,
      hint: hintFor(this.text, this.#rules()),
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
            identityOf,
          )
        : null;
    this.#syncValidity();
    this.#syncStates();
    this.#syncAccount();
  }

  /**
   * Checks the sort code with the account number of `account-input`, and sets that input's validity:
   * the first error's message and suggestion in the element's language, or none.
   */
  #syncAccount(): void {
    // Runs on every change of the state: an element without account-input looks up nothing.
    const root = this.accountInput && this.isConnected ? this.getRootNode() : null;
    const found = root ? (root as Document | ShadowRoot).getElementById(this.accountInput) : null;
    const field = found instanceof HTMLInputElement ? found : null;
    if (field && !pairCheck) {
      // The check of the pair loads with the first field that names an account input, in a chunk
      // of its own: a page without one carries none of it. It is checked as soon as it is there.
      loadPairCheck().then(() => this.#syncAccount(), ignore);
      return;
    }
    const result = this.#envelope?.result;
    const account = field?.value ?? '';
    const start = now();
    const pair =
      field &&
      pairCheck &&
      result?.valid &&
      identityOf(result.format)?.pairsWithAccount &&
      !isBlank(account) &&
      !isTooLong(account)
        ? pairCheck(this.text, account)
        : null;
    this.#accountEnvelope = pair && envelope(pair, start);
    const error = pair?.errors[0];
    const words =
      error && ((this.#texts()[error.code] as MessagePair | undefined) ?? [error.message, error.suggestion]);
    this.#setAccountField(field, words ? `${words[0]} ${words[1]}` : '');
  }

  /** Sets the validity message of `field`, and clears that of an input it set before. */
  #setAccountField(field: HTMLInputElement | null, message: string): void {
    if (this.#accountField && this.#accountField !== field) this.#accountField.setCustomValidity('');
    this.#accountField = field;
    field?.setCustomValidity(message);
  }

  #onAccountInput = (event: Event): void => {
    const target = event.target as Element | null;
    if (this.accountInput && target?.id === this.accountInput) this.#syncAccount();
  };

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
      awaiting: this.#verdicts.pending && this.#envelope !== null && awaitsData(this.#envelope.result),
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
    showStates(this.internals.states, this.#shown, this.#verdicts.pending);
  }

  #onInput = (event: Event): void => {
    const rules = this.#rules();
    const display = (raw: string): string => {
      const hint = hintFor(raw, rules);
      return toDisplay(raw, hint, () => validFormat(this.#check(raw, hint).result));
    };
    this.#editing = true;
    try {
      takeEdit(event, this.text, display, (text) => this.edited(text));
    } finally {
      this.#editing = false;
      this.#checked = null;
    }
    this.#verdicts.afterInput(event, () => this.#envelope);
    this.#announcer.schedule();
  };

  #onLabelSlotChange = (event: Event): void => {
    this.#slottedLabel = slotsLabel(event.target as HTMLSlotElement);
    this.requestUpdate();
  };
}

/** `validateUkAccount`, once loaded (`loadPairCheck`). */
let pairCheck: typeof validateUkAccount | undefined;
let pairCheckLoading: Promise<void> | undefined;

/** Loads `validateUkAccount` once, for the fields with `account-input`. */
function loadPairCheck(): Promise<void> {
  pairCheckLoading ??= import('../uk-modulus.ts').then(
    (module) => {
      pairCheck = module.validateUkAccount;
    },
    (error: unknown) => {
      // A failed load is tried again at the next change.
      pairCheckLoading = undefined;
      throw error;
    },
  );
  return pairCheckLoading;
}

/** A check of the field's text: the text, its hint, when the check began, and its verdict (null: not validated). */
interface Checked {
  text: string;
  hint: Format | undefined;
  start: number;
  result: ValidationResult | null;
}

/** The format of a valid verdict, else null: the writing style a number without a hint is shown in. */
function validFormat(result: ValidationResult | null): Format | null {
  return result?.valid ? result.format : null;
}
