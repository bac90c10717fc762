/**
 * Measures `lookupRoutingNumberSync` and `lookupSortCodeSync` once their data is loaded: the mean
 * time of one call over a mix of curated and unknown inputs. Target: well under 1 µs.
 *
 *   npm run bench:lookup-us-uk
 */
import { loadSortCodeLookup, lookupSortCodeSync } from '../../sdk/formats/uk-sort-code/lookup.ts';
import { loadRoutingNumberLookup, lookupRoutingNumberSync } from '../../sdk/formats/us-routing/lookup.ts';
import { commandLine } from '../dev/command-line.ts';

commandLine(
  'usage: npm run bench:lookup-us-uk\n\nThe time of one routing number and one sort code lookup once the data is loaded.',
  { options: {} },
);

const ROUNDS = 2_000_000;

function measure(name: string, inputs: readonly string[], lookup: (s: string) => unknown): number {
  let sink = 0;
  for (let i = 0; i < 200_000; i++) if (lookup(inputs[i % inputs.length] as string) !== null) sink++;
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) if (lookup(inputs[i % inputs.length] as string) !== null) sink++;
  const ns = Number(process.hrtime.bigint() - start) / ROUNDS;
  console.log(`${name}: ${ns.toFixed(1)} ns per lookup (${ROUNDS} calls, ${sink} hits)`);
  return ns;
}

await Promise.all([loadRoutingNumberLookup(), loadSortCodeLookup()]);
const us = measure(
  'lookupRoutingNumberSync',
  ['124003116', '021000021', '011000015', '121000248', '031100649', '999999999'],
  lookupRoutingNumberSync,
);
const uk = measure(
  'lookupSortCodeSync',
  ['040004', '608371', '090140', '123456', '560045', '090137'],
  lookupSortCodeSync,
);
if (us >= 1000 || uk >= 1000) {
  console.error('a lookup took 1 µs or more');
  process.exitCode = 1;
}
