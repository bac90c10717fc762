/**
 * `iban()` of `bank-number/schema` beside Zod's `z.iban()` on the IBAN corpus of the whole-project
 * benchmark (`corpus.ts`), both run on the same inputs in one run, and the output JSON Schema of
 * `iban()` (its pattern, through ajv) beside them: per source of the corpus, how many valid inputs
 * each accepts and how many invalid ones it refuses. Prints the table of docs/forms.md.
 *
 *   npm run bench:zod-iban
 *
 * An input is valid as `truth.ts` finds it (ISO 13616, computed apart from the SDK), but for the
 * national check digits, which `truth.ts` does not compute: an input that `iban()` refuses for them
 * alone (`BBAN_CHECKSUM_FAILED`) counts as invalid, as in docs/benchmarks.md. `z.iban()` is run on
 * each input as given, and on its electronic form (`cleanInput`, then `normalize`: what `iban()`
 * checks), so that the table tells the checks apart from the input cleaning.
 */
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { z } from 'zod';
import { cleanInput } from '../../sdk/core/clean-input.ts';
import { normalize } from '../../sdk/core/normalize.ts';
import { iban } from '../../sdk/schema/index.ts';
import { ibanCorpus } from './corpus.ts';

/**
 * The counts of one row: inputs, valid ones, and per candidate valid accepted and invalid refused;
 * on the last row (all), the invalid inputs that `z.iban()` accepts on the electronic form, by the
 * first error code `iban()` gives them.
 */
interface Row {
  source: string;
  inputs: number;
  valid: number;
  counts: Record<Candidate, { accepted: number; refused: number }>;
  missedByZod?: Record<string, number>;
}

const CANDIDATES = ['iban()', 'z.iban()', 'z.iban() on the electronic form', 'JSON Schema of iban()'] as const;
type Candidate = (typeof CANDIDATES)[number];

/** The source of a corpus entry, as a row of the table: the SDK's vectors in one row. */
const sourceOf = (kind: string): string => (kind.startsWith('SDK vectors') ? 'SDK vectors' : kind);

/** The rows, in the order of the corpus, and a last row with the totals. */
export async function zodIbanRows(): Promise<Row[]> {
  const schema = iban();
  const zodIban = z.iban();
  const pattern = new Ajv2020({ strict: true }).compile(
    schema['~standard'].jsonSchema.output({ target: 'draft-2020-12' }),
  );
  const rows = new Map<string, Row>();
  const missedByZod: Record<string, number> = {};
  const total: Row = { source: 'all', inputs: 0, valid: 0, counts: emptyCounts(), missedByZod };
  for (const entry of ibanCorpus()) {
    const answer = await schema['~standard'].validate(entry.input);
    const national = answer.issues?.length === 1 && answer.issues[0]?.code === 'BBAN_CHECKSUM_FAILED';
    const valid = entry.expected && !national;
    const electronic = normalize(cleanInput(entry.input));
    const accepts: Record<Candidate, boolean> = {
      'iban()': !answer.issues,
      'z.iban()': zodIban.safeParse(entry.input).success,
      'z.iban() on the electronic form': zodIban.safeParse(electronic).success,
      'JSON Schema of iban()': pattern(electronic),
    };
    if (!valid && accepts['z.iban() on the electronic form']) {
      const code = answer.issues?.[0]?.code ?? 'none';
      missedByZod[code] = (missedByZod[code] ?? 0) + 1;
    }
    const source = sourceOf(entry.kind);
    const row = rows.get(source) ?? { source, inputs: 0, valid: 0, counts: emptyCounts() };
    rows.set(source, row);
    for (const r of [row, total]) {
      r.inputs++;
      if (valid) r.valid++;
      for (const candidate of CANDIDATES) {
        if (valid && accepts[candidate]) r.counts[candidate].accepted++;
        if (!valid && !accepts[candidate]) r.counts[candidate].refused++;
      }
    }
  }
  return [...rows.values(), total];
}

function emptyCounts(): Row['counts'] {
  return Object.fromEntries(CANDIDATES.map((c) => [c, { accepted: 0, refused: 0 }])) as Row['counts'];
}

/**
 * The rows as the Markdown table of docs/forms.md: per candidate, the valid inputs it accepts of the
 * valid ones, then the invalid inputs it refuses of the invalid ones (– where there are none).
 */
export function zodIbanTable(rows: readonly Row[]): string {
  const head = ['source', 'inputs', 'valid', ...CANDIDATES];
  const cell = (n: number, of: number) => (of === 0 ? '–' : `${n}/${of}`);
  const lines = rows.map((row) => {
    const counts = CANDIDATES.map(
      (c) => `${cell(row.counts[c].accepted, row.valid)} · ${cell(row.counts[c].refused, row.inputs - row.valid)}`,
    );
    return `| ${[row.source === 'all' ? '**all**' : row.source, row.inputs, row.valid, ...counts].join(' | ')} |`;
  });
  const rule = head.map((_, i) => (i === 0 ? '---' : '---:'));
  const missed = Object.entries(rows.at(-1)?.missedByZod ?? {})
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([code, n]) => `\`${code}\` ${n}`);
  return [
    `| ${head.join(' | ')} |`,
    `| ${rule.join(' | ')} |`,
    ...lines,
    '',
    `The invalid inputs that \`z.iban()\` accepts on the electronic form, by the first error of \`iban()\`: ${missed.join(', ')}.`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(zodIbanTable(await zodIbanRows()));
}
