/**
 * The options of the commands, each defined once: the parser reads them and the help is written
 * from them, so the help cannot leave out an option the command accepts.
 * @module
 */
import { parseArgs } from 'node:util';

/** One option of a command. */
export interface OptionSpec {
  /** The name without its leading dashes: `port` for `--port`. */
  readonly name: string;
  /** The placeholder of its value in the help (`N`, `URL`); a flag has none. */
  readonly value?: string;
  /** A one-letter alias, without its dash. */
  readonly short?: string;
  /** What it does. */
  readonly help: string;
  /** Its value when it is not given, as the help shows it. */
  readonly default?: string;
}

/** Parsed command-line options. */
export type ParsedOptions =
  | { ok: true; values: Record<string, string>; flags: Set<string>; positional: string[] }
  | { ok: false; help: boolean };

/**
 * Reads the options with `node:util`'s `parseArgs`: `--name value`, `--name=value`, `-x value` and
 * `--flag`; unknown options, missing values and a value given to a flag are refused. `-` alone is
 * an argument (stdin); after `--`, everything is. `--help` or `-h` asks for the help.
 */
export function readOptions(args: readonly string[], specs: readonly OptionSpec[]): ParsedOptions {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {
    help: { type: 'boolean', short: 'h' },
  };
  for (const spec of specs) {
    options[spec.name] = {
      type: spec.value === undefined ? 'boolean' : 'string',
      ...(spec.short === undefined ? {} : { short: spec.short }),
    };
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch {
    return { ok: false, help: false };
  }
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string') values[name] = value;
    else if (value === true) flags.add(name);
  }
  if (flags.has('help')) return { ok: false, help: true };
  return { ok: true, values, flags, positional: parsed.positionals };
}

/** How one option is written in a synopsis: `--port N`, `--ndjson`. */
export function optionForm(spec: OptionSpec): string {
  return spec.value === undefined ? `--${spec.name}` : `--${spec.name} ${spec.value}`;
}

/** The options as `[--port N] [--host HOST] …`, wrapped after `width` characters with `indent`. */
export function synopsis(specs: readonly OptionSpec[], indent: string, width = 100): string {
  return wrap(
    specs.map((spec) => `[${optionForm(spec)}]`),
    indent,
    width,
  );
}

const COLUMN = 24;

/** One line or more per option: its form, then what it does and its default, wrapped. */
export function optionList(specs: readonly OptionSpec[], width = 100): string {
  return specs
    .map((spec) => {
      const form = `  ${optionForm(spec)}${spec.short === undefined ? '' : `, -${spec.short}`}`;
      const text = spec.default === undefined ? spec.help : `${spec.help}; default: ${spec.default}`;
      const body = wrap(text.split(' '), ' '.repeat(COLUMN), width).trimStart();
      return form.length < COLUMN - 1 ? `${form.padEnd(COLUMN)}${body}` : `${form}\n${' '.repeat(COLUMN)}${body}`;
    })
    .join('\n');
}

/** Joins words with spaces into lines of at most `width` characters, each after `indent`. */
function wrap(words: readonly string[], indent: string, width: number): string {
  const lines: string[] = [];
  let line = indent;
  for (const word of words) {
    if (line.length > indent.length && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent;
    }
    line += line.length > indent.length ? ` ${word}` : word;
  }
  lines.push(line);
  return lines.join('\n');
}
