/**
 * The watch of a BIC field on the IBAN field it points to (`iban-field`): whether the BIC it holds
 * names the bank of the IBAN in that field (`checkBicForIban`), so that the BIC field can warn
 * when it names another bank. It warns only: the BIC field stays valid, since the directory may be
 * older than the bank's BICs. docs/forms.md, "A BIC beside an IBAN".
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { Envelope } from '../core/types.ts';
import { BIC_FORMAT } from '../formats/identities.ts';

/** The BIC field as the watch reads it each time it checks: a `<bank-number-input>`. */
export interface BicField extends ReactiveControllerHost, HTMLElement {
  /** The `iban-field` attribute: the id of the IBAN field in the same document or shadow root, or its name in the form. */
  readonly ibanField: string;
  /** The field loads no bank data (`no-lookup`). */
  readonly noLookup: boolean;
  /** The field's verdict: a valid BIC is checked. */
  readonly envelope: Envelope | null;
  /** The form of the field, where an IBAN field named by `name` is looked for. */
  readonly form: HTMLFormElement | null;
}

// The events after which an IBAN field holds another value: a person's edit (`input`, `change`) and
// `<bank-number-input>`'s new verdict, which follows programmatic changes too.
const EVENTS = ['input', 'change', 'bank-number-validate'] as const;

export class BicMatch implements ReactiveController {
  /** The BIC of the IBAN's bank while the field's BIC names another bank; null otherwise. */
  otherBank: string | null = null;
  readonly #host: BicField;
  /** The normalized IBAN of a field's text when it is a valid IBAN (on the data loaded so far), else null. */
  readonly #validIban: (text: string) => string | null;
  /** Where the events are listened for: the host's document or shadow root, while it is connected. */
  #root: Node | null = null;
  /** The number of the latest check: an older one that settles later changes nothing. */
  #run = 0;

  constructor(host: BicField, validIban: (text: string) => string | null) {
    this.#host = host;
    this.#validIban = validIban;
    host.addController(this);
  }

  hostConnected(): void {
    this.#root = this.#host.getRootNode();
    for (const type of EVENTS) this.#root.addEventListener(type, this.#onEvent, true);
    void this.check();
  }

  hostDisconnected(): void {
    for (const type of EVENTS) this.#root?.removeEventListener(type, this.#onEvent, true);
    this.#root = null;
    this.#run++;
  }

  /** Checks the field's BIC against the IBAN field's number again, and tells the host when the answer changes. */
  async check(): Promise<void> {
    const run = ++this.#run;
    const { ibanField, noLookup, form, envelope } = this.#host;
    const bic = envelope?.result.valid && envelope.result.format === BIC_FORMAT ? envelope.result.normalized : null;
    const text = bic === null || noLookup || ibanField === '' ? '' : textOf(this.#ibanElement(ibanField, form));
    let otherBank: string | null = null;
    const country = this.#validIban(text)?.slice(0, 2);
    if (bic !== null && country !== undefined) {
      const { bicsForIbanSync, consistencyOf, loadIbanLookup } = await import('../bic-consistency.ts');
      await loadIbanLookup(country);
      // Checked again on the data now loaded: a German IBAN's account check comes with it.
      const iban = this.#validIban(text);
      if (iban !== null && consistencyOf(bic, iban).status === 'inconsistent')
        otherBank = bicsForIbanSync(iban)?.[0] ?? null;
    }
    if (run !== this.#run || otherBank === this.otherBank) return;
    this.otherBank = otherBank;
    this.#host.requestUpdate();
  }

  /** The IBAN field: by id in the host's root, else by name in the host's form. */
  #ibanElement(ibanField: string, form: HTMLFormElement | null): Element | null {
    const root = this.#root as (Node & Partial<NonElementParentNode>) | null;
    const byId = root?.getElementById?.(ibanField) ?? null;
    if (byId) return byId;
    const named = form?.elements.namedItem(ibanField);
    return named instanceof Element ? named : null;
  }

  #onEvent = (event: Event): void => {
    const { ibanField, form } = this.#host;
    if (ibanField === '' || event.target === this.#host) return;
    const target = this.#ibanElement(ibanField, form);
    if (target !== null && event.composedPath().includes(target)) void this.check();
  };
}

/** The text of a field: `value` of an `<input>` or a `<bank-number-input>`; empty for anything else. */
function textOf(element: Element | null): string {
  const value = (element as { value?: unknown } | null)?.value;
  return typeof value === 'string' ? value : '';
}
