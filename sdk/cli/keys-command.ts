import { existsSync } from 'node:fs';
import { nodeHashApiKey } from '../server/adapters/hash.ts';
import { setAccountTier, setKeyTier } from '../server/accounts/operator.ts';
import { issueKey } from '../server/store/issue-key.ts';
import { DEFAULT_DATABASE, DEFAULT_KEY_FILE, describeDatabase, openStore } from '../server/store/open.ts';
import type { OpenedStore } from '../server/store/open.ts';
import { isKeyTier } from '../server/tiers.ts';

export { DEFAULT_DATABASE, DEFAULT_KEY_FILE };

const USAGE = `usage: bank-number keys create --tier starter|pro|business [--label TEXT] [--database FILE|URL]
       bank-number keys list [--json] [--database FILE|URL]
       bank-number keys revoke <id> [--database FILE|URL]
       bank-number keys set-tier <id> starter|pro|business [--database FILE|URL]
       bank-number keys set-tier --email ADDRESS starter|pro|business [--database FILE|URL]

  --database FILE|URL  the store: a SQLite file, or postgres://user:password@host:port/db
                                                                 default ${DEFAULT_DATABASE}
  --keys FILE          a key file of earlier versions to import once (then kept as FILE.imported)
                                                                 default ${DEFAULT_KEY_FILE}, when it exists

The store holds hashes only. "create" prints the new key on stdout, once, after it is stored: it
cannot be shown again. "set-tier" changes the tier of an account (named by the address it signed
up with, --email, or by any of its active keys) and of all its keys, which share its limits; or
the tier of a key of no account ("create" makes those). Every server on the same database honours
a new key at once, and a revocation or a new tier within a second.`;

/** Opens the store that `--database` names (and imports `--keys`), or explains on stderr why not. */
export async function openCommandStore(command: string, values: Record<string, string>, log: (line: string) => void): Promise<OpenedStore | null> {
  const location = values['database'] ?? DEFAULT_DATABASE;
  try {
    return await openStore(location, { keyFile: values['keys'] ?? (existsSync(DEFAULT_KEY_FILE) ? DEFAULT_KEY_FILE : null), log });
  } catch (error) {
    process.stderr.write(`bank-number ${command}: cannot open the database ${describeDatabase(location)}: ${(error as Error).message}\n`);
    return null;
  }
}

/** `bank-number keys`: issues, lists, revokes and re-tiers API keys in the store. */
export async function keysCommand(args: string[]): Promise<number> {
  const [action, ...rest] = args;
  const parsed = readOptions(rest, ['tier', 'label', 'keys', 'email', 'database'], ['json']);
  if (!parsed.ok || action === undefined || !ACTIONS.has(action)) {
    const help = !parsed.ok && parsed.help;
    (help ? process.stdout : process.stderr).write(`${USAGE}\n`);
    return help ? 0 : 2;
  }
  const { values, flags, positional } = parsed;
  const store = await openCommandStore('keys', values, (line) => process.stderr.write(`bank-number keys: ${line}\n`));
  if (store === null) return 1;
  const path = store.description;
  try {
    switch (action) {
      case 'create': {
        const tier = values['tier'];
        if (!isKeyTier(tier) || positional.length > 0) break;
        const { key, record } = await issueKey(store, { tier, label: values['label'] ?? '', hash: nodeHashApiKey });
        process.stdout.write(`${key}\n`);
        process.stderr.write(
          `Created ${record.id} (${record.tier}${record.label === '' ? '' : `, "${record.label}"`}) in ${path}.\n` +
            'This is the only time the key is shown: store it now.\n',
        );
        return 0;
      }
      case 'list': {
        if (positional.length > 0) break;
        const records = await store.listKeys();
        const rows = records.map(({ id, tier, label, created, last4, revoked, account }) => ({ id, tier, label, created, last4, revoked, account: account ?? null }));
        if (flags.has('json')) {
          process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        } else {
          process.stdout.write(table(rows));
        }
        return 0;
      }
      case 'revoke': {
        const [id] = positional;
        if (id === undefined || positional.length !== 1) break;
        if (!(await store.revokeKey(id))) {
          process.stderr.write(`bank-number keys: no key ${id} in ${path}\n`);
          return 1;
        }
        process.stderr.write(`Revoked ${id}; a running server refuses it within a second.\n`);
        return 0;
      }
      case 'set-tier': {
        const email = values['email'];
        const tier = positional[positional.length - 1];
        if (!isKeyTier(tier) || positional.length !== (email === undefined ? 2 : 1)) break;
        if (email === undefined) {
          const id = positional[0] as string;
          const changed = await setKeyTier(store, id, tier);
          if (changed === null) {
            process.stderr.write(`bank-number keys: no active key ${id} in ${path}\n`);
            return 1;
          }
          if (changed.account === null) {
            process.stderr.write(`${id} is now ${tier}; a running server applies it within a second.\n`);
            return 0;
          }
          process.stderr.write(accountTierLine({ account: changed.account, keys: changed.keys }, tier));
          return 0;
        }
        const changed = await setAccountTier(store, email, tier);
        // The address itself is not repeated: it is kept nowhere, not even in a terminal's scrollback.
        if (changed === null) {
          process.stderr.write(`bank-number keys: no account signed up with that address in ${path}\n`);
          return 1;
        }
        process.stderr.write(accountTierLine(changed, tier));
        return 0;
      }
    }
  } catch (error) {
    process.stderr.write(`bank-number keys: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await store.close();
  }
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

const accountTierLine = (changed: { account: string; keys: number }, tier: string): string =>
  `Account ${changed.account} is now ${tier}, with its ${changed.keys} active key${changed.keys === 1 ? '' : 's'}; a running server applies it within a second.\n`;

const ACTIONS = new Set(['create', 'list', 'revoke', 'set-tier']);

function table(rows: Array<Record<string, string | boolean | null>>): string {
  const columns = ['id', 'tier', 'label', 'created', 'last4', 'revoked', 'account'];
  const cell = (row: Record<string, string | boolean | null>, name: string): string =>
    name === 'last4' ? `…${row[name]}` : row[name] === null ? '-' : String(row[name]);
  const cells = [columns, ...rows.map((row) => columns.map((name) => cell(row, name)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] as string).length)));
  return cells.map((line) => `${line.map((cell, i) => cell.padEnd(widths[i] as number)).join('  ').trimEnd()}\n`).join('');
}

/** Parsed command-line options. */
export type ParsedOptions =
  | { ok: true; values: Record<string, string>; flags: Set<string>; positional: string[] }
  | { ok: false; help: boolean };

/** Reads `--name value`, `--name=value` and `--flag`; refuses unknown options and missing values. */
export function readOptions(args: string[], valued: readonly string[], flags: readonly string[]): ParsedOptions {
  const values: Record<string, string> = {};
  const set = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--help' || arg === '-h') return { ok: false, help: true };
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (flags.includes(name) && eq === -1) {
      set.add(name);
    } else if (valued.includes(name)) {
      const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
      if (value === undefined) return { ok: false, help: false };
      values[name] = value;
    } else {
      return { ok: false, help: false };
    }
  }
  return { ok: true, values, flags: set, positional };
}
