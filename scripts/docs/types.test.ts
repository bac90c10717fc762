/**
 * Every TypeScript recipe of the documentation (each fenced `ts` and `tsx` block of README.md and
 * docs/*.md) type-checked as a reader's project compiles it: each block its own module in a strict
 * project, against the packed package (the integration tests' one `npm pack` of dist/, unpacked
 * into the project's node_modules beside the libraries the recipes use), with the oldest TypeScript the package
 * supports (`typescript-min`), the repository's (6.0) and TypeScript 7 (`typescript-7`), with `strict`,
 * `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess` and the other flags of `STRICT`, under the module settings of
 * docs/getting-started.md: a bundler project (as Vite's templates set it up) and a Node project in
 * ES modules. A CommonJS project is checked for what the guide says of it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../dev/paths.ts';

interface Block {
  where: string;
  code: string;
  tsx: boolean;
}

/** The TypeScript blocks of one Markdown file: ```ts and ```tsx, with or without a file name after. */
function typescriptBlocks(file: string): Block[] {
  const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
  const found: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(ts|tsx|typescript)(?:\s+\S+)?\s*$/.exec(lines[i] as string);
    if (fence === null) continue;
    let end = i + 1;
    while (end < lines.length && !(lines[end] as string).startsWith('```')) end++;
    found.push({ where: `${file}:${i + 2}`, code: lines.slice(i + 1, end).join('\n'), tsx: fence[1] === 'tsx' });
    i = end;
  }
  return found;
}

const DOCS = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const BLOCKS = DOCS.flatMap(typescriptBlocks);

/**
 * The TypeScript compilers: the oldest the package supports, the repository's own, and TypeScript 7
 * (the native compiler, which `npm create vite` installs now).
 */
const COMPILERS = ['typescript-min', 'typescript', 'typescript-7'] as const;

/**
 * What a strict project of a reader sets, whatever its module settings: `strict` and the flags a
 * careful team adds to it.
 */
const STRICT = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  noUncheckedSideEffectImports: true,
  jsx: 'react-jsx',
  noEmit: true,
  skipLibCheck: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noFallthroughCasesInSwitch: true,
  types: ['node'],
};

/** The module settings of docs/getting-started.md for ES modules. */
const SETTINGS = {
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
} as const;

function tsc(project: string, compiler: (typeof COMPILERS)[number]): { code: number | null; output: string } {
  const bin = join(repoRoot, 'node_modules', compiler, 'bin', 'tsc');
  const run = spawnSync(process.execPath, [bin, '-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: project,
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

/**
 * A project whose node_modules holds the unpacked package and, as links, every library the
 * repository installed (React's types, react-hook-form, TanStack Form, ArkType, the server's).
 */
function project(work: string, tarball: string, type: 'module' | 'commonjs'): string {
  const dir = join(work, type);
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, 'bank-number'), { recursive: true });
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', join(modules, 'bank-number'), '--strip-components=1']);
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name.startsWith('.') || name === 'bank-number') continue;
    symlinkSync(join(repoRoot, 'node_modules', name), join(modules, name), 'dir');
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `reader-${type}`, private: true, type }));
  return dir;
}

describe('the TypeScript recipes of the documentation, as a reader compiles them', () => {
  let work: string;
  let esm: string;
  let cjs: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'bank-number-docs-types-'));
    // The tarball the integration tests share (scripts/dev/test-support/packed-package.ts).
    const tarball = inject('packedPackage').file;
    esm = project(work, tarball, 'module');
    cjs = project(work, tarball, 'commonjs');
    for (const block of BLOCKS) {
      const name = `${block.where.replace(/[/.:]/g, '-')}.${block.tsx ? 'tsx' : 'ts'}`;
      writeFileSync(join(esm, name), `${block.code}\n`);
    }
  }, 300_000);

  afterAll(() => {
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  it('finds the recipes: the forms, the server, the client', () => {
    const where = BLOCKS.map((block) => block.where.replace(/:\d+$/, ''));
    expect(where).toContain('docs/forms.md');
    expect(where).toContain('docs/server.md');
    expect(where).toContain('docs/client.md');
    expect(BLOCKS.some((block) => block.tsx)).toBe(true);
  });

  for (const compiler of COMPILERS) {
    for (const [setting, options] of Object.entries(SETTINGS)) {
      it(`type-checks every recipe with ${compiler}, module ${options.module} (${setting})`, () => {
        writeFileSync(
          join(esm, 'tsconfig.json'),
          JSON.stringify({ compilerOptions: { ...STRICT, ...options }, include: ['*.ts', '*.tsx'] }),
        );
        const { code, output } = tsc(esm, compiler);
        expect(output).toBe('');
        expect(code).toBe(0);
      }, 120_000);
    }
  }

  it('compiles a CommonJS project from TypeScript 5.8 on (module nodenext), and says why 5.7 cannot', () => {
    writeFileSync(
      join(cjs, 'index.ts'),
      "import { validateSync } from 'bank-number';\nimport { iban } from 'bank-number/schema';\n" +
        "export const valid: boolean = validateSync('DE89370400440532013000').result.valid;\n" +
        'export const schema = iban();\n',
    );
    writeFileSync(
      join(cjs, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...STRICT, verbatimModuleSyntax: false, module: 'nodenext', moduleResolution: 'nodenext' },
      }),
    );
    expect(tsc(cjs, 'typescript')).toEqual({ code: 0, output: '' });
    // TypeScript 5.7 does not let a CommonJS file require an ES module (TS1479), which Node does
    // from 20.19 and 22.12: docs/getting-started.md names 5.8 as the minimum for such a project.
    const old = tsc(cjs, 'typescript-min');
    expect(old.code).not.toBe(0);
    expect(old.output).toContain('TS1479');
    const guide = readFileSync(join(repoRoot, 'docs', 'getting-started.md'), 'utf8');
    expect(guide).toMatch(/CommonJS[^\n]*\n?[^\n]*TypeScript 5\.8/);
  }, 120_000);
});
