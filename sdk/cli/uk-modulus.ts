/**
 * `bank-number/uk-sort-code/node`: Pay.UK's modulus tables from a folder on disk, for Node (the
 * SDK, the CLI and the server read the same folder). docs/uk-modulus.md.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  parseUkModulusTables,
  readUkModulusAbout,
  UK_MODULUS_FILES,
  type UkModulusTables,
  UkModulusTablesError,
} from '../uk-modulus.ts';

/**
 * The folder `bank-number data fetch uk-modulus` writes the tables to and the readers read them
 * from when given none: `.bank-number/uk-modulus` under the working directory.
 */
export const UK_MODULUS_DIR = join('.bank-number', 'uk-modulus');

/**
 * Reads Pay.UK's modulus tables from a folder: `valacdos.txt` and `scsubtab.txt`, with the release
 * and date of `about.json` beside them when there is one (written by `bank-number data fetch
 * uk-modulus`). Rejects with `UkModulusTablesError` for a missing file or text not in Pay.UK's
 * layout. Put the result in place with `setUkModulusTables`.
 * @example setUkModulusTables(await readUkModulusTables());
 */
export async function readUkModulusTables(dir: string = UK_MODULUS_DIR): Promise<UkModulusTables> {
  const read = (file: string): Promise<string> =>
    readFile(join(dir, file), 'latin1').catch((error: NodeJS.ErrnoException) => {
      throw new UkModulusTablesError(file, 0, `cannot be read from ${dir} (${error.code ?? error.message})`);
    });
  const [valacdos, scsubtab, about] = await Promise.all([
    read(UK_MODULUS_FILES.valacdos),
    read(UK_MODULUS_FILES.scsubtab),
    readFile(join(dir, UK_MODULUS_FILES.about), 'utf8').catch(() => null),
  ]);
  return parseUkModulusTables(valacdos, scsubtab, readUkModulusAbout(about));
}
