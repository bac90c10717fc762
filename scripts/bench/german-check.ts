/**
 * `validate()` on German IBANs with the German account check and without it, side by side in one
 * process: rounds alternate between the two, over the same inputs, and the medians are compared.
 * The check may cost at most 1.2× the time without it.
 *
 *   npm run bench:german-check [-- --rounds 31] [--valid-only]
 *
 * Inputs: for every tenth bank code of the bank-code file, IBANs made by `generateIbans` (accounts
 * that pass the bank's method) and the same IBANs with one account digit changed and the IBAN check
 * digits made right again (most fail the method), so that both answers are timed; with
 * `--valid-only`, the first alone. Times are CPU time of the process (see `pass`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateIbans } from '../../sdk/formats/iban/generate.ts';
import { ibanCheckDigits, ibanLayout } from '../../sdk/formats/iban/registry.ts';
import { preloadLookups, validate } from '../../sdk/validate.ts';
import { commandLine } from '../dev/command-line.ts';
import { dataDir } from '../dev/paths.ts';

const BUDGET = 1.2;

const { values } = commandLine('usage: npm run bench:german-check [-- --rounds N] [--valid-only]', {
  options: { rounds: { type: 'string', default: '31' }, 'valid-only': { type: 'boolean', default: false } },
});

function inputs(): string[] {
  const methods = JSON.parse(readFileSync(join(dataDir, 'banks', 'de.bundesbank.json'), 'utf8'))
    .accountMethods as Record<string, string>;
  const codes = Object.keys(methods).filter((_, i) => i % 10 === 0);
  const out: string[] = [];
  for (const bankCode of codes) {
    for (const iban of generateIbans({ country: 'DE', bankCode, seed: 'bench', count: 2 })) {
      out.push(iban);
      const bban = `${iban.slice(4, 21)}${(Number(iban[21]) + 1) % 10}`;
      if (values['valid-only']) continue;
      out.push(`DE${ibanCheckDigits('DE', bban)}${bban}`);
    }
  }
  return out;
}

/** Each input validated REPEAT times in a row of the list; ns per call, and the valid answers of one run. */
const REPEAT = 4;

/**
 * One pass over the list, timed by the CPU time of the process (user and system): the time it
 * waits while other processes have the cores does not count, so that a busy machine changes the
 * figure less than it would the time on the clock.
 */
async function pass(list: readonly string[]): Promise<[ns: number, valid: number]> {
  let valid = 0;
  const start = process.cpuUsage();
  for (let k = 0; k < REPEAT; k++) for (const s of list) if ((await validate(s)).result.valid) valid++;
  const { user, system } = process.cpuUsage(start);
  return [((user + system) * 1000) / (list.length * REPEAT), valid / REPEAT];
}

/**
 * Passes before the timed rounds, alternating: the inputs reach some sixty methods, and V8 compiles
 * them over the first dozen passes or so; those passes time the compiler, not the check.
 */
const WARM_PASSES = 24;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

async function main(): Promise<void> {
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds: a positive whole number, not ${values.rounds}`);
  await preloadLookups('iban:DE');
  const entry = ibanLayout('DE');
  const check = entry?.rule;
  if (!entry || !check) throw new Error('the German account check is not in place after loading');
  const list = inputs();
  // One function stays in the entry for the whole run, so that the call site in the checks sees the
  // same target either way (swapping it would make V8 drop its optimized code in every round); `on`
  // only decides whether it asks the German check.
  let checking = true;
  entry.rule = (iban: string) => !checking || check(iban);
  const set = (on: boolean) => {
    checking = on;
  };
  // Warm both ways, then alternate which goes first in each round.
  for (let w = 0; w < WARM_PASSES; w++) {
    set(w % 2 === 0);
    await pass(list);
  }
  // Each round times both, back to back, and gives one ratio: a machine busy with other work slows
  // both of a round alike, so the median of the rounds' ratios is steadier than a ratio of medians.
  const times: Record<'with' | 'without', number[]> = { with: [], without: [] };
  const ratios: number[] = [];
  const valid: Record<'with' | 'without', number> = { with: 0, without: 0 };
  for (let r = 0; r < rounds; r++) {
    const round: Record<'with' | 'without', number> = { with: 0, without: 0 };
    for (const on of r % 2 ? [false, true] : [true, false]) {
      set(on);
      const [ns, v] = await pass(list);
      round[on ? 'with' : 'without'] = ns;
      times[on ? 'with' : 'without'].push(ns);
      valid[on ? 'with' : 'without'] = v;
    }
    ratios.push(round.with / round.without);
  }
  entry.rule = check;
  const ratio = median(ratios);
  console.log(`validate() on ${list.length} German IBANs, ${rounds} rounds, median ns per call`);
  console.log(`  with the account check:    ${median(times.with).toFixed(0)} ns (${valid.with} valid)`);
  console.log(`  without the account check: ${median(times.without).toFixed(0)} ns (${valid.without} valid)`);
  console.log(`  ratio, median of the rounds: ${ratio.toFixed(3)} (budget ${BUDGET})`);
  if (ratio > BUDGET) process.exitCode = 1;
}

await main();
