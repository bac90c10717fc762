/**
 * Prints how current the shipped data is, for `npm test`: one line, and the datasets past their
 * validity. Exits 0 whatever the date (a suite must not break on a calendar day);
 * `bank-number data status` is the command that exits non-zero.
 */
import { statusLine } from '../../sdk/cli/data-command.ts';
import { dataStatus } from '../../sdk/data-status.ts';
import { commandLine } from '../dev/command-line.ts';

commandLine('usage: npm run data:status\n\nHow current the shipped data is, in one line; exits 0 whatever the date.', {
  options: {},
});

const status = dataStatus();
const expired = status.filter((s) => s.expired);
const dated = status.filter((s) => s.validUntil !== null).map((s) => `${s.id} valid until ${s.validUntil}`);
console.log(
  `data status: ${status.length} datasets, ${expired.length} past their validity` +
    (dated.length > 0 ? ` (${dated.join(', ')})` : '') +
    '; refresh: npm run data:update',
);
for (const s of expired) console.log(`  ${statusLine(s)}`);
