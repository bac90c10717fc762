/**
 * Builder of `sdk/generated/data-status.ts`: every shipped dataset with its publisher, release, the
 * date of its data and, where the publisher states one, the last day it is valid, from the
 * provenance blocks of `data/`. `dataStatus()` (sdk/data-status.ts) reads it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../../dev/paths.ts';
import { readBankFiles } from './banks.ts';

/** One dataset as `dataStatus()` lists it. */
export interface DataSource {
  id: string;
  publisher: string;
  release: string;
  /** The date of the data: YYYY-MM-DD or YYYY-MM. */
  date: string;
  /** The last day the publisher says the release is valid, or null when it names none. */
  validUntil: string | null;
}

/** The last date of a provenance date (`2021-09/2026-05` → `2026-05`). */
const lastDate = (date: string) => date.split('/').at(-1)!.trim();

export function dataSources(): DataSource[] {
  const registry = JSON.parse(readFileSync(join(dataDir, 'iban-registry.json'), 'utf8')) as {
    provenance: { registryRelease: number; sources: { date: string }[] };
  };
  const out: DataSource[] = [
    {
      id: 'iban-registry',
      publisher: 'SWIFT, IBAN Registry',
      release: `release ${registry.provenance.registryRelease}`,
      date: lastDate(registry.provenance.sources[0]!.date),
      validUntil: null,
    },
  ];
  for (const f of readBankFiles()) {
    const p = f.provenance;
    out.push({
      id: `banks:${f.countryCode}:${f.kind}`,
      publisher: p.publisher,
      release: p.release ? `valid from ${p.release.validFrom}` : p.origin === 'publisher' ? p.source : p.repository,
      date: lastDate(p.release?.validFrom ?? p.date),
      validUntil: p.release?.validUntil ?? null,
    });
  }
  return out;
}

export default function build(): Map<string, string> {
  const rows = dataSources().map((s) => `  ${JSON.stringify(s)},`);
  return new Map([
    [
      'data-status.ts',
      [
        '/** Every shipped dataset: publisher, release, date of the data, last valid day (null: none stated). */',
        'export const DATA_SOURCES: readonly {',
        '  readonly id: string;',
        '  readonly publisher: string;',
        '  readonly release: string;',
        '  readonly date: string;',
        '  readonly validUntil: string | null;',
        '}[] = [',
        ...rows,
        '];',
        '',
      ].join('\n'),
    ],
  ]);
}
