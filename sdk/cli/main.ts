/**
 * The `bank-number` command.
 * @module
 */
import { checkServerLibraries } from './server-libraries.ts';
import { validateCommand } from './validate-command.ts';

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  validate: validateCommand,
  // The server's modules load only when a server command runs, and only once the server's
  // libraries (optional peer dependencies) are known to be installed.
  serve: async (args) => (checkServerLibraries('serve') ? (await import('./serve-command.ts')).serveCommand(args) : 1),
  keys: async (args) => (checkServerLibraries('keys') ? (await import('./keys-command.ts')).keysCommand(args) : 1),
};

const HELP = `bank-number: validate IBAN, SWIFT/BIC, US routing numbers and UK sort codes

usage:
  bank-number validate <input> [--format <hint>]   print the JSON envelope (exit 0 valid, 1 invalid, 2 bad request)
  bank-number validate - [--format <hint>]         NDJSON: one input per line on stdin, one envelope per line
  bank-number validate --csv <file|-> --column <name|number> [--delimiter <c>] [--ndjson] [--format <hint>]
                                                   CSV (RFC 4180; header row, quotes, BOM, , ; or tab) in,
                                                   the rows out with verdict columns appended (valid,
                                                   format, normalized, error_codes, error_message,
                                                   bank_name, bank_bic), or
                                                   one envelope per row with --ndjson; streaming
  bank-number serve [--port 8787] [--host 127.0.0.1] [--keys FILE] [--redis URL] [--trust-proxy N]
                    [--static DIR] [--smtp URL] [--mail-from ADDRESS] [--public-url URL] [--no-sign-up]
                                                   run the API server (/api/v1) and the account API
                                                   (/api/account/) until SIGTERM
  bank-number keys create --tier starter|pro|business [--label TEXT] [--keys FILE]
                                                   issue an API key; printed once
  bank-number keys list [--json] [--keys FILE]     id, tier, label, created, last 4, revoked, account
  bank-number keys revoke <id> [--keys FILE]       revoke a key
  bank-number keys set-tier <id> <tier> [--keys FILE]
                                                   set one key's tier
  bank-number keys set-tier --email ADDRESS <tier> [--keys FILE]
                                                   set an account's tier and its keys' tiers

serve and keys run on the server's libraries, optional peer dependencies of bank-number: without
them they stop at once and print the npm install line that adds them.
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
