/**
 * Lookup data kept per country, loaded on first use: the loading that the IBAN and BIC lookups share.
 * `load` is the format's own `import()` of its loader (a literal path, so that bundlers and module
 * loaders can find every chunk); it resolves to the country's data, or to nothing for a country
 * without data.
 */
export interface CountryData {
  /**
   * Loads one country once (the promise is kept); never rejects: a failed import is forgotten so
   * that a later call tries again, and a country without data is not remembered either.
   */
  load(countryCode: string): Promise<void>;
  /** True once the country's data is loaded. */
  has(countryCode: string): boolean;
}

/**
 * Loading into `loaded` (the format's map of loaded data, by upper-case country code, which its
 * synchronous lookup reads directly: a validation bundle keeps only that map, not the loader).
 */
export function countryData<D>(
  loaded: Map<string, D>,
  load: (countryCode: string) => Promise<D | null | undefined>,
): CountryData {
  const loading = new Map<string, Promise<void>>();
  const code = (countryCode: unknown): string => (typeof countryCode === 'string' ? countryCode.toUpperCase() : '');
  return {
    load(countryCode) {
      const cc = code(countryCode);
      let pending = loading.get(cc);
      if (pending === undefined) {
        pending = load(cc).then(
          (data) => {
            if (data) loaded.set(cc, data);
            // Only real countries stay in the table, whatever codes callers pass.
            else loading.delete(cc);
          },
          () => {
            loading.delete(cc);
          },
        );
        loading.set(cc, pending);
      }
      return pending;
    },
    has: (countryCode) => loaded.has(code(countryCode)),
  };
}
