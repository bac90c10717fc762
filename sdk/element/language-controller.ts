import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { BankNumberMessages } from '../locales/types.ts';

/**
 * The language chunk (the body of `localize()` and the catalogue loaders): loaded before the first
 * catalogue, as only words need it.
 */
export let runtime: typeof import('./language.ts') | undefined;

/**
 * The element's words: the catalogue of the language of its `lang` attribute, or else of its
 * nearest ancestor's, across shadow roots; it follows changes to any of them. A language without a
 * catalogue, or whose catalogue cannot be loaded, gets English.
 */
export class LanguageController implements ReactiveController {
  /** The catalogue in use; null until the first has loaded. */
  catalogue: BankNumberMessages | null = null;
  /** Settles once the catalogue of the current language has loaded (or failed to). */
  ready: Promise<unknown> | undefined;
  #host: ReactiveControllerHost & HTMLElement;
  #onChange: () => void;
  #language: string | undefined;
  #observer = new MutationObserver(() => this.#follow());

  /** `onChange` hears that a new catalogue is in use. */
  constructor(host: ReactiveControllerHost & HTMLElement, onChange: () => void) {
    this.#host = host;
    this.#onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    this.#follow();
  }

  hostDisconnected(): void {
    this.#observer.disconnect();
  }

  #follow(): void {
    let lang: string | null = null;
    // Every ancestor, across shadow roots, is watched: a `lang` set on any of them may decide.
    for (let node: Node | null = this.#host; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
      if (node.nodeType === 1) {
        this.#observer.observe(node, { attributeFilter: ['lang'] });
        lang ??= (node as Element).getAttribute('lang');
      }
    }
    // The primary subtag: `de-CH` is German. The language chunk knows which languages there are
    // (`bank-number/locales/*`) and answers any other with English.
    const language = (lang ?? '').toLowerCase().split(/[-_]/)[0] as string;
    if (language === this.#language) return;
    this.#language = language;
    this.ready = (runtime ? Promise.resolve(runtime) : import('./language.ts'))
      .then((module) => (runtime = module).catalogue(language).then((found) => found ?? module.catalogue('en')))
      .then((found) => {
        if (language !== this.#language || !found) return;
        this.catalogue = found;
        this.#onChange();
      })
      // Without its words (offline, say), the element still renders and validates.
      .catch(() => {});
  }
}
