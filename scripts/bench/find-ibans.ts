/**
 * Benchmark of `findIbans` on 1 MiB of adversarial text (scripts/bench/find-ibans-input.ts): runs
 * of digits, letters, dashes and spaces, and runs of possible IBAN starts. Prints the best, median
 * and worst wall time of several rounds, the median CPU time of the process during a round (which
 * waiting for a shared core does not inflate) and the load average; exits with 1 when the median
 * CPU time is over the budget of 100 ms.
 *
 *   npm run bench:find-ibans -- [--rounds 21] [--size 1048576]
 */
import { loadavg } from 'node:os';
import { findIbans } from '../../sdk/formats/iban/find.ts';
import { adversarialText, PLANTED } from './find-ibans-input.ts';
import { commandLine } from '../dev/command-line.ts';

const BUDGET_MS = 100;

const { values } = commandLine('usage: npm run bench:find-ibans [-- --rounds N] [--size CHARACTERS]', {
  options: { rounds: { type: 'string', default: '21' }, size: { type: 'string', default: String(1 << 20) } },
});
const rounds = Number(values.rounds);
const size = Number(values.size);
const text = adversarialText(size);
console.log(
  `findIbans on ${text.length} characters of adversarial text, ${rounds} rounds; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
let found = findIbans(text);
const times: number[] = [];
const cpu: number[] = [];
for (let r = 0; r < rounds; r++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  found = findIbans(text);
  times.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
const wall = sorted(times);
const median = wall[Math.floor(wall.length / 2)] as number;
const cpuMedian = sorted(cpu)[Math.floor(cpu.length / 2)] as number;
console.log(
  `wall: best ${(wall[0] as number).toFixed(1)} ms, median ${median.toFixed(1)} ms, ` +
    `worst ${(wall.at(-1) as number).toFixed(1)} ms`,
);
console.log(`CPU time: median ${cpuMedian.toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
console.log(
  `${(text.length / 1048576 / ((wall[0] as number) / 1000)).toFixed(1)} MiB/s at the best; ` +
    `found ${found.length} IBANs (${PLANTED.length} kinds planted)`,
);
console.log(
  `load average after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
if (cpuMedian > BUDGET_MS) {
  console.error(`over budget: median CPU time ${cpuMedian.toFixed(1)} ms > ${BUDGET_MS} ms`);
  process.exit(1);
}
