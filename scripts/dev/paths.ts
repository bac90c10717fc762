/** Where the scripts find the repository and the shared reference data. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** `../shared/data-sources` beside the repository, or `BANK_NUMBER_SOURCES`. */
export const sourcesDir = process.env.BANK_NUMBER_SOURCES ?? join(repoRoot, '..', 'shared', 'data-sources');
export const dataDir = join(repoRoot, 'data');
