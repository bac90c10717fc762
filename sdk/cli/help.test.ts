import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { runCli } from '../server/test-support/cli.ts';
import { KEYS_OPTIONS, SERVE_OPTIONS, VALIDATE_OPTIONS } from './command-options.ts';
import { commandUsage, mainHelp } from './help.ts';
import type { OptionSpec } from './options.ts';
import { readOptions } from './options.ts';
import { KEYS_USAGE } from './keys-command.ts';
import { SERVE_USAGE } from './serve-command.ts';
import { commandHints } from './validate-command.ts';

const TABLES: Array<['validate' | 'serve' | 'keys', readonly OptionSpec[]]> = [
  ['validate', VALIDATE_OPTIONS],
  ['serve', SERVE_OPTIONS],
  ['keys', KEYS_OPTIONS],
];

/** The `--name` words of a help text. */
function namesIn(help: string): Set<string> {
  return new Set([...help.matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1] as string));
}

describe('the option tables and the help', () => {
  it.each(TABLES)('bank-number %s accepts an option only when both helps name it', (command, specs) => {
    const own = namesIn(commandUsage(command));
    const main = namesIn(mainHelp());
    const candidates = fc.oneof(
      fc.constantFrom(...specs.map((s) => s.name), ...own, 'keys-file', 'trust', 'sign', 'format', 'port'),
      fc.stringMatching(/^[a-z][a-z-]{0,14}$/),
    );
    fc.assert(
      fc.property(candidates, (name) => {
        const flag = readOptions([`--${name}`], specs);
        const valued = readOptions([`--${name}`, 'x'], specs);
        if (flag.ok || valued.ok) {
          expect(own.has(name), `--${name} in ${command} --help`).toBe(true);
          expect(main.has(name), `--${name} in bank-number --help`).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
    // And the other way round: each option the command's help lists is one it accepts.
    for (const spec of specs) expect(commandUsage(command)).toMatch(new RegExp(`^  --${spec.name}\\b`, 'm'));
  });

  it('shows the options of the serve command, --database among them', () => {
    const help = mainHelp();
    for (const name of [
      '--database FILE|URL',
      '--allowed-hosts LIST',
      '--redis-timeout MS',
      '--workers N',
      '--sign-up',
      '--no-sign-up',
    ]) {
      expect(help).toContain(name);
    }
    for (const text of [help, ...TABLES.map(([command]) => commandUsage(command))]) {
      expect(text.split('\n').filter((line) => line.length > 100)).toEqual([]);
    }
  });

  it('names each option once in a usage: an option a form spells out is not listed again', () => {
    for (const text of [mainHelp(), ...TABLES.map(([command]) => commandUsage(command))]) {
      for (const usage of text.split(/\n\n/).filter((part) => /^usage:/.test(part))) {
        // A command's lines: its forms, then the options the forms leave out.
        const perCommand = new Map<string, string[]>();
        for (const line of usage.split('\n')) {
          const command = /bank-number ([a-z]+)/.exec(line)?.[1] ?? [...perCommand.keys()].at(-1) ?? '';
          const list = perCommand.get(command) ?? [];
          list.push(...[...line.matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1] as string));
          perCommand.set(command, list);
        }
        for (const [command, names] of perCommand) {
          const forms = names.filter((name) => name !== 'help' && name !== 'version');
          expect(forms, `${command}: ${forms.join(' ')}`).toEqual([...new Set(forms)]);
        }
        expect(perCommand.size).toBeGreaterThan(0);
      }
    }
    expect(commandUsage('validate').split('\n\n')[0]).toBe(
      [
        'usage: bank-number validate <input>          print the JSON envelope',
        '       bank-number validate -                NDJSON: one envelope per line of stdin',
        '       bank-number validate --csv FILE|- --column NAME|NUMBER',
        '       bank-number validate <sort code> --account NUMBER',
        '           [--format iban|bic|us-routing|uk-sort-code] [--delimiter C] [--ndjson]',
        '           [--account-column NAME|NUMBER] [--uk-modulus DIR]',
      ].join('\n'),
    );
  });

  it('reads values inline or after the name, short aliases, and refuses what is unknown or incomplete', () => {
    expect(readOptions(['--format=iban', 'x', '-'], VALIDATE_OPTIONS)).toEqual({
      ok: true,
      values: { format: 'iban' },
      flags: new Set(),
      positional: ['x', '-'],
    });
    expect(readOptions(['-f', 'bic', '--ndjson'], VALIDATE_OPTIONS)).toEqual({
      ok: true,
      values: { format: 'bic' },
      flags: new Set(['ndjson']),
      positional: [],
    });
    expect(readOptions(['--', '--port'], SERVE_OPTIONS)).toEqual({
      ok: true,
      values: {},
      flags: new Set(),
      positional: ['--port'],
    });
    expect(readOptions(['--port'], SERVE_OPTIONS)).toEqual({ ok: false, help: false });
    expect(readOptions(['--sign-up=yes'], SERVE_OPTIONS)).toEqual({ ok: false, help: false });
    expect(readOptions(['--bogus'], SERVE_OPTIONS)).toEqual({ ok: false, help: false });
    expect(readOptions(['-x'], VALIDATE_OPTIONS)).toEqual({ ok: false, help: false });
    expect(readOptions(['--port', '1', '-h'], SERVE_OPTIONS)).toEqual({ ok: false, help: true });
  });

  it('turns a suggestion that names an API parameter into the option of the command', async () => {
    expect(commandHints(await validate('123456'), '123456')).toEqual(['--format uk-sort-code']);
    expect(commandHints(await validate('12-34-56'), '12-34-56')).toEqual([]);
    expect(commandHints(await validate('GB82WEST12345698765433'), 'GB82WEST12345698765433')).toEqual([]);
  });

  it('gives a hint only when running again with it would answer valid', async () => {
    // Text of no known shape: the suggestion lists the format hints, but none of them makes it valid.
    for (const input of ['hello', '12345', '12/34/56', 'DEUTDEFF5']) {
      expect((await validate(input)).result.errors[0]?.code, input).toBe('UNKNOWN_FORMAT');
      expect(commandHints(await validate(input), input), input).toEqual([]);
    }
  });
});

let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'bank-number-help-'));
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
});

describe('bank-number, run as a user runs it', { timeout: 120_000 }, () => {
  it('prints its help, its version, and the help of each command', async () => {
    const help = await runCli(['--help'], cwd);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(mainHelp());
    const version = await runCli(['--version'], cwd);
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(version).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
    const serve = await runCli(['serve', '--help'], cwd);
    expect(serve.code).toBe(0);
    expect(serve.stdout).toBe(`${SERVE_USAGE}\n`);
    expect(SERVE_USAGE.replaceAll(/\s+/g, ' ')).toContain('default: .bank-number/bank-number.db');
    // `keys --help` as `serve --help`: the help on stdout, exit 0.
    expect(await runCli(['keys', '--help'], cwd)).toEqual({ code: 0, stdout: `${KEYS_USAGE}\n`, stderr: '' });
    const none = await runCli([], cwd);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(mainHelp());
  });

  it('adds a hint in its own terms on stderr and leaves the envelope as it is', async () => {
    const { code, stdout, stderr } = await runCli(['validate', '123456'], cwd);
    expect(code).toBe(1);
    expect(stderr).toBe('bank-number: hint: run again with --format uk-sort-code\n');
    const printed = JSON.parse(stdout);
    expect({ ...printed, processingTimeMs: 0 }).toEqual({ ...(await validate('123456')), processingTimeMs: 0 });
    expect(printed.result.errors[0].suggestion).toBe('Pass format=uk-sort-code, or write the sort code as 12-34-56.');
    const hinted = await runCli(['validate', '123456', '--format', 'uk-sort-code'], cwd);
    expect(hinted.stderr).toBe('');
    expect(JSON.parse(hinted.stdout).result.format).toBe('uk-sort-code');
    // The envelope's suggestion lists the format hints, but none makes this text valid: no hint.
    const unknown = await runCli(['validate', 'hello'], cwd);
    expect(JSON.parse(unknown.stdout).result.errors[0].suggestion).toBe(
      'Pass a format hint: iban, bic, us-routing or uk-sort-code.',
    );
    expect(unknown).toMatchObject({ code: 1, stderr: '' });
  });

  it('says each hint once at the end of a stream or a CSV file, with how many numbers it helps', async () => {
    const stream = await runCli(['validate', '-'], cwd, '123456\n654321\nGB82WEST12345698765432\n');
    expect(stream.code).toBe(1);
    expect(stream.stdout.trim().split('\n')).toHaveLength(3);
    expect(stream.stderr).toBe('bank-number: hint: 2 numbers may be answered with --format uk-sort-code\n');
    const csv = await runCli(['validate', '--csv', '-', '--column', 'n'], cwd, 'n\n123456\nxyz\n');
    expect(csv.code).toBe(1);
    expect(csv.stderr).toBe('bank-number: hint: 1 number may be answered with --format uk-sort-code\n');
    const fine = await runCli(['validate', '-'], cwd, 'GB82WEST12345698765432\n');
    expect(fine.stderr).toBe('');
  });

  it('skips a line of spaces on stdin as it skips an empty line', async () => {
    const { code, stdout, stderr } = await runCli(['validate', '-'], cwd, '   \nGB82WEST12345698765432\n\t \r\n\n');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string).result.valid).toBe(true);
  });
});
