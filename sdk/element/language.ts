/**
 * What the element needs to speak a language, loaded as one chunk the first time an element
 * renders: the body of `localize()` with its helpers, and the loaders of the catalogues, each catalogue a chunk
 * of its own. Keeping the loaders here, not in the element, keeps the element's own chunk (what a
 * page loads before anything) free of eight chunk names.
 */
import type { BankNumberMessages } from '../locales/types.ts';

export { fill, localized } from '../locales/localized.ts';

/** The catalogues, one chunk each. English is one of them: no words are built into the element. */
const CATALOGUES: Readonly<Record<string, () => Promise<{ default: BankNumberMessages }>>> = {
  en: () => import('../locales/en.ts'),
  de: () => import('../locales/de.ts'),
  fr: () => import('../locales/fr.ts'),
  es: () => import('../locales/es.ts'),
  it: () => import('../locales/it.ts'),
  nl: () => import('../locales/nl.ts'),
  pl: () => import('../locales/pl.ts'),
  pt: () => import('../locales/pt.ts'),
};

const loaded = new Map<string, Promise<BankNumberMessages | null>>();

/**
 * The catalogue of `language` (a primary language subtag, lower case), or English for a language
 * without one; loaded once per page; null when it failed to load.
 */
export function catalogue(language: string): Promise<BankNumberMessages | null> {
  if (!Object.hasOwn(CATALOGUES, language)) language = 'en';
  let promise = loaded.get(language);
  if (!promise) {
    promise = (CATALOGUES[language] as () => Promise<{ default: BankNumberMessages }>)().then(
      (module) => module.default,
      () => {
        // Asked again next time: the network may be back.
        loaded.delete(language);
        return null;
      },
    );
    loaded.set(language, promise);
  }
  return promise;
}
