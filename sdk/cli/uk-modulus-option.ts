/**
 * `--uk-modulus DIR` of `validate` and `serve`: Pay.UK's modulus tables put in place for the
 * process, from the folder given, else from the folder `bank-number data fetch uk-modulus` fills
 * when it holds them; without either, nothing changes.
 * @module
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UK_MODULUS_FILES, setUkModulusTables } from '../uk-modulus.ts';
import { readUkModulusTables, UK_MODULUS_DIR } from './uk-modulus.ts';

/** The tables in use and where they came from; or why the folder could not be read. */
export type UkModulusOption = { ok: true; description: string | null } | { ok: false; message: string };

/**
 * Reads the tables of `given` (`--uk-modulus DIR`), or of the default folder when it holds
 * `valacdos.txt`, and puts them in place (`setUkModulusTables`). `description` says which release
 * from which folder, for a banner; null when no tables are in use. A folder that cannot be read, or
 * whose files are not in Pay.UK's layout, is `ok: false` with the reason.
 */
export async function loadUkModulusOption(given: string | undefined): Promise<UkModulusOption> {
  const dir = given ?? (existsSync(join(UK_MODULUS_DIR, UK_MODULUS_FILES.valacdos)) ? UK_MODULUS_DIR : undefined);
  if (dir === undefined) return { ok: true, description: null };
  try {
    const tables = await readUkModulusTables(dir);
    setUkModulusTables(tables);
    const release = tables.version === null ? 'release not recorded' : `release ${tables.version}`;
    const date = tables.date === null ? '' : ` of ${tables.date}`;
    return { ok: true, description: `uk modulus: ${release}${date} from ${resolve(dir)}` };
  } catch (error) {
    return {
      ok: false,
      message: `${given === undefined ? UK_MODULUS_DIR : '--uk-modulus'}: ${(error as Error).message}`,
    };
  }
}
