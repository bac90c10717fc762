/**
 * A focused run of the whole-project benchmark: the same corpora, candidates and timing as
 * `npm run bench` (index.ts), timed for some formats only, printed and never written. Every
 * candidate of every format first runs over its whole corpus, as in the correctness pass of the full
 * run, so that the timed state is the same.
 *
 * `--peers` keeps only the peers of the named packages (and every SDK and reference candidate).
 *
 *   npm run bench:focus -- [--formats iban,bic] [--peers iban-ts,bic] [--rounds 31]
 *     [--batch-ms 20] [--warm-ms 300]
 */
import { loadavg } from 'node:os';
import { budgetLines, checkBudgets } from './budgets.ts';
import { CANDIDATES, timingJobs } from './candidates.ts';
import { bicCorpus, ibanCorpus, routingCorpus, sortCodeCorpus, type CorpusEntry, type FormatName } from './corpus.ts';
import { measure, verdictSink } from './timing.ts';
import { commandLine } from '../dev/command-line.ts';

const { values } = commandLine(
  'usage: npm run bench:focus [-- --formats iban,bic] [--peers PACKAGE,…] [--rounds N] [--batch-ms MS] [--warm-ms MS]',
  {
    options: {
      formats: { type: 'string', default: 'iban,bic' },
      peers: { type: 'string', default: '' },
      rounds: { type: 'string', default: '31' },
      'batch-ms': { type: 'string', default: '20' },
      'warm-ms': { type: 'string', default: '300' },
    },
  },
);
const formats = values.formats.split(',') as FormatName[];
const peers = values.peers;
const timed = (c: { role: string; pkg?: string }): boolean =>
  c.role !== 'peer' || peers === '' || peers.split(',').includes(c.pkg ?? '');
const settings = {
  rounds: Number(values.rounds),
  batchMs: Number(values['batch-ms']),
  warmMs: Number(values['warm-ms']),
};

const corpora: Record<FormatName, CorpusEntry[]> = {
  iban: ibanCorpus(),
  bic: bicCorpus(),
  'us-routing': routingCorpus(),
  'uk-sort-code': sortCodeCorpus(),
};

// fast-iban reports invalid BBANs and unknown countries on the console: silenced while it runs.
const { info, warn } = console;
console.info = console.warn = () => {};
let seen = 0;
for (const format of Object.keys(corpora) as FormatName[])
  for (const candidate of CANDIDATES[format])
    for (const entry of corpora[format]) {
      try {
        if (candidate.fn(entry.input)) seen++;
      } catch {}
    }

const jobs = timingJobs(formats, corpora, timed);
const before = loadavg();
const timings = measure(jobs, settings);
const after = loadavg();
console.info = info;
console.warn = warn;

console.log(
  `load ${before.map((l) => l.toFixed(2)).join(' ')} before, ${after.map((l) => l.toFixed(2)).join(' ')} after`,
);
for (const format of formats)
  for (const set of ['mixed', 'clean'] as const) {
    const rows = jobs.flatMap((job, i) => (job.format === format && job.set === set ? [{ job, t: timings[i]! }] : []));
    const fastest = Math.min(...rows.filter((r) => r.job.candidate.role === 'peer').map((r) => r.t.median));
    console.log(`\n${format}, ${set}: ${rows[0]?.job.inputs.length} inputs`);
    for (const { job, t } of rows)
      console.log(
        job.candidate.name.padEnd(50) +
          t.median.toFixed(1).padStart(9) +
          `${t.min.toFixed(1)}–${t.max.toFixed(1)}`.padStart(16) +
          `${(t.median / fastest).toFixed(3)}×`.padStart(9),
      );
  }
const budgets = checkBudgets((format) =>
  jobs.flatMap((job, i) =>
    job.format === format && job.set === 'mixed'
      ? [{ ...job.candidate, median: (timings[i] as { median: number }).median }]
      : [],
  ),
);
console.log(`\nbudgets (mixed corpus):\n${budgetLines(budgets).join('\n')}`);
console.log(`\nverdicts: ${seen} + ${verdictSink()}`);
