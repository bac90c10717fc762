/**
 * The `bank-number` command.
 * @module
 */
import { mainHelp } from './help.ts';
import { checkServerLibraries, findPackageJson } from './server-libraries.ts';
import { readFileSync } from 'node:fs';
import { validateCommand } from './validate-command.ts';

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  validate: validateCommand,
  // The server's modules load only when a server command runs, and only once the server's
  // libraries (optional peer dependencies) are known to be installed.
  serve: async (args) => (checkServerLibraries('serve') ? (await import('./serve-command.ts')).serveCommand(args) : 1),
  keys: async (args) => (checkServerLibraries('keys') ? (await import('./keys-command.ts')).keysCommand(args) : 1),
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
