/**
 * The watch of a BIC field on the IBAN field it points to (`iban-field`): whether the BIC it holds
 * names the bank of the IBAN in that field (`checkBicForIban`), so that the BIC field can warn
 * when it names another bank. It warns only: the BIC field stays valid, since the directory may be
 * older than the bank's BICs. docs/forms.md, "A BIC beside an IBAN".
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { normalize } from '../core/normalize.ts';

/** What the watch reads of the BIC field each time it checks. */
export interface BicFieldState {
  /** The `iban-field` attribute: the id of the IBAN field in the same document or shadow root, or its name in the form. */
  ibanField: string;
  /** The field's valid BIC, normalized; null when it holds none. */
  bic: string | null;
  /** The field loads no bank data (`no-lookup`). */
  noLookup: boolean;
  /** The form of the BIC field, where an IBAN field named by `name` is looked for. */
  form: HTMLFormElement | null;
}

// The events after which an IBAN field holds another value: a person's edit (`input`, `change`) and
// `<bank-number-input>`'s new verdict, which follows programmatic changes too.
const EVENTS = ['input', 'change', 'bank-number-validate'] as const;

export class BicMatch implements ReactiveController {
  /** The BIC of the IBAN's bank while the field's BIC names another bank; null otherwise. */
  otherBank: string | null = null;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #read: () => BicFieldState;
  readonly #onChange: () => void;
  /** Where the events are listened for: the host's document or shadow root, while it is connected. */
  #root: Node | null = null;
  /** The number of the latest check: an older one that settles later changes nothing. */
  #run = 0;

  constructor(host: ReactiveControllerHost & HTMLElement, read: () => BicFieldState, onChange: () => void) {
    this.#host = host;
    this.#read = read;
    this.#onChange = onChange;
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
    const { ibanField, bic, noLookup, form } = this.#read();
    const iban = bic === null || noLookup || ibanField === '' ? '' : textOf(this.#ibanElement(ibanField, form));
    let otherBank: string | null = null;
    if (iban !== '' && bic !== null) {
      const { bicFacts, checkBicForIban } = await import('../bic-for-iban.ts');
      if ((await checkBicForIban(bic, iban)).status === 'inconsistent')
        otherBank = bicFacts('', normalize(iban)).bics?.[0] ?? null;
    }
    if (run !== this.#run || otherBank === this.otherBank) return;
    this.otherBank = otherBank;
    this.#onChange();
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
    const { ibanField, form } = this.#read();
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
