/**
 * The whole-project benchmark: this SDK's `isValid…` and `validateSync` side by side with the peers
 * (devDependencies) and an allocation-free reference loop, in one process on one shared corpus per
 * format, with the correctness of every candidate on the same corpus. Prints a table and writes
 * docs/benchmarks.md (the section between the `reading` markers is kept as it is).
 *
 * `--processes N` times in N processes, one after the other, each with its own warm-up and rounds,
 * and reports for every candidate the median of their medians (the fastest and slowest round of
 * all): a process's state (what the engine inlined, where the garbage fell) moves medians more
 * than rounds do, and one process can be unlucky.
 *
 *   npm run bench
 *   npx tsx scripts/bench/index.ts [--rounds 31] [--batch-ms 20] [--warm-ms 300] [--processes 1] [--no-write]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateIban } from '../../sdk/formats/iban/validate.ts';
import { validateSync } from '../../sdk/validate.ts';
import { repoRoot } from '../dev/paths.ts';
import { budgetLines, checkBudgets } from './budgets.ts';
import { CANDIDATES, type Candidate, timingJobs } from './candidates.ts';
import {
  bicCorpus,
  ibanCorpus,
  routingCorpus,
  sortCodeCorpus,
  SEED,
  type CorpusEntry,
  type FormatName,
} from './corpus.ts';
import { IBAN_REGISTRY, normalizeIndependently } from './truth.ts';
import { measure, verdictSink, type Timing } from './timing.ts';
import { markdown, type Disagreement, type FormatReport, type Setup } from './report.ts';
import { commandLine } from '../dev/command-line.ts';

const FORMATS: readonly FormatName[] = ['iban', 'bic', 'us-routing', 'uk-sort-code'];

/** The SDK's verdict and error codes, a request error counted as invalid. */
function sdkResult(format: FormatName, input: string): { valid: boolean; codes: string[] } {
  try {
    const result = format === 'iban' ? validateIban(input) : validateSync(input, { format }).result;
    return { valid: result.valid, codes: result.errors.map((e) => e.code) };
  } catch (error) {
    return { valid: false, codes: [(error as { code?: string }).code ?? 'THROWN'] };
  }
}

/**
 * Compares the independent verdicts with the SDK's. For IBANs the only expected difference is a
 * national check-digit rule (docs/iban.md), which the independent check does not compute: there the
 * SDK's documented verdict is the expected one, counted apart. Every other difference is listed.
 */
function crossCheck(format: FormatName, corpus: CorpusEntry[]): { national: Disagreement[]; other: Disagreement[] } {
  const national: Disagreement[] = [];
  const other: Disagreement[] = [];
  for (const entry of corpus) {
    const sdk = sdkResult(format, entry.input);
    if (sdk.valid === entry.expected) continue;
    const rule =
      format === 'iban' ? IBAN_REGISTRY[normalizeIndependently(entry.input).slice(0, 2)]?.nationalRule : undefined;
    const row = { input: entry.input, kind: entry.kind, independent: entry.expected, sdk: sdk.valid, codes: sdk.codes };
    if (entry.expected && sdk.codes.length === 1 && sdk.codes[0] === 'BBAN_CHECKSUM_FAILED' && rule && rule !== 'is') {
      national.push({ ...row, rule });
      entry.expected = false;
    } else {
      other.push(row);
    }
  }
  return { national, other };
}

/** Each candidate's verdicts against the expected ones: totals, and wrong verdicts by kind. */
function correctness(candidate: Candidate, corpus: readonly CorpusEntry[]) {
  let right = 0;
  let falseReject = 0;
  let falseAccept = 0;
  let cleanRight = 0;
  const wrongByKind: Record<string, number> = {};
  const rejected: { input: string; kind: string }[] = [];
  const accepted: { input: string; kind: string }[] = [];
  for (const entry of corpus) {
    let verdict: boolean;
    try {
      verdict = candidate.fn(entry.input) === true;
    } catch {
      verdict = false;
    }
    if (verdict === entry.expected) {
      right++;
      if (entry.clean) cleanRight++;
    } else {
      if (entry.expected) {
        falseReject++;
        rejected.push({ input: entry.input, kind: entry.kind });
      } else {
        falseAccept++;
        accepted.push({ input: entry.input, kind: entry.kind });
      }
      wrongByKind[entry.kind] = (wrongByKind[entry.kind] ?? 0) + 1;
    }
  }
  return { right, falseReject, falseAccept, cleanRight, wrongByKind, rejected, accepted };
}

function version(pkg: string): string {
  return (JSON.parse(readFileSync(join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** A positive number given as `--name N`. */
function positive(values: Record<string, string | boolean | undefined>, name: string): number {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

const quiet = (): void => {};

/** What a timing process (`--timings-only`) prints: its timings, in the order of the jobs, and its load. */
interface ProcessTimings {
  timings: Timing[];
  loadBefore: number[];
  loadAfter: number[];
  /** The verdicts counted while timing (`verdictSink`). */
  verdicts: number;
}

/**
 * Times the jobs in `count` processes of this script, one after the other (`--timings-only`, with
 * the same settings), and combines their timings: the median of the medians, the fastest and the
 * slowest round of all.
 */
function measureInProcesses(
  count: number,
  settings: { rounds: number; batchMs: number; warmMs: number },
): ProcessTimings {
  const runs: ProcessTimings[] = [];
  for (let p = 0; p < count; p++) {
    const out = execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        '--timings-only',
        '--rounds',
        String(settings.rounds),
        '--batch-ms',
        String(settings.batchMs),
        '--warm-ms',
        String(settings.warmMs),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    runs.push(JSON.parse(out) as ProcessTimings);
  }
  const first = runs[0] as ProcessTimings;
  const timings = first.timings.map((_, i) => {
    const medians = runs.map((r) => (r.timings[i] as Timing).median).sort((a, b) => a - b);
    return {
      median: medians[Math.floor(medians.length / 2)] as number,
      min: Math.min(...runs.map((r) => (r.timings[i] as Timing).min)),
      max: Math.max(...runs.map((r) => (r.timings[i] as Timing).max)),
    };
  });
  return {
    timings,
    loadBefore: first.loadBefore,
    loadAfter: (runs[runs.length - 1] as ProcessTimings).loadAfter,
    verdicts: runs.reduce((n, r) => n + r.verdicts, 0),
  };
}

function main(): void {
  const { values } = commandLine(
    'usage: npm run bench [-- --rounds N] [--batch-ms MS] [--warm-ms MS] [--processes N] [--timings-only] [--no-write]',
    {
      options: {
        rounds: { type: 'string', default: '31' },
        'batch-ms': { type: 'string', default: '20' },
        'warm-ms': { type: 'string', default: '300' },
        processes: { type: 'string', default: '1' },
        'timings-only': { type: 'boolean' },
        'no-write': { type: 'boolean' },
      },
    },
  );
  const settings = {
    rounds: positive(values, 'rounds'),
    batchMs: positive(values, 'batch-ms'),
    warmMs: positive(values, 'warm-ms'),
  };
  const processes = positive(values, 'processes');
  const timingsOnly = values['timings-only'] === true;

  const corpora: Record<FormatName, CorpusEntry[]> = {
    iban: ibanCorpus(),
    bic: bicCorpus(),
    'us-routing': routingCorpus(),
    'uk-sort-code': sortCodeCorpus(),
  };
  const checks = Object.fromEntries(FORMATS.map((f) => [f, crossCheck(f, corpora[f])])) as Record<
    FormatName,
    ReturnType<typeof crossCheck>
  >;

  // fast-iban reports invalid BBANs and unknown countries on the console: silenced while it runs.
  const { info, warn } = console;
  console.info = quiet;
  console.warn = quiet;

  const verdicts = Object.fromEntries(
    FORMATS.map((f) => [f, CANDIDATES[f].map((c) => correctness(c, corpora[f]))]),
  ) as Record<FormatName, ReturnType<typeof correctness>[]>;

  const jobs = timingJobs(FORMATS, corpora);
  let measured: ProcessTimings;
  if (processes > 1 && !timingsOnly) measured = measureInProcesses(processes, settings);
  else {
    const loadBefore = loadavg();
    const timings = measure(jobs, settings);
    measured = { timings, loadBefore, loadAfter: loadavg(), verdicts: verdictSink() };
  }
  console.info = info;
  console.warn = warn;
  if (timingsOnly) {
    process.stdout.write(JSON.stringify(measured));
    return;
  }
  const { timings, loadBefore, loadAfter } = measured;

  const timingOf = (format: FormatName, set: 'mixed' | 'clean', name: string): Timing =>
    timings[jobs.findIndex((j) => j.format === format && j.set === set && j.candidate.name === name)] as Timing;

  const reports: FormatReport[] = FORMATS.map((format) => {
    const corpus = corpora[format];
    return {
      format,
      size: corpus.length,
      valid: corpus.filter((e) => e.expected).length,
      clean: corpus.filter((e) => e.clean).length,
      kinds: [...new Set(corpus.map((e) => e.kind))].map((kind) => ({
        kind,
        count: corpus.filter((e) => e.kind === kind).length,
        valid: corpus.filter((e) => e.kind === kind && e.expected).length,
      })),
      national: checks[format].national,
      other: checks[format].other,
      rows: CANDIDATES[format].map((candidate, i) => ({
        name: candidate.name,
        role: candidate.role,
        pkg: candidate.pkg,
        mixed: timingOf(format, 'mixed', candidate.name),
        clean: timingOf(format, 'clean', candidate.name),
        ...(verdicts[format][i] as ReturnType<typeof correctness>),
      })),
    };
  });

  const setup: Setup = {
    node: process.version,
    v8: process.versions.v8,
    settings,
    processes,
    seed: SEED,
    peers: [...new Set(FORMATS.flatMap((f) => CANDIDATES[f].flatMap((c) => (c.pkg ? [c.pkg] : []))))].map((pkg) => ({
      pkg,
      version: version(pkg),
    })),
  };

  // The machine and its load, for whoever runs this; the page gives only what reproduces the figures.
  const cpu = cpus();
  console.log(
    `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}; ` +
      `load ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ` +
      `${loadAfter.map((l) => l.toFixed(2)).join(' ')} after`,
  );
  printTable(reports, setup);
  const budgets = budgetLines(
    checkBudgets((format) =>
      (reports.find((r) => r.format === format)?.rows ?? []).map((row) => ({ ...row, median: row.mixed.median })),
    ),
  );
  console.log(`\nbudgets (mixed corpus):\n${[...budgets, bicRightWhereBicIsWrong(reports)].join('\n')}`);
  if (values['no-write'] !== true) {
    const path = join(repoRoot, 'docs', 'benchmarks.md');
    const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
    writeFileSync(path, markdown(reports, setup, previous));
    console.log(`written: docs/benchmarks.md`);
  }
  // Keeps the timed verdicts observable (and so the calls alive).
  console.log(`verdicts counted while timing: ${measured.verdicts}`);
}

/** The BIC budget's other half: `isValidBic` right on every input where the bic package is wrong. */
function bicRightWhereBicIsWrong(reports: readonly FormatReport[]): string {
  const rows = reports.find((r) => r.format === 'bic')?.rows ?? [];
  const wrong = (row: (typeof rows)[number] | undefined): Set<string> =>
    new Set([...(row?.rejected ?? []), ...(row?.accepted ?? [])].map((e) => e.input));
  const ours = wrong(rows.find((r) => r.name === 'isValidBic'));
  const both = [...wrong(rows.find((r) => r.pkg === 'bic'))].filter((input) => ours.has(input));
  return `${both.length === 0 ? 'met   ' : 'MISSED'} isValidBic right on every input where bic is wrong: ${both.length} wrong for both`;
}

function printTable(reports: readonly FormatReport[], setup: Setup): void {
  for (const r of reports) {
    const fastestPeer = r.rows
      .filter((row) => row.role === 'peer')
      .reduce<number | undefined>(
        (m, row) => (m === undefined || row.mixed.median < m ? row.mixed.median : m),
        undefined,
      );
    const reference = r.rows.find((row) => row.role === 'reference')?.mixed.median as number;
    const of = setup.processes > 1 ? `, the median of ${setup.processes} processes` : '';
    console.log(`\n${r.format}: ${r.size} inputs (${r.valid} valid); median of ${setup.settings.rounds} rounds${of}`);
    console.log(
      `${'candidate'.padEnd(50)}${'ns/call'.padStart(9)}${'×peer'.padStart(8)}${'×ref'.padStart(8)}` +
        `${'clean ns'.padStart(10)}${'right'.padStart(12)}`,
    );
    for (const row of r.rows) {
      console.log(
        row.name.padEnd(50) +
          row.mixed.median.toFixed(1).padStart(9) +
          (fastestPeer === undefined ? '—' : (row.mixed.median / fastestPeer).toFixed(2)).padStart(8) +
          (row.mixed.median / reference).toFixed(2).padStart(8) +
          row.clean.median.toFixed(1).padStart(10) +
          `${row.right}/${r.size}`.padStart(12),
      );
    }
    if (r.national.length || r.other.length)
      console.log(`independent check vs SDK: ${r.national.length} national check-digit cases, ${r.other.length} other`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
