/**
 * `bank-number serve --workers N`: the primary process forks N workers that run the server on one
 * shared port (`node:cluster`, each worker accepting from the shared socket), prints their banner once, passes on their output line by line,
 * restarts a worker that dies (with a back-off), and stops them all on SIGTERM or SIGINT.
 * @module
 */
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Readable } from 'node:stream';
import { SHUTDOWN_TIMEOUT_MS } from '../server/adapters/node.ts';

/** The message a worker sends once it listens: what its banner says. */
export interface ListeningMessage {
  type: 'bank-number:listening';
  url: string;
  /** The details of the first banner line (`rate limits: …`, `store: …`). */
  details: string[];
  /** The banner's other lines. */
  lines: string[];
}

/** The first restart of a worker that dies waits this long; each quick death after it doubles the wait. */
const FIRST_RESTART_MS = 250;
const LONGEST_RESTART_MS = 30_000;
/** A worker that ran this long before it died is restarted after the shortest wait again. */
const STEADY_MS = 60_000;
/**
 * How long a stopping worker may take before it is killed: its requests in flight have
 * `SHUTDOWN_TIMEOUT_MS`, then the mail on its way and the stores have the rest.
 */
export const WORKER_STOP_MS = SHUTDOWN_TIMEOUT_MS + 5000;

export function isListeningMessage(message: unknown): message is ListeningMessage {
  return (message as ListeningMessage | null)?.type === 'bank-number:listening';
}

/** The banner of a server: where it listens, with what, and the lines about mail and accounts. */
export function bannerText(url: string, details: readonly string[], lines: readonly string[]): string {
  return [`bank-number: listening on ${url} (${details.join('; ')})`, ...lines].map((line) => `${line}\n`).join('');
}

/** Copies a worker's output to ours in whole lines, so that two workers' lines never interleave. */
function passLines(from: Readable | null | undefined, to: NodeJS.WritableStream): void {
  let rest = '';
  from?.setEncoding('utf8');
  from?.on('data', (chunk: string) => {
    const end = chunk.lastIndexOf('\n');
    if (end === -1) {
      rest += chunk;
      return;
    }
    to.write(rest + chunk.slice(0, end + 1));
    rest = chunk.slice(end + 1);
  });
  from?.on('end', () => {
    if (rest !== '') to.write(`${rest}\n`);
    rest = '';
  });
}

/**
 * Runs `count` workers (each runs this command line again, as a cluster worker) until SIGTERM or
 * SIGINT; `lines` go into the banner after the workers' line. Resolves with the exit code: 0 when every worker stopped cleanly, 1 when a worker
 * failed before all of them listened (its error is on stderr) or did not stop cleanly.
 */
export function runWorkers(count: number, lines: readonly string[]): Promise<number> {
  // Each worker accepts its connections from the shared socket itself, rather than the primary
  // accepting them all and handing them out in turn: a connection the primary had accepted but not
  // yet handed out was dropped when the workers stopped listening, and none is held there now. On
  // SIGTERM each worker stops accepting and answers every connection it has, as one process does.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ silent: true });
  return new Promise((finish) => {
    const workers = new Map<number, Worker>();
    const startedAt = new Map<number, number>();
    const quickDeaths = new Map<number, number>();
    const restarts = new Set<NodeJS.Timeout>();
    let banner: ListeningMessage | undefined;
    let listening = 0;
    let stopping: NodeJS.Signals | 'failure' | undefined;
    let failed = false;

    const start = (slot: number): void => {
      const worker = cluster.fork();
      workers.set(slot, worker);
      startedAt.set(slot, Date.now());
      passLines(worker.process.stdout, process.stdout);
      passLines(worker.process.stderr, process.stderr);
      worker.on('message', (message: unknown) => {
        if (!isListeningMessage(message)) return;
        if (banner !== undefined) {
          process.stdout.write(`bank-number: worker ${slot} (pid ${worker.process.pid}) listening\n`);
          return;
        }
        if (++listening < count) return;
        banner = message;
        const pids = [...workers.values()].map((w) => w.process.pid).join(', ');
        process.stdout.write(
          bannerText(message.url, message.details, [
            `bank-number: workers: ${count} (pids ${pids}); a worker that exits is restarted`,
            ...lines,
            ...message.lines,
          ]),
        );
      });
      // Once it has exited and its output is all passed on, so that nothing it wrote comes after our last line.
      worker.process.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
        workers.delete(slot);
        const how = signal === null ? `with code ${code}` : `on ${signal}`;
        if (stopping !== undefined) {
          // A worker stopped by our SIGTERM before it could take it (still starting) served nothing.
          const clean = code === 0 || signal === 'SIGTERM';
          if (!clean) failed = true;
          if (stopping !== 'failure' && !clean) {
            process.stderr.write(`bank-number: worker ${slot} (pid ${worker.process.pid}) exited ${how}\n`);
          }
          if (workers.size === 0) done();
          return;
        }
        if (banner === undefined) {
          // A worker that cannot start (no database, no Redis, port taken): the others would fail alike.
          process.stderr.write(`bank-number: worker ${slot} exited ${how} before listening; stopping\n`);
          failed = true;
          stop('failure');
          return;
        }
        const lived = Date.now() - (startedAt.get(slot) ?? 0);
        const deaths = lived >= STEADY_MS ? 0 : (quickDeaths.get(slot) ?? 0);
        quickDeaths.set(slot, deaths + 1);
        const wait = Math.min(LONGEST_RESTART_MS, FIRST_RESTART_MS * 2 ** deaths);
        process.stderr.write(
          `bank-number: worker ${slot} (pid ${worker.process.pid}) exited ${how}; ` +
            `restarting it in ${wait / 1000} s\n`,
        );
        const timer = setTimeout(() => {
          restarts.delete(timer);
          if (stopping === undefined) start(slot);
        }, wait);
        restarts.add(timer);
      });
    };

    /** Asks every worker to stop; each finishes its requests in flight first. */
    const stop = (reason: NodeJS.Signals | 'failure'): void => {
      if (stopping !== undefined) return;
      stopping = reason;
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      // A worker that has received a signal already (a terminal's Ctrl-C reaches all) ignores this one.
      for (const worker of workers.values()) worker.process.kill('SIGTERM');
      if (workers.size === 0) done();
      else {
        setTimeout(() => {
          for (const [slot, worker] of workers) {
            process.stderr.write(
              `bank-number: worker ${slot} (pid ${worker.process.pid}) did not stop within ${WORKER_STOP_MS / 1000} s; killing it\n`,
            );
            worker.process.kill('SIGKILL');
          }
        }, WORKER_STOP_MS).unref();
      }
    };

    const done = (): void => {
      if (stopping !== 'failure') process.stdout.write(`bank-number: stopped after ${stopping}\n`);
      finish(failed ? 1 : 0);
    };

    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    for (let slot = 1; slot <= count; slot++) start(slot);
  });
}
