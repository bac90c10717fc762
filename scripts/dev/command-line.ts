/**
 * The command line of every tool here: `parseArgs` of node:util with `--help` (`-h`) added. `--help`
 * prints the tool's usage and exits 0; an unknown option, a missing value or a stray argument
 * prints the mistake and the usage and exits 2.
 *
 * ```ts
 * const { values } = commandLine('usage: npm run bench:lookup -- [--rounds N]', {
 *   options: { rounds: { type: 'string', default: '5' } },
 * });
 * ```
 * @module
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** `parseArgs(config)` with `--help`; `usage` is what `--help` and a mistake print. */
export function commandLine<const T extends ParseArgsConfig>(
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  const withHelp = { ...config, options: { ...config.options, help: { type: 'boolean', short: 'h' } } } as const;
  let parsed: ReturnType<typeof parseArgs<typeof withHelp>>;
  try {
    parsed = parseArgs(withHelp);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage.trimEnd()}\n`);
    process.exit(2);
  }
  if ((parsed.values as { help?: boolean }).help === true) {
    process.stdout.write(`${usage.trimEnd()}\n`);
    process.exit(0);
  }
  return parsed as unknown as ReturnType<typeof parseArgs<T>>;
}
