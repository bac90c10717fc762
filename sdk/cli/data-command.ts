/**
 * `bank-number data status`: how current the shipped data is.
 * @module
 */
import { type DataSourceStatus, dataStatus } from '../data-status.ts';
import { DATA_OPTIONS } from './command-options.ts';
import { commandUsage } from './help.ts';
import { readOptions } from './options.ts';

/** One line of the status: id, publisher, release, date, valid-until and whether it has passed. */
export function statusLine(s: DataSourceStatus): string {
  const until = s.validUntil === null ? 'no end stated' : `valid until ${s.validUntil}`;
  return `${s.expired ? 'EXPIRED' : 'current'}  ${s.id}  ${s.publisher}; ${s.release}; data of ${s.date} (${s.ageDays} days); ${until}`;
}

/** `bank-number data status [--json]`; exits 1 when a dataset is past its validity. */
export async function dataCommand(args: string[], now: Date = new Date()): Promise<number> {
  const [action, ...rest] = args;
  const parsed = readOptions(rest, DATA_OPTIONS);
  if (!parsed.ok || action !== 'status' || parsed.positional.length > 0) {
    const help = action === '--help' || action === '-h' || (!parsed.ok && parsed.help);
    const why =
      help || action === undefined ? '' : `bank-number data: unknown action or option in '${args.join(' ')}'\n`;
    (help ? process.stdout : process.stderr).write(`${why}${commandUsage('data')}\n`);
    return help ? 0 : 2;
  }
  const status = dataStatus(now);
  process.stdout.write(
    parsed.flags.has('json') ? `${JSON.stringify(status, null, 2)}\n` : `${status.map(statusLine).join('\n')}\n`,
  );
  return status.some((s) => s.expired) ? 1 : 0;
}
