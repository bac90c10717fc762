/**
 * Checks that `isValidIban` allocates nothing for an IBAN in electronic form: half a million checks
 * of the registry's examples run without a single garbage collection. A scavenge follows every few
 * MB allocated; 16 bytes per call would trigger one. Runs the checks in a child process, so that
 * nothing else allocates meanwhile, and optimizes on the main thread: on a busy machine the
 * background compiler can lag, and unoptimized code boxes some numbers. Exits with 1 when a
 * collection happens during the checks.
 *
 *   npm run bench:iban-allocation
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../dev/command-line.ts';

commandLine(
  'usage: npm run bench:iban-allocation\n\nExits 1 when isValidIban allocates enough for a garbage collection.',
  { options: {} },
);

const script = `
  import { isValidIban } from ${JSON.stringify(new URL('../../sdk/formats/iban/is-valid.ts', import.meta.url).href)};
  import { IBAN_REGISTRY_EXAMPLES } from ${JSON.stringify(new URL('../../test/vectors/iban.ts', import.meta.url).href)};
  const ex = Object.values(IBAN_REGISTRY_EXAMPLES).map((s) => s.split('').join(''));
  let n = 0;
  for (let r = 0; r < 1000; r++) for (const s of ex) if (isValidIban(s)) n++;
  globalThis.gc();
  console.log('START');
  for (let r = 0; r < 6000; r++) for (const s of ex) if (isValidIban(s)) n++;
  console.log('END ' + n);
`;
const out = execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--no-concurrent-recompilation',
    '--expose-gc',
    '--trace-gc',
    '--input-type=module',
    '-e',
    script,
  ],
  { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8' },
);
// The module loader's thread (tsx) has an isolate of its own that may collect at any time: only
// the main isolate's lines count, the one of the collection that gc() asked for ("testing").
const main = /\[\d+:(0x[0-9a-f]+)\][^\n]*testing/.exec(out)?.[1];
if (main === undefined || !out.includes('END ')) {
  console.error(`isValidIban allocation check: no trace of the run\n${out}`);
  process.exit(1);
}
const during = out
  .slice(out.indexOf('START'), out.indexOf('END'))
  .split('\n')
  .filter((line) => line.includes(`:${main}]`) && /Scavenge|Mark-Compact|Mark-sweep/.test(line));
const checks = Number(/END (\d+)/.exec(out)?.[1]);
console.log(`isValidIban: ${checks} checks in electronic form, ${during.length} garbage collections during them`);
if (during.length > 0) {
  console.error(during.join('\n'));
  process.exit(1);
}
