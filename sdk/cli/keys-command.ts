import {
  DEFAULT_DATABASE,
  describeDatabase,
  isKeyTier,
  issueKey,
  nodeHashApiKey,
  openStore,
  setAccountTier,
  setKeyTier,
} from '../server/adapters/node.ts';
import type { OpenedStore } from '../server/adapters/node.ts';
import { KEYS_OPTIONS } from './command-options.ts';
import { commandUsage } from './help.ts';
import { readOptions } from './options.ts';

/** The defaults of the store's options, as the server names them, for the help of keys and serve. */
export const STORE_DEFAULTS: Readonly<Record<string, string>> = {
  database: DEFAULT_DATABASE,
};

export const KEYS_USAGE = commandUsage('keys', STORE_DEFAULTS);

/** Opens the store that `--database` names, or explains on stderr why not. */
export async function openCommandStore(command: string, values: Record<string, string>): Promise<OpenedStore | null> {
  const location = values['database'] ?? DEFAULT_DATABASE;
  try {
    return await openStore(location);
  } catch (error) {
    process.stderr.write(
      `bank-number ${command}: cannot open the database ${describeDatabase(location)}: ${(error as Error).message}\n`,
    );
    return null;
  }
}

/** `bank-number keys`: issues, lists, revokes and re-tiers API keys in the store. */
export async function keysCommand(args: string[]): Promise<number> {
  const [action, ...rest] = args;
  const parsed = readOptions(rest, KEYS_OPTIONS);
  if (!parsed.ok || action === undefined || !ACTIONS.has(action)) {
    const help = action === '--help' || action === '-h' || (!parsed.ok && parsed.help);
    // A word that is no command is named, so the usage is not all that is said.
    const unknown = !help && action !== undefined && !action.startsWith('-') && !ACTIONS.has(action);
    (help ? process.stdout : process.stderr).write(
      `${unknown ? `bank-number keys: unknown command ${JSON.stringify(action)}\n` : ''}${KEYS_USAGE}\n`,
    );
    return help ? 0 : 2;
  }
  const { values, flags, positional } = parsed;
  const store = await openCommandStore('keys', values);
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
        const rows = records.map(({ id, tier, label, created, last4, revoked, account }) => ({
          id,
          tier,
          label,
          created,
          last4,
          revoked,
          account: account ?? null,
        }));
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
  process.stderr.write(`${KEYS_USAGE}\n`);
  return 2;
}

const accountTierLine = (changed: { account: string; keys: number }, tier: string): string =>
  `Account ${changed.account} is now ${tier}, with its ${changed.keys} active key${changed.keys === 1 ? '' : 's'}; ` +
  'a running server applies it within a second.\n';

const ACTIONS = new Set(['create', 'list', 'revoke', 'set-tier']);

function table(rows: Array<Record<string, string | boolean | null>>): string {
  const columns = ['id', 'tier', 'label', 'created', 'last4', 'revoked', 'account'];
  const cell = (row: Record<string, string | boolean | null>, name: string): string =>
    name === 'last4' ? `…${row[name]}` : row[name] === null ? '-' : String(row[name]);
  const cells = [columns, ...rows.map((row) => columns.map((name) => cell(row, name)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] as string).length)));
  return cells
    .map(
      (line) =>
        `${line
          .map((cell, i) => cell.padEnd(widths[i] as number))
          .join('  ')
          .trimEnd()}\n`,
    )
    .join('');
}
