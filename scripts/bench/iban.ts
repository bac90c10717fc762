/**
 * IBAN benchmark: `isValidIban`, the whole-envelope validation and the peers' boolean checks, in one
 * process on one mixed corpus, in ns per call (median of several rounds).
 *
 *   npm run bench:iban -- [--rounds 15] [--json]
 *
 * The corpus: every registry example in electronic form, in print form and in lower case, and invalid
 * variants (one character changed, two swapped, one dropped, an unknown country). Each peer gets the
 * input as its documented API expects it: ibantools after its `electronicFormatIBAN`, fast-iban after
 * the same cleanup (it neither strips spaces nor upper-cases); iban, iban-ts and ibankit clean up
 * themselves. The envelope is `{ apiVersion: '1', processingTimeMs, result }` around
 * `checkIban(normalize(s))`, built as the dispatcher builds it, and the dispatcher's own
 * `validateSync(s, { format: 'iban' })` is measured too.
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as ibantools from 'ibantools';
import * as ibanTs from 'iban-ts';
import { IBAN as IbanKit } from 'ibankit';
import { checkInput } from '../../sdk/core/request.ts';
import { normalize } from '../../sdk/core/normalize.ts';
import type { Envelope } from '../../sdk/core/types.ts';
import { checkIban, isValidIban, validateIban } from '../../sdk/formats/iban/index.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../test/vectors/iban.ts';
import { validateSync } from '../../sdk/validate.ts';
import { commandLine } from '../dev/command-line.ts';

const require = createRequire(import.meta.url);
const ibanJs = require('iban') as { isValid(s: string): boolean };
const fastIban = require('fast-iban') as { validateIBAN(s: string, validateBBAN?: boolean): boolean };

/** The mixed corpus, deterministic. */
export function corpus(): string[] {
  const out: string[] = [];
  for (const iban of Object.values(IBAN_REGISTRY_EXAMPLES)) {
    out.push(iban, iban.replace(/(.{4})(?=.)/g, '$1 '), iban.toLowerCase());
    const mid = Math.floor(iban.length / 2);
    const changed = iban[mid] === '7' ? '8' : '7';
    out.push(iban.slice(0, mid) + changed + iban.slice(mid + 1));
    let at = mid;
    while (iban[at] === iban[at + 1]) at++;
    out.push(iban.slice(0, at) + (iban[at + 1] as string) + (iban[at] as string) + iban.slice(at + 2));
    out.push(iban.slice(0, -1));
    out.push(`QQ${iban.slice(2)}`);
  }
  return out;
}

const now = (): number => performance.now();

/** The envelope around checkIban, as sdk/validate.ts builds it. */
function envelope(s: string): Envelope {
  const start = now();
  checkInput(s);
  const result = checkIban(normalize(s));
  const ms = now() - start;
  return { apiVersion: '1', processingTimeMs: ms > 0 ? Math.round(ms * 1000) / 1000 : 0, result };
}

const ibantoolsClean = (s: string): string => ibantools.electronicFormatIBAN(s) ?? '';
const quiet = (): void => {};

/** The candidates: a name and a function that answers the verdict for one input. */
export const candidates: [string, (s: string) => unknown][] = [
  ['isValidIban', isValidIban],
  ['validateIban', (s) => validateIban(s).valid],
  ['envelope: checkIban(normalize(s))', envelope],
  ["envelope: validateSync(s, { format: 'iban' })", (s) => validateSync(s, { format: 'iban' })],
  ['ibantools isValidIBAN(electronicFormatIBAN(s))', (s) => ibantools.isValidIBAN(ibantoolsClean(s))],
  ['iban IBAN.isValid', (s) => ibanJs.isValid(s)],
  ['iban-ts isValid', (s) => ibanTs.isValid(s)],
  ['ibankit IBAN.isValid', (s) => IbanKit.isValid(s)],
  [
    'fast-iban validateIBAN(s, true)',
    (s) => {
      try {
        return fastIban.validateIBAN(ibantoolsClean(s), true);
      } catch {
        return false;
      }
    },
  ],
];

/**
 * ns per call over the corpus for each candidate. After a warm-up, each round times one pass of every
 * candidate in turn (about 50 ms each), so that a load spike on a shared machine hits all of them
 * alike; the median of the rounds is reported, and the fastest round.
 */
export function measure(
  fns: readonly ((s: string) => unknown)[],
  inputs: readonly string[],
  rounds: number,
): { median: number; min: number }[] {
  let sink = 0;
  const pass = (fn: (s: string) => unknown, reps: number): number => {
    const t0 = process.hrtime.bigint();
    for (let r = 0; r < reps; r++) for (let i = 0; i < inputs.length; i++) if (fn(inputs[i] as string)) sink++;
    return Number(process.hrtime.bigint() - t0) / (reps * inputs.length);
  };
  const reps = fns.map((fn) => {
    for (let t = now(); now() - t < 300; ) pass(fn, 1);
    return Math.max(1, Math.round(50e6 / (pass(fn, 20) * inputs.length)));
  });
  const times: number[][] = fns.map(() => []);
  for (let r = 0; r < rounds; r++) fns.forEach((fn, i) => (times[i] as number[]).push(pass(fn, reps[i] as number)));
  if (sink < 0) console.log(sink);
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { median: t[Math.floor(t.length / 2)] as number, min: t[0] as number };
  });
}

function main(): void {
  const { values } = commandLine('usage: npm run bench:iban [-- --rounds N] [--json]', {
    options: { rounds: { type: 'string', default: '15' }, json: { type: 'boolean' } },
  });
  const rounds = Number(values.rounds);
  const inputs = corpus();
  // fast-iban reports invalid BBANs on the console; silence it while it runs.
  const { info, warn } = console;
  console.info = quiet;
  console.warn = quiet;
  const valid = candidates.map(
    ([, fn]) =>
      inputs.filter((s) => {
        const r = fn(s);
        return typeof r === 'object' && r !== null ? (r as Envelope).result.valid : r === true;
      }).length,
  );
  // The machine may be shared: the load before and after goes with the figures.
  const loadBefore = loadavg();
  const times = measure(
    candidates.map(([, fn]) => fn),
    inputs,
    rounds,
  );
  const load = {
    before: loadBefore.map((l) => Number(l.toFixed(2))),
    after: loadavg().map((l) => Number(l.toFixed(2))),
  };
  console.info = info;
  console.warn = warn;
  const rows = candidates.map(([name], i) => ({
    name,
    ...(times[i] as { median: number; min: number }),
    valid: valid[i] as number,
  }));
  const peers = rows.filter(
    (r) => !r.name.startsWith('isValidIban') && !r.name.startsWith('validateIban') && !r.name.startsWith('envelope'),
  );
  const fastest = peers.reduce((a, b) => (b.median < a.median ? b : a));
  const ours = rows[0] as (typeof rows)[number];
  const env = rows[2] as (typeof rows)[number];
  const dispatcher = rows[3] as (typeof rows)[number];
  const summary = {
    corpus: inputs.length,
    rounds,
    fastestPeer: fastest.name,
    isValidIbanSpeedup: fastest.median / ours.median,
    envelopeSpeedup: fastest.median / env.median,
    dispatcherEnvelopeSpeedup: fastest.median / dispatcher.median,
  };
  if (values.json === true) {
    console.log(JSON.stringify({ rows, summary, load }, null, 2));
    return;
  }
  console.log(
    `corpus: ${inputs.length} inputs (${Object.keys(IBAN_REGISTRY_EXAMPLES).length} registry examples × 7 forms); ` +
      `median of ${rounds} rounds; node ${process.version}`,
  );
  console.log(`${'candidate'.padEnd(50)}${'ns/op'.padStart(10)}${'min'.padStart(10)}${'valid'.padStart(8)}`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(50)}${r.median.toFixed(1).padStart(10)}${r.min.toFixed(1).padStart(10)}` +
        `${String(r.valid).padStart(8)}`,
    );
  console.log(`fastest peer: ${fastest.name}`);
  console.log(`isValidIban vs fastest peer: ${summary.isValidIbanSpeedup.toFixed(2)}× (target ≥ 4×)`);
  console.log(
    `envelope (validateSync) vs fastest peer's boolean: ${summary.dispatcherEnvelopeSpeedup.toFixed(2)}× (target ≥ 1.5×)`,
  );
  console.log(`envelope (checkIban) vs fastest peer's boolean: ${summary.envelopeSpeedup.toFixed(2)}×`);
  console.log(`load average (1, 5, 15 min): ${load.before.join(' ')} before, ${load.after.join(' ')} after`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
