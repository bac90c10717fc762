/**
 * What a consumer's bundler makes of the bank data: esbuild, tree-shaken and minified as an
 * application build would be. The validation paths must carry no bank data, and the lookups must
 * leave every country's data in its own chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile, type OutputFile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/dev/paths.ts';

/**
 * Every bank name of 8 characters or more and every 11-character BIC in the data: long enough not
 * to turn up in messages or examples (which do say `DEUTDEFF`).
 */
function bankStrings(): string[] {
  const out = new Set<string>();
  const dir = join(repoRoot, 'data', 'banks');
  for (const f of readdirSync(dir)) {
    const { records } = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      records: { bic: string | null; name: string }[];
    };
    for (const r of records) {
      if (r.name.length >= 8) out.add(r.name);
      if (r.bic) out.add(r.bic);
    }
  }
  return [...out];
}

const needles = bankStrings();

async function bundle(contents: string, splitting: boolean): Promise<{ outputs: OutputFile[]; metafile: Metafile }> {
  const result = await build({
    stdin: { contents, resolveDir: repoRoot, sourcefile: 'consumer.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    splitting,
    outdir: join(repoRoot, '.cache', 'bundle-test'),
    // Keep non-ASCII as it is, so that names like "Zürich" can be found in the output.
    charset: 'utf8',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { outputs: result.outputFiles, metafile: result.metafile };
}

function bankDataIn(code: string): string[] {
  return needles.filter((n) => code.includes(n));
}

describe('bundles', () => {
  it('finds bank data where there is some (the check itself works)', async () => {
    const { outputs } = await bundle("export { countryCode, names } from './sdk/generated/banks/iban/de.ts';", false);
    expect(bankDataIn(outputs[0]!.text)).toContain('Commerzbank');
  });

  it('of isValidIban carry no bank names or BICs', async () => {
    const { outputs } = await bundle(
      "import { isValidIban } from './sdk/formats/iban/index.ts'; export const ok = (s: string) => isValidIban(s);",
      false,
    );
    expect(outputs).toHaveLength(1);
    expect(bankDataIn(outputs[0]!.text)).toEqual([]);
    expect(outputs[0]!.text).not.toContain('banks/iban');
  });

  it('of isValidBic carry no bank names or BICs', async () => {
    const { outputs } = await bundle(
      "import { isValidBic } from './sdk/formats/bic/index.ts'; export const ok = (s: string) => isValidBic(s);",
      false,
    );
    expect(bankDataIn(outputs[0]!.text)).toEqual([]);
  });

  for (const [name, entry] of [
    ['the IBAN lookup', "export { loadIbanLookup, lookupIbanBankSync } from './sdk/formats/iban/lookup.ts';"],
    ['the BIC lookup', "export { loadBicLookup, lookupBicSync } from './sdk/formats/bic/lookup.ts';"],
    ['validate', "export { validate } from './sdk/index.ts';"],
  ] as const) {
    it(`of ${name}, split, keep bank data out of the entry chunk and each country in its own chunk`, async () => {
      const { outputs, metafile } = await bundle(entry, true);
      const textOf = (path: string) => outputs.find((o) => o.path.endsWith(path.slice(path.lastIndexOf('/'))))!.text;
      const [entryPath] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'consumer.ts')!;
      expect(bankDataIn(textOf(entryPath))).toEqual([]);
      const isCountryChunk = (input: string) => /generated\/banks\/(iban|bic)\/[a-z]{2}\.ts$/.test(input);
      const chunks = Object.entries(metafile.outputs).filter(([, o]) => Object.keys(o.inputs).some(isCountryChunk));
      expect(chunks.length).toBeGreaterThan(30);
      for (const [path, out] of chunks) {
        // One country (of one kind) per chunk, loaded only by import(), importing no other country.
        expect(Object.keys(out.inputs).filter(isCountryChunk), path).toHaveLength(1);
        expect(
          out.imports.filter((i) => chunks.some(([p]) => p === i.path)),
          path,
        ).toEqual([]);
      }
      for (const [path, out] of Object.entries(metafile.outputs)) {
        for (const i of out.imports) {
          if (chunks.some(([p]) => p === i.path)) expect(i.kind, `${path} → ${i.path}`).toBe('dynamic-import');
        }
      }
      expect(chunks.some(([path]) => textOf(path).includes('Commerzbank'))).toBe(true);
      // The table of country chunks comes with the first load, in a chunk of its own.
      expect(metafile.outputs[entryPath]!.imports.filter((i) => chunks.some(([p]) => p === i.path))).toEqual([]);
    });
  }

  it('of validateSync, split, carry no table of country chunks and import nothing lazily', async () => {
    const { outputs, metafile } = await bundle("export { validateSync } from './sdk/index.ts';", true);
    const textOf = (path: string) => outputs.find((o) => o.path.endsWith(path.slice(path.lastIndexOf('/'))))!.text;
    const [entryPath, entry] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'consumer.ts')!;
    expect(bankDataIn(textOf(entryPath))).toEqual([]);
    // At most what the lazily loaded lookups share with the checks comes with it (the registry of
    // bank finders, and the IBAN layouts that the German bank data gives its account check): a chunk
    // that itself imports nothing and holds no bank data nor any table of chunks.
    for (const i of entry.imports) {
      expect(i.kind, i.path).toBe('import-statement');
      expect(metafile.outputs[i.path]!.imports, i.path).toEqual([]);
      expect(Object.keys(metafile.outputs[i.path]!.inputs), i.path).toContain('sdk/core/bank-info.ts');
      expect(Object.keys(metafile.outputs[i.path]!.inputs).filter((p) => p.includes('generated/banks'))).toEqual([]);
      expect(bankDataIn(textOf(i.path)), i.path).toEqual([]);
    }
  });
});
