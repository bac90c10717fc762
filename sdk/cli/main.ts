/**
 * The `bank-number` command.
 * @module
 */
import { validateCommand } from './validate-command.ts';

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  validate: validateCommand,
};

const HELP = `bank-number: validate IBAN, SWIFT/BIC, US routing numbers and UK sort codes

usage:
  bank-number validate <input> [--format <hint>]   print the JSON envelope (exit 0 valid, 1 invalid, 2 bad request)
  bank-number validate - [--format <hint>]         NDJSON: one input per line on stdin, one envelope per line
`;

/** Runs the command line and returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(HELP);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    process.stderr.write(`bank-number: unknown command '${name}'\n${HELP}`);
    return 2;
  }
  return command(rest);
}
