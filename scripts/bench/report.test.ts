/**
 * The page the benchmark writes gives the ratios, the versions and the settings that reproduce
 * them, and keeps the hand-written reading; nothing of the machine, the date or the commit.
 */
import { describe, expect, it } from 'vitest';
import type { FormatName } from './corpus.ts';
import { type FormatReport, markdown, type Row, type Setup } from './report.ts';

const row = (name: string, role: Row['role'], median: number, pkg?: string): Row => ({
  name,
  role,
  pkg,
  mixed: { median, min: median * 0.9, max: median * 1.2 },
  clean: { median: median / 2, min: median / 2, max: median },
  right: 10,
  falseReject: 0,
  falseAccept: 0,
  cleanRight: 4,
  wrongByKind: {},
  rejected: [],
  accepted: [],
});

const report = (format: FormatName): FormatReport => ({
  format,
  size: 10,
  valid: 5,
  clean: 4,
  kinds: [{ kind: 'published', count: 10, valid: 5 }],
  national: [],
  other: [],
  rows: [
    row('isValidX', 'sdk', 50),
    row('validateSync(s)', 'sdk', 400),
    row('reference loop', 'reference', 25),
    row('peer isValid', 'peer', 200, 'peer'),
  ],
});

const setup: Setup = {
  node: 'v22.0.0',
  v8: '12.4',
  settings: { rounds: 31, batchMs: 20, warmMs: 300 },
  processes: 1,
  seed: 7,
  peers: [{ pkg: 'peer', version: '1.2.3' }],
};

const reports = (['iban', 'bic', 'us-routing', 'uk-sort-code'] as const).map(report);

describe('the benchmark page', () => {
  it('gives the ratios and what reproduces them', () => {
    const page = markdown(reports, setup, '');
    expect(page).toContain(
      '`isValidX` takes 0.25× the time of the fastest peer (peer isValid) and 2.00× the time of the reference loop',
    );
    expect(page).toContain("`validateSync`, the whole envelope, 2.00× the time of the fastest peer's boolean");
    expect(page).toContain('npx tsx scripts/bench/index.ts --no-write');
    expect(page).toContain('| Node.js | v22.0.0 (V8 12.4)');
    expect(page).toContain('31 rounds, batches of about 20 ms, 300 ms warm-up per candidate, corpus seed 7');
    expect(page).toContain('| peer | 1.2.3 |');
  });

  it('compares a format without a peer with the reference loop only', () => {
    const alone = { ...report('uk-sort-code'), rows: report('uk-sort-code').rows.slice(0, 3) };
    expect(markdown([alone], setup, '')).toContain(
      '**UK sort code** (10 inputs, no peer): `isValidX` takes 2.00× the time of the reference loop; ' +
        '`validateSync`, the whole envelope, 16.0× the time of the reference loop. Right: 10 / 10.',
    );
  });

  it('keeps the reading written by hand', () => {
    const reading = '<!-- reading: written by hand, kept by the benchmark -->\n\nThe reading.\n\n<!-- /reading -->';
    expect(markdown(reports, setup, `# Benchmarks\n\nold figures\n\n${reading}\n\nmore old figures`)).toContain(
      reading,
    );
  });

  it('keeps the sizes and other measurements', () => {
    const measured =
      '<!-- measured: by the commands named, kept by the benchmark -->\n\n### Sizes\n\n<!-- /measured -->';
    const page = markdown(reports, setup, `# Benchmarks\n\nold figures\n\n${measured}\n\nmore old figures`);
    expect(page).toContain(`## Sizes and other measurements\n\n${measured}`);
    expect(page).not.toContain('old figures');
  });

  it('says nothing of the machine, the date or the commit', () => {
    const page = markdown(reports, setup, '');
    expect(page).not.toMatch(/load average|cores|commit|GiB|UTC|\b20\d\d-\d\d-\d\d\b/);
  });
});
