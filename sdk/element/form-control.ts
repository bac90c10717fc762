import { ReactiveElement } from '@lit/reactive-element';

/**
 * What makes a text field a form control, as native inputs are: the form's API (`form`, `labels`,
 * `validity`, `checkValidity()`, `setCustomValidity()`, …), the value and the default value that a
 * form reset goes back to, `change` when the user commits an edit, implicit submission on Enter,
 * and the form's disabling, reset and state restoration. What the text means is the subclass's:
 * it shows and validates a text in `setText`, and brings validity and rendering along in `changed`.
 */
export abstract class FormControl extends ReactiveElement {
  static formAssociated = true;

  protected readonly internals: ElementInternals;
  /** The text in the field, as the subclass shows it. */
  protected text = '';
  /** The message of `setCustomValidity`. */
  protected customMessage = '';
  /** The user has edited the field, or a submission was tried. */
  protected interacted = false;
  /** The form is disabled (a disabled fieldset, say). */
  protected formDisabled = false;
  #required = false;
  #defaultValue = '';
  /** The value was set, by the user or a program: the default value no longer shows through. */
  #dirty = false;
  #editedSinceCommit = false;
  #committed = '';

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.addEventListener('invalid', () => {
      this.interacted = true;
      this.changed();
      this.requestUpdate();
    });
  }

  /**
   * Shows `text` in the field, validates it, and brings the form value and validity along. With
   * `unlessShown`, a text that would show exactly as the field does now changes nothing.
   */
  protected abstract setText(text: string, unlessShown?: boolean): void;

  /** Something that validity or rendering depends on changed. */
  protected abstract changed(): void;

  /** The inner input. */
  protected abstract get field(): HTMLTextAreaElement | undefined;

  /**
   * The text in the field, as displayed (an IBAN in groups of four, a sort code as `12-34-56`).
   * Set to a text that shows as the field already does (the same number, grouped or not), it
   * changes nothing and fires nothing.
   */
  get value(): string {
    return this.text;
  }

  set value(text: string) {
    this.#dirty = true;
    // As a native input, whose value set to itself stays: a framework's binding writes its text back
    // on every render, and that text may be the number as it was given (ungrouped) rather than shown.
    this.setText(String(text ?? ''), true);
  }

  /** The default value (the `value` attribute); a form reset goes back to it. */
  get defaultValue(): string {
    return this.#defaultValue;
  }

  set defaultValue(text: string) {
    const old = this.#defaultValue;
    this.#defaultValue = String(text ?? '');
    if (!this.#dirty) this.setText(this.#defaultValue);
    this.requestUpdate('defaultValue', old);
  }

  /** An empty required control is invalid (`valueMissing`) and blocks form submission. */
  get required(): boolean {
    return this.#required;
  }

  set required(required: boolean) {
    const old = this.#required;
    this.#required = Boolean(required);
    this.changed();
    this.requestUpdate('required', old);
  }

  /** The form this control belongs to. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** The labels associated with this control. */
  get labels(): NodeList {
    return this.internals.labels;
  }

  get validity(): ValidityState {
    return this.internals.validity;
  }

  get validationMessage(): string {
    return this.internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.internals.willValidate;
  }

  checkValidity(): boolean {
    return this.internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.internals.reportValidity();
  }

  /** Sets a custom error that takes precedence over the verdict; an empty string clears it. */
  setCustomValidity(message: string): void {
    this.customMessage = String(message ?? '');
    this.changed();
    this.requestUpdate();
  }

  override focus(options?: FocusOptions): void {
    this.field?.focus(options);
  }

  override blur(): void {
    this.field?.blur();
  }

  formResetCallback(): void {
    this.#dirty = false;
    this.interacted = false;
    this.#editedSinceCommit = false;
    this.setText(this.#defaultValue);
    this.#committed = this.text;
  }

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
    this.requestUpdate();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state !== 'string') return;
    this.#dirty = true;
    this.setText(state);
    this.#committed = this.text;
  }

  /** The user edits the field to `text`; returns the text the field shows for it. */
  protected edited(text: string): string {
    this.#dirty = true;
    this.interacted = true;
    this.#editedSinceCommit = true;
    this.setText(text);
    return this.text;
  }

  /** Listeners for the inner input: `change` on leaving it, and on Enter, which also submits the form. */
  protected fieldListeners: Record<string, EventListener> = {
    focus: () => {
      this.#committed = this.text;
      this.#editedSinceCommit = false;
      this.requestUpdate();
    },
    blur: () => {
      this.#commit();
      this.requestUpdate();
    },
    keydown: (event) => {
      const key = event as KeyboardEvent;
      if (key.key !== 'Enter' || key.isComposing) return;
      // The inner input is a textarea for its wrapping only: Enter never breaks a line.
      event.preventDefault();
      if (key.altKey || key.ctrlKey || key.metaKey || key.shiftKey) return;
      this.#commit();
      // The inner input is outside the form's tree, so implicit submission has to be asked for.
      this.form?.requestSubmit();
    },
  };

  #commit(): void {
    if (!this.#editedSinceCommit || this.text === this.#committed) return;
    this.#committed = this.text;
    this.#editedSinceCommit = false;
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }
}
