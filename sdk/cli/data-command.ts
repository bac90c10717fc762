/**
 * `bank-number data status`: how current the data is; `bank-number data fetch uk-modulus`: Pay.UK's
 * modulus tables onto this machine.
 * @module
 */
import { type DataSourceStatus, dataStatus } from '../data-status.ts';
import { setUkModulusTables, UkModulusTablesError } from '../uk-modulus.ts';
import { DATA_OPTIONS } from './command-options.ts';
import { commandUsage } from './help.ts';
import { readOptions } from './options.ts';
import { downloadUkModulusTables, readUkModulusTables, UK_MODULUS_DIR } from './uk-modulus.ts';

/** One line of the status: id, publisher, release, date, valid-until and whether it has passed. */
export function statusLine(s: DataSourceStatus): string {
  const until = s.validUntil === null ? 'no end stated' : `valid until ${s.validUntil}`;
  const age = s.supplied && s.date === 'unknown' ? 'date unknown' : `${s.ageDays} days`;
  return `${s.expired ? 'EXPIRED' : 'current'}  ${s.id}  ${s.publisher}; ${s.release}; data of ${s.date} (${age}); ${until}${s.supplied ? '; supplied' : ''}`;
}

/** Puts the tables of `dir` in place when the folder has them; false, after saying why, when they are broken. */
async function putTablesOf(dir: string): Promise<boolean> {
  try {
    setUkModulusTables(await readUkModulusTables(dir));
  } catch (error) {
    // No folder (or no tables in it): nothing to list.
    if (error instanceof UkModulusTablesError && error.line === 0 && /ENOENT/.test(error.message)) return true;
    process.stderr.write(`bank-number data: the UK modulus tables of ${dir}: ${(error as Error).message}\n`);
    return false;
  }
  return true;
}

/**
 * `bank-number data status [--json] [--dir DIR]`, exit 1 when a dataset is past its validity;
 * `bank-number data fetch uk-modulus [--dir DIR] [--from URL]`, exit 1 when the fetch fails.
 */
export async function dataCommand(args: string[], now: Date = new Date()): Promise<number> {
  const [action, ...rest] = args;
  const parsed = readOptions(rest, DATA_OPTIONS);
  const fetching = action === 'fetch' && parsed.ok && parsed.positional.join(' ') === 'uk-modulus';
  const status = action === 'status' && parsed.ok && parsed.positional.length === 0;
  if (!parsed.ok || !(fetching || status) || (status && parsed.values.from !== undefined)) {
    const help = action === '--help' || action === '-h' || (!parsed.ok && parsed.help);
    const why =
      help || action === undefined ? '' : `bank-number data: unknown action or option in '${args.join(' ')}'\n`;
    (help ? process.stdout : process.stderr).write(`${why}${commandUsage('data')}\n`);
    return help ? 0 : 2;
  }
  const dir = parsed.values.dir ?? UK_MODULUS_DIR;
  if (fetching) {
    try {
      const { tables, page } = await downloadUkModulusTables({
        dir,
        now,
        ...(parsed.values.from !== undefined && { page: parsed.values.from }),
      });
      process.stdout.write(
        `uk-modulus: ${tables.rows.length} rows, ${tables.substitutions.size} substitutions; release ${tables.version ?? 'unknown'}, of ${tables.date ?? 'unknown date'}; from ${page.valacdos.href} into ${dir}\n`,
      );
      return 0;
    } catch (error) {
      process.stderr.write(`bank-number data fetch uk-modulus: ${(error as Error).message}\n`);
      return 1;
    }
  }
  const readable = await putTablesOf(dir);
  const list = dataStatus(now);
  process.stdout.write(
    parsed.flags.has('json') ? `${JSON.stringify(list, null, 2)}\n` : `${list.map(statusLine).join('\n')}\n`,
  );
  return list.some((s) => s.expired) || !readable ? 1 : 0;
}
