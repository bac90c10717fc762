/**
 * docs/benchmarks.md from the figures of one run of the whole-project benchmark. The sections
 * between the reading markers and between the measurement markers (sizes and the other figures the
 * decision records name, from their own commands) are kept from the previous file. The page says
 * what the figures are and how to reproduce them: the versions and settings of the run, not the
 * machine, the date or the commit it ran on.
 */
import { budgetLines, checkBudgets } from './budgets.ts';
import type { Role } from './candidates.ts';
import type { FormatName } from './corpus.ts';
import type { Timing } from './timing.ts';

export interface Disagreement {
  input: string;
  kind: string;
  independent: boolean;
  sdk: boolean;
  codes: string[];
  rule?: string;
}

export interface Row {
  name: string;
  role: Role;
  pkg: string | undefined;
  mixed: Timing;
  clean: Timing;
  right: number;
  falseReject: number;
  falseAccept: number;
  cleanRight: number;
  wrongByKind: Record<string, number>;
  rejected: { input: string; kind: string }[];
  accepted: { input: string; kind: string }[];
}

export interface FormatReport {
  format: FormatName;
  size: number;
  valid: number;
  clean: number;
  kinds: { kind: string; count: number; valid: number }[];
  national: Disagreement[];
  other: Disagreement[];
  rows: Row[];
}

/** What a reader needs to reproduce the figures: the runtime, the settings and the peers' versions. */
export interface Setup {
  node: string;
  v8: string;
  settings: { rounds: number; batchMs: number; warmMs: number };
  /** How many processes timed the candidates, one after the other (`--processes`). */
  processes: number;
  seed: number;
  peers: { pkg: string; version: string }[];
}

const TITLES: Record<FormatName, string> = {
  iban: 'IBAN',
  bic: 'SWIFT/BIC',
  'us-routing': 'US ABA routing number',
  'uk-sort-code': 'UK sort code',
};
const START = '<!-- reading: written by hand, kept by the benchmark -->';
const END = '<!-- /reading -->';
const MEASURED_START = '<!-- measured: by the commands named, kept by the benchmark -->';
const MEASURED_END = '<!-- /measured -->';

/** The section of `previous` from `start` to `end`, markers included, or `fallback` between them. */
function kept(previous: string, start: string, end: string, fallback: string): string {
  const from = previous.indexOf(start);
  const to = previous.indexOf(end);
  return from >= 0 && to > from ? previous.slice(from, to + end.length) : `${start}\n\n${fallback}\n\n${end}`;
}

const ns = (n: number): string => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const ratio = (n: number): string => `${n >= 10 ? n.toFixed(1) : n >= 0.1 ? n.toFixed(2) : n.toPrecision(2)}×`;
const code = (s: string): string => `\`${JSON.stringify(s).slice(1, -1).replace(/`/g, '\\`')}\``;

/** A short column name: the SDK function, "reference", or the peer's package. */
const short = (row: Row): string =>
  row.role === 'peer'
    ? (row.pkg as string)
    : row.role === 'reference'
      ? 'reference'
      : (row.name.split('(')[0] as string);

function fastestPeer(rows: readonly Row[], set: 'mixed' | 'clean'): Row | undefined {
  return rows
    .filter((r) => r.role === 'peer')
    .reduce<Row | undefined>(
      (best, r) => (best === undefined || r[set].median < best[set].median ? r : best),
      undefined,
    );
}

function speedTable(report: FormatReport, set: 'mixed' | 'clean'): string[] {
  const peer = fastestPeer(report.rows, set);
  const reference = report.rows.find((r) => r.role === 'reference') as Row;
  const lines = [
    `| candidate | ns/call | fastest–slowest round | × fastest peer | × reference | right |`,
    `|---|--:|--:|--:|--:|--:|`,
  ];
  for (const r of report.rows) {
    const t = r[set];
    const right = set === 'mixed' ? `${r.right} / ${report.size}` : `${r.cleanRight} / ${report.clean}`;
    lines.push(
      `| ${r.role === 'peer' ? r.name : `**${r.name}**`} | ${ns(t.median)} | ${ns(t.min)}–${ns(t.max)} | ` +
        `${peer ? ratio(t.median / peer[set].median) : '—'} | ${ratio(t.median / reference[set].median)} | ` +
        `${right} |`,
    );
  }
  return lines;
}

function summary(reports: readonly FormatReport[]): string[] {
  const lines: string[] = [];
  for (const report of reports) {
    const [isValid, envelope] = report.rows as [Row, Row];
    const reference = report.rows.find((r) => r.role === 'reference') as Row;
    const peer = fastestPeer(report.rows, 'mixed');
    const bestPeer = report.rows
      .filter((r) => r.role === 'peer')
      .reduce<Row | undefined>((b, r) => (b === undefined || r.right > b.right ? r : b), undefined);
    const vsPeer = peer
      ? `${ratio(isValid.mixed.median / peer.mixed.median)} the time of the fastest peer (${peer.name}) and `
      : '';
    lines.push(
      `- **${TITLES[report.format]}** (${report.size} inputs${peer ? '' : ', no peer'}): \`${isValid.name}\` ` +
        `takes ${vsPeer}${ratio(isValid.mixed.median / reference.mixed.median)} the time of the reference loop; ` +
        `\`validateSync\`, the whole envelope, ` +
        (peer
          ? `${ratio(envelope.mixed.median / peer.mixed.median)} the time of the fastest peer's boolean`
          : `${ratio(envelope.mixed.median / reference.mixed.median)} the time of the reference loop`) +
        `. Right: ${isValid.right} / ${report.size}` +
        (bestPeer
          ? `; the most accurate peer, ${bestPeer.pkg}, ${bestPeer.right} / ${report.size} ` +
            `(\`${isValid.name}\` takes ${ratio(isValid.mixed.median / bestPeer.mixed.median)} its time).`
          : '.'),
    );
  }
  return lines;
}

function correctnessTables(report: FormatReport): string[] {
  const lines = [
    `| candidate | right | wrongly rejected | wrongly accepted | right on clean input |`,
    `|---|--:|--:|--:|--:|`,
    ...report.rows.map(
      (r) =>
        `| ${r.name} | ${r.right} / ${report.size} | ${r.falseReject} | ${r.falseAccept} | ${r.cleanRight} / ` +
        `${report.clean} |`,
    ),
    '',
    `Wrong verdicts by kind of input (inputs, of which valid, then the wrong verdicts of each candidate):`,
    '',
    `| kind | inputs | valid | ${report.rows.map(short).join(' | ')} |`,
    `|---|--:|--:|${report.rows.map(() => '--:').join('|')}|`,
  ];
  for (const k of report.kinds)
    lines.push(
      `| ${k.kind} | ${k.count} | ${k.valid} | ${report.rows.map((r) => r.wrongByKind[k.kind] ?? 0).join(' | ')} |`,
    );
  return lines;
}

/** "kind count (`example`)" for each kind, the most frequent first. */
function byKind(items: readonly { input: string; kind: string }[]): string {
  const kinds = new Map<string, { count: number; example: string }>();
  for (const i of items) {
    const k = kinds.get(i.kind);
    if (k) k.count++;
    else kinds.set(i.kind, { count: 1, example: i.input });
  }
  return [...kinds]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([kind, k]) => `${kind} ${k.count} (${code(k.example)})`)
    .join(', ');
}

/** What each peer gets wrong, by kind of input with one example each; refused valid inputs first. */
function peerErrors(report: FormatReport): string[] {
  const lines: string[] = [];
  for (const r of report.rows.filter((row) => row.role === 'peer')) {
    const parts: string[] = [];
    if (r.rejected.length) {
      const examples = r.rejected.filter((i) => i.kind === 'registry example').map((i) => i.input.slice(0, 2));
      parts.push(
        `refuses ${r.rejected.length} valid: ${byKind(r.rejected)}` +
          (examples.length ? `; the countries of the refused registry examples: ${examples.join(', ')}` : ''),
      );
    }
    if (r.accepted.length) parts.push(`accepts ${r.accepted.length} invalid: ${byKind(r.accepted)}`);
    lines.push(`- ${r.name}: ${parts.length ? parts.join('. ') : 'no wrong verdict'}.`);
  }
  return lines;
}

function disagreements(report: FormatReport): string[] {
  const lines: string[] = [];
  const byRule = new Map<string, number>();
  for (const d of report.national) byRule.set(d.rule as string, (byRule.get(d.rule as string) ?? 0) + 1);
  if (report.format === 'iban') {
    lines.push(
      `The benchmark computes each IBAN's verdict itself, from \`data/iban-registry.json\` (country, length per ` +
        `country, BBAN classes) and a BigInt MOD-97, without the SDK's code, and compares it with ` +
        `\`validateIban\`. ` +
        `The independent check does not compute national check digits; where the SDK rejects an input with ` +
        `\`BBAN_CHECKSUM_FAILED\` alone, in a country whose rule it enforces (docs/iban.md), the SDK's ` +
        `documented verdict is the expected one.`,
      '',
      `- National check digits: **${report.national.length}** input(s) pass ISO 13616 and fail the country's own ` +
        `check digits` +
        (byRule.size ? ` (${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')})` : '') +
        `. They count as invalid for every candidate.`,
      `- Any other disagreement: **${report.other.length}**.`,
    );
    if (report.national.length) {
      lines.push(
        '',
        '| input | kind | rule |',
        '|---|---|---|',
        ...report.national.map((d) => `| ${code(d.input)} | ${d.kind} | ${d.rule} |`),
      );
    }
  } else {
    lines.push(
      `- ${TITLES[report.format]}: **${report.other.length}** disagreement(s) between the independent check and ` +
        `\`validateSync\`.`,
    );
  }
  if (report.other.length) {
    lines.push(
      '',
      '| input | kind | independent | SDK | SDK codes |',
      '|---|---|---|---|---|',
      ...report.other.map(
        (d) => `| ${code(d.input)} | ${d.kind} | ${d.independent} | ${d.sdk} | ${d.codes.join(', ')} |`,
      ),
    );
  }
  return lines;
}

/** The whole document; `previous` is the file before this run, for the hand-written reading. */
export function markdown(reports: readonly FormatReport[], setup: Setup, previous: string): string {
  const reading = kept(previous, START, END, '(No reading written for these figures yet.)');
  const measured = kept(previous, MEASURED_START, MEASURED_END, '(None recorded yet.)');
  const total = reports.reduce((n, r) => n + r.size, 0);
  return [
    '# Benchmarks',
    '',
    '<!-- generated by `npm run bench` (scripts/bench/index.ts); every run rewrites the figures and keeps the ' +
      'reading section -->',
    '',
    `\`npm run bench\` times this SDK's \`isValid…\` functions and \`validateSync\` side by side with the peer ` +
      `libraries (devDependencies) and an allocation-free reference loop, ${
        setup.processes > 1 ? `in ${setup.processes} Node processes one after the other` : 'in one Node process'
      } and on one shared ` +
      `corpus per format (${total} inputs), and counts in the same run how many inputs each candidate gets right ` +
      `against the rules of [rules.md](rules.md) and [iban.md](iban.md).`,
    '',
    'The ratios are the figures to compare: the nanoseconds depend on the processor and on what else runs ' +
      'beside the benchmark, the ratios much less. `npx tsx scripts/bench/index.ts --no-write` prints the same ' +
      'figures without rewriting this page; `--processes 3` times in three processes, one after the other, and ' +
      'reports the median of their medians.',
    '',
    '## Main figures',
    '',
    ...summary(reports),
    '',
    'The speed budgets, as the time of the SDK function over the time of the peer on the mixed corpus:',
    '',
    ...budgetLines(
      checkBudgets((format) =>
        (reports.find((r) => r.format === format)?.rows ?? []).map((row) => ({ ...row, median: row.mixed.median })),
      ),
    ).map((line) => `- ${line}`),
    '',
    '## Reading',
    '',
    reading,
    '',
    '## Sizes and other measurements',
    '',
    measured,
    '',
    '## Versions and settings',
    '',
    '| | |',
    '|---|---|',
    `| Node.js | ${setup.node} (V8 ${setup.v8}), running the SDK from source through tsx |`,
    `| settings | ${setup.settings.rounds} rounds, batches of about ${setup.settings.batchMs} ms, ` +
      `${setup.settings.warmMs} ms warm-up per candidate, ` +
      `${setup.processes > 1 ? `${setup.processes} processes, ` : ''}corpus seed ${setup.seed} |`,
    '',
    '| peer | version |',
    '|---|---|',
    ...setup.peers.map((p) => `| ${p.pkg} | ${p.version} |`),
    '',
    '## How it is measured',
    '',
    '- **Corpus**, the same on every run (seeded): IBAN: the 89 registry examples in electronic form, print form ' +
      "(groups of four) and lower case; the SDK's vectors (test/vectors/iban.ts); single-character " +
      'substitutions in the BBAN (six per example) and in the country code or check digits (one per example); ' +
      'adjacent transpositions (three per example); the print form of 60 of those; another registry country and ' +
      'a non-registry code (territories, informal lists, no country) on each example; and each example one ' +
      'character short, one long, and with one BBAN character dropped. BIC: 120 BICs drawn from the bank ' +
      "directories in data/banks/, in electronic, print and lower-case form, the SDK's vectors, and one " +
      'substitution, transposition, non-ISO country and wrong length each. Routing numbers: 120 published ' +
      "numbers from data/us-routing-banks.json, 60 of them written with spaces or hyphens, the SDK's vectors, " +
      'substitutions, transpositions, numbers with a right 3-7-1 checksum on a prefix that is no Fed district, ' +
      'letters, wrong lengths. Sort codes: the published codes of data/uk-sort-codes.json and 60 random ones, ' +
      "bare, with hyphens and with spaces, the SDK's vectors, letters and wrong lengths.",
    '- **Expected verdicts** are computed by the benchmark itself (scripts/bench/truth.ts) from docs/contract.md ' +
      '§2–§4 and the data in data/, not by the SDK; see [the independent ' +
      'check](#independent-check-against-the-sdk) for where they and the SDK differ.',
    `- **Timing**: \`process.hrtime.bigint()\` around a batch of calls over the whole corpus (about ` +
      `${setup.settings.batchMs} ms), each candidate with a loop of its own so that no call site is shared; a ` +
      `warm-up of ${setup.settings.warmMs} ms per candidate first; a young-generation collection before each ` +
      `batch, untimed, so that one candidate's garbage is not collected in another's batch; then ` +
      `${setup.settings.rounds} rounds, each timing one batch of every candidate of every format, starting one ` +
      `candidate later each round. The median round is reported, with the fastest and the slowest${
        setup.processes > 1
          ? `; with ${setup.processes} processes (\`--processes\`), each times all of this on its own, and ` +
            `the median of their medians is reported, with the fastest and the slowest round of all`
          : ''
      }. Every verdict ` +
      `is counted and the count printed, so no call is dead code. The correctness pass runs first, so every ` +
      `candidate has seen the whole corpus before it is timed: the timed state is that of a process that uses ` +
      `all of them, \`isValid…\` and \`validateSync\` alike.`,
    '- **ns/call** is per input, averaged over the mixed corpus (valid and invalid, every form). **× fastest ' +
      'peer** and **× reference** divide by the fastest peer and by the reference loop on the same corpus: below ' +
      '1 is faster.',
    '- **This SDK**: `isValid…` is the boolean fast path; `validateSync(s, { format })` builds the whole ' +
      'envelope (`apiVersion`, `processingTimeMs`, `result` with `normalized`, `errors` with messages, ' +
      '`breakdown`), with no lookup data loaded, so `bankInfo` is `null` and nothing is imported during the run.',
    '- **Reference loops** (scripts/bench/reference.ts): one allocation-free `charCodeAt` loop on the input as ' +
      'it is: MOD-97 on the rearranged IBAN (no country, length or BBAN check), the BIC shape (no country), nine ' +
      'digits with the 3-7-1 sum (no Fed prefix), six digits. They normalize nothing, so they are wrong on print ' +
      'forms and lower case, and they check less; they are the floor, not a competitor.',
    "- **Peers** get the input as their documentation asks: iban, iban-ts, ibankit's `IBAN.isValid`, fast-iban " +
      "and validator's `isIBAN` clean it up themselves and get it raw; ibantools gets `electronicFormatIBAN(s)` " +
      'first, its documented cleanup (its time includes it); the BIC and routing peers document no cleanup and ' +
      'get the raw input. A peer that throws (fast-iban on a malformed input) counts as rejecting it; ' +
      "fast-iban's console messages are silenced during the run, the work of building them is not.",
    '',
    '## Speed',
    '',
    ...reports.flatMap((r) => [
      `### ${TITLES[r.format]}: ${r.size} inputs, ${r.valid} valid`,
      '',
      ...speedTable(r, 'mixed'),
      '',
    ]),
    '### Clean input only',
    '',
    'The same candidates on the published numbers alone, in electronic form (all valid): the case every ' +
      'candidate handles and the fast path of each.',
    '',
    ...reports.flatMap((r) => [`#### ${TITLES[r.format]}: ${r.clean} inputs`, '', ...speedTable(r, 'clean'), '']),
    '## Correctness',
    '',
    'Against the expected verdicts of the same corpus. A wrongly rejected input is a valid number refused, the ' +
      'worse error for a payment form; a wrongly accepted one is an invalid number let through.',
    '',
    ...reports.flatMap((r) => {
      const errors = peerErrors(r);
      return [
        `### ${TITLES[r.format]}`,
        '',
        ...correctnessTables(r),
        '',
        ...(errors.length ? ['What the peers get wrong:', '', ...errors, ''] : []),
      ];
    }),
    '## Independent check against the SDK',
    '',
    ...reports.flatMap((r) => [...disagreements(r), '']),
  ].join('\n');
}
