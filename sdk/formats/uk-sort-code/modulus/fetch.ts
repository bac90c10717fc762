import { parseUkModulusTables, type UkModulusTables, UkModulusTablesError } from './tables.ts';

/**
 * What a folder of tables records beside the two files (`about.json`): the release and the date
 * they take effect, and where and when they were fetched.
 */
export interface UkModulusAbout {
  version?: string | null;
  date?: string | null;
  source?: string | null;
  fetchedAt?: string | null;
}

/** The file names of a folder of tables: the two of Pay.UK and the record beside them. */
export const UK_MODULUS_FILES = { valacdos: 'valacdos.txt', scsubtab: 'scsubtab.txt', about: 'about.json' } as const;

/** The release and date of an `about.json` text; empty for text that is not such a record. */
export function readUkModulusAbout(text: string | null): { version?: string; date?: string } {
  if (text === null) return {};
  try {
    const about = JSON.parse(text) as UkModulusAbout;
    const pick = (v: unknown): string | undefined => (typeof v === 'string' && v.length <= 32 ? v : undefined);
    const version = pick(about?.version);
    const date = pick(about?.date);
    return { ...(version && { version }), ...(date && { date }) };
  } catch {
    return {};
  }
}

/**
 * Fetches Pay.UK's modulus tables from a folder served over HTTP (a browser's own origin, say):
 * `valacdos.txt` and `scsubtab.txt` under `base`, and `about.json` beside them when there is one.
 * Rejects with `UkModulusTablesError` for a file that does not come (naming its status) or is not
 * in Pay.UK's layout. Put the result in place with `setUkModulusTables`.
 * @example
 * // In a page: setUkModulusTables(await fetchUkModulusTables('/uk-modulus/'));
 * await fetchUkModulusTables('http://127.0.0.1:9/uk-modulus/').catch((e) => e.name) // 'UkModulusTablesError'
 */
export async function fetchUkModulusTables(base: string | URL): Promise<UkModulusTables> {
  const root = new URL(base, globalThis.location?.href);
  if (!root.pathname.endsWith('/')) root.pathname += '/';
  const get = async (file: string, optional: boolean): Promise<string | null> => {
    let response: Response;
    try {
      response = await fetch(new URL(file, root));
    } catch (error) {
      throw new UkModulusTablesError(
        file,
        0,
        `cannot be fetched from ${new URL(file, root).href} (${(error as Error).message})`,
      );
    }
    if (response.ok) return response.text();
    if (optional) return null;
    throw new UkModulusTablesError(file, 0, `the server answered ${response.status} for ${new URL(file, root).href}`);
  };
  const [valacdos, scsubtab, about] = await Promise.all([
    get(UK_MODULUS_FILES.valacdos, false),
    get(UK_MODULUS_FILES.scsubtab, false),
    get(UK_MODULUS_FILES.about, true).catch(() => null),
  ]);
  return parseUkModulusTables(valacdos as string, scsubtab as string, readUkModulusAbout(about));
}
