/**
 * The help of `bank-number` and of each command, written from the option tables.
 * @module
 */
import { VERDICT_COLUMNS } from '../core/verdict-columns.ts';
import { DATA_OPTIONS, KEYS_OPTIONS, SERVE_OPTIONS, VALIDATE_OPTIONS } from './command-options.ts';
import type { OptionSpec } from './options.ts';
import { optionForm, optionList, synopsis } from './options.ts';

/** A command's help: how it is called, its options, and what else to know. */
interface CommandHelp {
  readonly name: string;
  /** The forms of the command line, without the options that every form takes. */
  readonly forms: readonly string[];
  readonly options: readonly OptionSpec[];
  readonly notes: string;
}

const COMMANDS: readonly CommandHelp[] = [
  {
    name: 'validate',
    forms: [
      'validate <input>          print the JSON envelope',
      'validate -                NDJSON: one envelope per line of stdin',
      'validate --csv FILE|- --column NAME|NUMBER',
    ],
    options: VALIDATE_OPTIONS,
    notes: `--csv reads CSV (RFC 4180: header row, quoted fields, UTF-8 BOM) and writes the rows with
the columns ${VERDICT_COLUMNS.join(', ')} appended,
or with --ndjson one JSON envelope per row; it streams in constant memory. Empty lines are
skipped, with - as with --csv; with - so are lines of spaces only.
exit: 0 all valid, 1 any invalid, 2 a malformed request (a blank or too long input, a bad option,
      a CSV that cannot be read)`,
  },
  {
    name: 'serve',
    forms: ['serve'],
    options: SERVE_OPTIONS,
    notes: `Sign-up is on when the site served (--static) has the account pages (dashboard.html), so that
a sign-in link always leads to a page that exists; else it is off unless --sign-up says where they
are.
Serves /api/v1, the account API under /api/account/ (docs/accounts.md), and static files at /
outside them. One JSON line per request on stdout. GET /healthz (live) and /readyz (the store and
Redis answer within 1 s, asked at most once a second; which failed only with --readyz-details)
are for probes: neither logged nor counted.
SIGTERM or SIGINT: in-flight requests finish, then the server exits; with --workers, every worker
does so, and a worker that dies is restarted (docs/operating.md).`,
  },
  {
    name: 'keys',
    forms: [
      'keys create --tier starter|pro|business [--label TEXT]',
      'keys list [--json]',
      'keys revoke <id>',
      'keys set-tier <id> starter|pro|business',
      'keys set-tier --email ADDRESS starter|pro|business',
    ],
    options: KEYS_OPTIONS,
    notes: `The store holds hashes only. "create" prints the new key on stdout, once, after it is stored: it
cannot be shown again. "set-tier" changes the tier of an account (named by the address it signed
up with, --email, or by any of its active keys) and of all its keys, which share its limits; or
the tier of a key of no account ("create" makes those). Every server on the same database honours
a new key at once, and a revocation or a new tier within a second.`,
  },
  {
    name: 'data',
    forms: ['data status [--json]'],
    options: DATA_OPTIONS,
    notes: `Lists every shipped dataset: publisher, release, date of the data, the last day it is valid where
the publisher states one, and whether that day has passed (npm run data:update refreshes it).
exit: 0 all current, 1 a dataset is past its validity, 2 a malformed command`,
  },
];

function command(name: string): CommandHelp {
  return COMMANDS.find((c) => c.name === name) as CommandHelp;
}

/**
 * The lines `bank-number <form>` of a command (the first after `first`), then its options that no
 * form spells out already.
 */
function forms(help: CommandHelp, first: string, indent: string): string {
  const lines = help.forms.map((form, i) => `${i === 0 ? first : indent}bank-number ${form}`);
  const shown = (spec: OptionSpec): boolean =>
    help.forms.some((form) => ` ${form.replaceAll(/[[\]]/g, ' ')} `.includes(` ${optionForm(spec)} `));
  const rest = help.options.filter((spec) => !shown(spec));
  return rest.length === 0 ? lines.join('\n') : `${lines.join('\n')}\n${synopsis(rest, `${indent}    `)}`;
}

/**
 * The help of one command (`bank-number <name> --help`), with the `defaults` of its options that
 * the option table leaves to the command (by option name).
 */
export function commandUsage(
  name: 'validate' | 'serve' | 'keys' | 'data',
  defaults: Readonly<Record<string, string>> = {},
): string {
  const help = command(name);
  const options = help.options.map((spec) => {
    const value = defaults[spec.name];
    return value === undefined ? spec : { ...spec, default: value };
  });
  return `${forms(help, 'usage: ', '       ')}\n\noptions:\n${optionList(options)}\n\n${help.notes}`;
}

/** The help of `bank-number --help`: every command with all its options. */
export function mainHelp(): string {
  return `bank-number: validate IBAN, SWIFT/BIC, US routing numbers and UK sort codes

usage:
${COMMANDS.map((help) => forms(help, '  ', '  ')).join('\n')}
  bank-number --version                 print the version
  bank-number <command> --help          what each option of a command does

serve and keys run on the server's libraries, optional peer dependencies of bank-number: without
them they stop at once and print the npm install line that adds them.
`;
}
