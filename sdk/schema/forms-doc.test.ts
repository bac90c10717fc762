/**
 * docs/forms.md as it stands: each section's code block is bundled with esbuild (the package's own
 * entries from the sources, the libraries as the installed packages) and run, and its examples'
 * `// result` comments are held to what the code gives.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FieldApi, FormApi } from '@tanstack/react-form';
import { type } from 'arktype';
import { build } from 'esbuild';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { zodIbanRows, zodIbanTable } from '../../scripts/bench/zod-iban.ts';
import { repoRoot } from '../../scripts/dev/paths.ts';
import { cleanInput } from '../core/clean-input.ts';
import { WRONG_LENGTH } from '../core/error-catalogue.ts';
import { entrySource, formsDocBlock, formsDocLabels, formsDocText } from './test-support/forms-doc.ts';

/** A form component of the page. */
type Form = (props: { onSave: () => void }) => ReactElement;

// Inside node_modules, so that the blocks' imports of the libraries resolve as a consumer's do.
const OUT = join(repoRoot, 'node_modules/.cache/forms-doc');
const LIBRARIES = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'react-hook-form',
  '@hookform/*',
  '@tanstack/*',
  'arktype',
];

/**
 * Runs a block, exporting those of `exports` that it does not export itself; each line
 * `expression; // literal` becomes a check, and the checks come back as `checks`.
 */
async function run(
  name: string,
  code: string,
  exports: string[] = [],
): Promise<Record<string, unknown> & { checks: [() => unknown, unknown, string][] }> {
  const checked = code.replace(
    /^(.+?);\s*\/\/\s*(.+)$/gm,
    (_, expression: string, expected: string) =>
      `checks.push([() => (${expression}), ${expected}, ${JSON.stringify(expression)}]);`,
  );
  const own = exports.filter((name) => !new RegExp(`^export (?:function|const) ${name}\\b`, 'm').test(code));
  const source = `const checks = [];\n${checked}\nexport { checks${own.map((e) => `, ${e}`).join('')} };\n`;
  const result = await build({
    stdin: { contents: source, loader: 'tsx', resolveDir: repoRoot, sourcefile: `docs/forms.md#${name}` },
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    external: LIBRARIES,
    plugins: [
      {
        name: 'bank-number',
        setup: (b) =>
          b.onResolve({ filter: /^bank-number(\/|$)/ }, (args) => {
            const path = entrySource(args.path);
            return path ? { path } : undefined;
          }),
      },
    ],
  });
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}-${process.pid}.mjs`);
  writeFileSync(file, result.outputFiles[0]?.text ?? '');
  return import(pathToFileURL(file).href);
}

async function expectChecks(name: string, code: string): Promise<void> {
  const { checks } = await run(name, code);
  expect(checks.length).toBeGreaterThan(0);
  for (const [actual, expected, expression] of checks) expect(actual(), expression).toEqual(expected);
}

describe('docs/forms.md', () => {
  it('input cleaning: the examples give what their comments say', async () => {
    await expectChecks('cleaning', formsDocBlock('Input cleaning'));
  });

  it('input cleaning: every label of the documented list is dropped', () => {
    const languages = formsDocLabels();
    expect([...languages.keys()]).toEqual([
      'English',
      'German',
      'French',
      'Spanish',
      'Italian',
      'Dutch',
      'Polish',
      'Portuguese',
    ]);
    for (const labels of languages.values()) {
      for (const label of labels) {
        for (const text of [
          `${label}: DE89 3704`,
          `${label.toUpperCase()} DE89 3704`,
          `${label.toLowerCase()} : DE89 3704`,
          `\u200b${label}:DE89 3704`,
        ]) {
          expect(cleanInput(text), text).toBe('DE89 3704');
        }
      }
    }
  });

  it('the schema validators: the examples give what their comments say', async () => {
    await expectChecks('validators', formsDocBlock('The schema validators'));
  });

  it('UK sort code and account number: the examples give what their comments say', async () => {
    await expectChecks('uk-account', formsDocBlock('UK sort code and account number'));
  });

  it('JSON Schema: the examples give what their comments say', async () => {
    await expectChecks('json-schema', formsDocBlock('JSON Schema for OpenAPI and form generators'));
  });

  it('iban() and z.iban(): the table is what scripts/bench/zod-iban.ts measures now', async () => {
    const table = formsDocText().match(/<!-- zod-iban -->\n([\s\S]*?)\n<!-- \/zod-iban -->/)?.[1];
    expect(table).toBe(zodIbanTable(await zodIbanRows()));
  });

  it("react-hook-form: the resolver gives the normalized numbers, or the issues' messages per field", async () => {
    const { resolver, PayeeForm } = await run('react-hook-form', formsDocBlock('react-hook-form'), [
      'resolver',
      'PayeeForm',
    ]);
    const resolve = resolver as (
      values: object,
      context: unknown,
      options: object,
    ) => Promise<{ values: object; errors: Record<string, { message?: string; type?: string }> }>;
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await resolve({ iban: 'IBAN: de89 3704 0044 0532 0130 00', bic: 'deut de ff' }, undefined, options)).toEqual(
      {
        values: { iban: 'DE89370400440532013000', bic: 'DEUTDEFF' },
        errors: {},
      },
    );
    const failed = await resolve(
      { iban: 'BR18 0036 0305 0000 1000 9795 493C 1', bic: 'DEUTDEFFX' },
      undefined,
      options,
    );
    expect(failed.values).toEqual({});
    expect(failed.errors.iban?.message).toBe('Bank details from this country are not accepted here (Brazil).');
    expect(failed.errors.bic?.message).toBe(WRONG_LENGTH.message);
    // The error code is kept as the error's type.
    expect(failed.errors.iban?.type).toBe('COUNTRY_NOT_ALLOWED');
    expect(failed.errors.bic?.type).toBe('WRONG_LENGTH');
    expect((await resolve({ iban: '', bic: 'DEUTDEFF' }, undefined, options)).errors.iban?.type).toBe('REQUIRED');
    const html = renderToString(createElement(PayeeForm as Form, { onSave: () => {} }));
    expect(html).toContain('name="iban"');
    expect(html).toContain('name="bic"');
  });

  it("TanStack Form: the field validator gives the issues as the field's errors", async () => {
    const { ibanValidators, IbanForm } = await run('tanstack-form', formsDocBlock('TanStack Form'), [
      'ibanValidators',
      'IbanForm',
    ]);
    const form = new FormApi({ defaultValues: { iban: '' } });
    form.mount();
    const field = new FieldApi({ form, name: 'iban', validators: ibanValidators as never });
    field.mount();
    // An asynchronous validator: TanStack awaits it, and the field's errors follow.
    field.handleChange('DE89 3704 0044 0532 0130 01');
    await vi.waitFor(() =>
      expect(field.state.meta.errors).toEqual([
        {
          code: 'CHECKSUM_FAILED',
          message: 'Die Prüfziffern passen nicht zum Rest der Nummer.',
          suggestion: 'Prüfen Sie jedes Zeichen auf Tippfehler und Zahlendreher.',
        },
      ]),
    );
    field.handleChange('IBAN: DE89 3704 0044 0532 0130 00');
    await vi.waitFor(() => expect(field.state.meta.errors).toEqual([]));
    expect(renderToString(createElement(IbanForm as Form, { onSave: () => {} }))).toContain('<input');
  });

  it(
    'ArkType: an object schema with the validators gives the normalized numbers, ' + 'or errors that carry the issue',
    async () => {
      const { ok, wrong, transfer } = await run('arktype', formsDocBlock('ArkType'), ['ok', 'wrong', 'transfer']);
      expect(ok).toEqual({ payee: 'Erika Mustermann', iban: 'DE89370400440532013000' });
      expect(wrong).toBeInstanceOf(type.errors);
      // As the page says: the summary is the message alone, the path names the field, the code is ArkType's.
      const errors = wrong as InstanceType<typeof type.errors>;
      expect(errors.summary).toBe('The check digits do not match the rest of the number.');
      expect([...(errors[0]?.path ?? [])]).toEqual(['iban']);
      expect(errors[0]?.code).toBe('predicate');
      const check = transfer as (value: unknown) => unknown;
      expect(check({ payee: 'A', iban: 'AT61 1904 3002 3457 3201', intermediary: 'deut de ff' })).toEqual({
        payee: 'A',
        iban: 'AT611904300234573201',
        intermediary: 'DEUTDEFF',
      });
      expect(check({ payee: 'A', iban: 'FR14 2004 1010 0505 0001 3M02 606' })).toBeInstanceOf(type.errors);
      expect(check({ payee: 'A', iban: 42 })).toBeInstanceOf(type.errors);
    },
  );
});
