/**
 * The request log on Node: lines written in batches.
 * @module
 */
import type { RequestLogger } from '../handler.ts';

/**
 * A request logger that writes its lines in batches, every `intervalMs` or once 64 KiB are
 * pending, instead of one write (and, for a file or a terminal, one blocking system call) per
 * request. `flush()` writes what is pending at once; call it before the process exits.
 */
export function createStreamLogger(
  out: NodeJS.WritableStream = process.stdout,
  errors: NodeJS.WritableStream = process.stderr,
  intervalMs = 50,
): RequestLogger & { error(line: string): void; flush(): void } {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  return {
    info(line) {
      pending += `${line}\n`;
      if (pending.length >= 65_536) flush();
      // An idle server has no timer pending, so it can still exit on its own.
      else if (timer === undefined) timer = setTimeout(flush, intervalMs).unref();
    },
    error(line) {
      flush();
      errors.write(`${line}\n`);
    },
    flush,
  };
}
