/**
 * Measures `lookupIbanBankSync` and `lookupBicSync` once their data is loaded: the mean time of one
 * call over a mix of known and unknown inputs from several countries, and the time to load (import
 * and decode) the largest chunks. Target: well under 1 µs per lookup.
 *
 *   npm run bench:lookup
 */
import { loadBicLookup, lookupBicSync } from '../../sdk/formats/bic/lookup.ts';
import { loadIbanLookup, lookupIbanBankSync } from '../../sdk/formats/iban/lookup.ts';
import { commandLine } from '../dev/command-line.ts';

commandLine(
  'usage: npm run bench:lookup\n\nThe time of one IBAN and one BIC bank lookup once the data is loaded, and of loading the largest chunks.',
  { options: {} },
);

const ROUNDS = 2_000_000;

function measure(name: string, inputs: readonly string[], lookup: (s: string) => unknown): number {
  let hits = 0;
  for (let i = 0; i < 200_000; i++) if (lookup(inputs[i % inputs.length] as string) !== null) hits++;
  hits = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) if (lookup(inputs[i % inputs.length] as string) !== null) hits++;
  const ns = Number(process.hrtime.bigint() - start) / ROUNDS;
  console.log(`${name}: ${ns.toFixed(1)} ns per lookup (${ROUNDS} calls, ${hits} hits)`);
  return ns;
}

async function timed(name: string, load: () => Promise<void>): Promise<void> {
  const start = process.hrtime.bigint();
  await load();
  console.log(`${name}: ${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)} ms`);
}

await timed('load IBAN DE (import and decode)', () => loadIbanLookup('DE'));
await timed('load BIC DE (import and decode)', () => loadBicLookup('DE'));
await Promise.all(['AT', 'BE', 'DK', 'ES', 'FR', 'GB', 'IT'].flatMap((cc) => [loadIbanLookup(cc), loadBicLookup(cc)]));

const iban = measure(
  'lookupIbanBankSync',
  [
    'DE89370400440532013000',
    'AT611904300234573201',
    'BE68539007547034',
    'DK5000400440116243',
    'ES9121000418450200051332',
    'FR1420041010050500013M02606',
    'GB29NWBK60161331926819',
    'IT60X0542811101000000123456',
    'DE02999999990000000000',
  ],
  lookupIbanBankSync,
);
const bic = measure(
  'lookupBicSync',
  [
    'COBADEFF',
    'COBADEFFXXX',
    'DEUTDEBB121',
    'BKAUATWW',
    'AGRIFRCC802',
    'CAIXESBBXXX',
    'NWBKGB2L',
    'COBADEFF999',
    'ZZZZDEFF',
  ],
  lookupBicSync,
);
if (iban >= 1000 || bic >= 1000) {
  console.error('a lookup took 1 µs or more');
  process.exitCode = 1;
}
