/**
 * Each of ibanFromDomestic, findIbans, isQrIban, isSepaCountry and maskIban is tree-shakable on its own: a
 * bundle that imports one of them from `bank-number/iban` (esbuild, tree-shaken and minified as an
 * application build would be, identifiers kept so that they can be looked for) holds none of the
 * others' modules and none of their code.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SEPA_CODES } from '../../generated/iban-registry.ts';
import { repoRoot } from '../../../scripts/dev/paths.ts';

interface Function {
  /** Its own module, which no other bundle may contain. */
  module: string;
  /** Top-level names and literals found only in its code. */
  marks: string[];
}

const FUNCTIONS: Record<string, Function> = {
  ibanFromDomestic: {
    module: 'sdk/formats/iban/from-domestic.ts',
    marks: [
      'ibanFromDomestic',
      'PT_BY_BREAKDOWN',
      'POSTFINANCE',
      'is not a part of a domestic account number',
      'is not in the loaded sort-code data',
    ],
  },
  findIbans: { module: 'sdk/formats/iban/find.ts', marks: ['findIbans', 'POW10', 'isInnerSeparator'] },
  isQrIban: { module: 'sdk/formats/iban/qr.ts', marks: ['isQrIban'] },
  isSepaCountry: { module: 'sdk/formats/iban/sepa.ts', marks: ['isSepaCountry', SEPA_CODES] },
  maskIban: { module: 'sdk/formats/iban/mask.ts', marks: ['maskIban'] },
};

async function bundleOf(names: string): Promise<{ text: string; inputs: string[] }> {
  const result = await build({
    stdin: {
      contents: `import { ${names} } from './sdk/formats/iban/index.ts'; export { ${names} };`,
      resolveDir: repoRoot,
      sourcefile: 'consumer.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minifySyntax: true,
    minifyWhitespace: true,
    treeShaking: true,
    write: false,
    metafile: true,
    outdir: join(repoRoot, '.cache', 'functions-bundle-test'),
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs).filter((o) => o.entryPoint === 'consumer.ts');
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, i]) => i.bytesInOutput > 0)
    .map(([path]) => path);
  return { text: result.outputFiles.map((f) => f.text).join('\n'), inputs };
}

describe('each new function of bank-number/iban, bundled alone', () => {
  it(
    "finds every function's modules and marks in a bundle that imports them all " + '(the check itself works)',
    async () => {
      const { text, inputs } = await bundleOf(Object.keys(FUNCTIONS).join(', '));
      for (const own of Object.values(FUNCTIONS)) {
        expect(inputs).toContain(own.module);
        for (const mark of own.marks) expect(text).toContain(mark);
      }
    },
  );

  for (const [name, own] of Object.entries(FUNCTIONS)) {
    it(`${name} carries its own code and nothing of the others`, async () => {
      const { text, inputs } = await bundleOf(name);
      // The check itself works: the function's own module and marks are there.
      expect(inputs).toContain(own.module);
      for (const mark of own.marks.slice(0, 1)) expect(text).toContain(mark);
      for (const [other, theirs] of Object.entries(FUNCTIONS)) {
        if (other === name) continue;
        expect(inputs, `${name} bundle holds ${theirs.module}`).not.toContain(theirs.module);
        for (const mark of theirs.marks)
          expect(text.includes(mark), `${name} bundle holds ${other}'s ${mark.slice(0, 40)}`).toBe(false);
      }
    });
  }

  it('isSepaCountry needs neither the registry structures nor the national rules', async () => {
    const { inputs } = await bundleOf('isSepaCountry');
    expect(inputs.filter((i) => !i.startsWith('sdk/generated/') && i !== 'consumer.ts')).toEqual([
      'sdk/formats/iban/sepa.ts',
    ]);
  });
});
