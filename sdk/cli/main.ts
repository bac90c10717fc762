/**
 * The `bank-number` command.
 * @module
 */
import { readFileSync } from 'node:fs';
import { KEYS_OPTIONS, SERVE_OPTIONS } from './command-options.ts';
import { mainHelp } from './help.ts';
import { readOptions } from './options.ts';
import { checkServerLibraries, findPackageJson } from './server-libraries.ts';
import { dataCommand } from './data-command.ts';
import { validateCommand } from './validate-command.ts';

/** The option values of a command line, or null when it asks for the help or is refused. */
function optionValues(args: string[], specs: Parameters<typeof readOptions>[1]): Record<string, string> | null {
  const parsed = readOptions(args, specs);
  return parsed.ok ? parsed.values : null;
}

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  validate: validateCommand,
  data: dataCommand,
  // The server's modules load only when a server command runs, and only once the server's
  // libraries (optional peer dependencies) that its options use are known to be installed.
  serve: async (args) =>
    checkServerLibraries('serve', optionValues(args, SERVE_OPTIONS))
      ? (await import('./serve-command.ts')).serveCommand(args)
      : 1,
  keys: async (args) =>
    checkServerLibraries('keys', optionValues(args.slice(1), KEYS_OPTIONS))
      ? (await import('./keys-command.ts')).keysCommand(args)
      : 1,
};

/** Runs the command line and returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? process.stderr : process.stdout).write(mainHelp());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${(JSON.parse(readFileSync(findPackageJson(), 'utf8')) as { version: string }).version}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    process.stderr.write(`bank-number: unknown command '${name}'\n${mainHelp()}`);
    return 2;
  }
  return command(rest);
}
