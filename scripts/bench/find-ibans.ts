/**
 * Benchmark of `findIbans` on 1 MiB of adversarial text (scripts/bench/find-ibans-input.ts): runs
 * of digits, letters, dashes and spaces, and runs of possible IBAN starts. Prints the best and
 * median wall time of several rounds and the load average, since the machine may be shared; exits
 * with 1 when the median is over the budget of 100 ms.
 *
 *   npx tsx scripts/bench/find-ibans.ts [--rounds 21] [--size 1048576]
 */
import { loadavg } from 'node:os';
import { findIbans } from '../../sdk/formats/iban/find.ts';
import { adversarialText, PLANTED } from './find-ibans-input.ts';

const BUDGET_MS = 100;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const rounds = option('--rounds', 21);
const size = option('--size', 1 << 20);
const text = adversarialText(size);
console.log(`findIbans on ${text.length} characters of adversarial text, ${rounds} rounds; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
let found = findIbans(text);
const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  found = findIbans(text);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] as number;
console.log(`best ${(times[0] as number).toFixed(1)} ms, median ${median.toFixed(1)} ms, worst ${(times.at(-1) as number).toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
console.log(`${(text.length / 1048576 / (median / 1000)).toFixed(1)} MiB/s at the median; found ${found.length} IBANs (${PLANTED.length} kinds planted)`);
console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
if (median > BUDGET_MS) {
  console.error(`over budget: median ${median.toFixed(1)} ms > ${BUDGET_MS} ms`);
  process.exit(1);
}
