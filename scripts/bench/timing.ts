/**
 * Timing of the whole-project benchmark: ns per call with `process.hrtime.bigint()` around batches
 * of calls over a corpus, in interleaved rounds, the median reported.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** One thing to time: a function over its inputs. */
export interface Job {
  fn: (s: string) => boolean;
  inputs: readonly string[];
}

export interface Timing {
  /** ns per call, the median of the rounds. */
  median: number;
  /** The fastest and the slowest round. */
  min: number;
  max: number;
}

type Pass = (fn: (s: string) => boolean, inputs: readonly string[], reps: number) => number;

/**
 * A loop of its own for each job: one shared loop would see every candidate at one call site, which
 * V8 then stops inlining, and the cheapest candidates would pay for the others. The counted verdicts
 * are returned and summed, so that no call can be dropped as dead code.
 */
function makePass(tag: number): Pass {
  return new Function(
    'fn',
    'inputs',
    'reps',
    `// job ${tag}
    let hits = 0;
    for (let r = 0; r < reps; r++) for (let i = 0; i < inputs.length; i++) if (fn(inputs[i])) hits++;
    return hits;`,
  ) as Pass;
}

let sink = 0;

/**
 * A young-generation collection before each batch, outside the timed part, so that the garbage of
 * an allocating candidate is not collected in the next candidate's batch. Without the V8 `gc`
 * extension, batches simply run without it.
 */
const collectYoung: () => void = (() => {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;
    return () => gc({ type: 'minor' });
  } catch {
    return () => {};
  }
})();

/** The sum of all verdicts counted while timing; printing it keeps the work observable. */
export const verdictSink = (): number => sink;

function timed(pass: Pass, job: Job, reps: number): number {
  collectYoung();
  const t0 = process.hrtime.bigint();
  sink += pass(job.fn, job.inputs, reps);
  return Number(process.hrtime.bigint() - t0) / (reps * job.inputs.length);
}

/**
 * Warms every job up first (`warmMs` each), then sizes its batch to about `batchMs`, then runs
 * `rounds` rounds; each round times one batch of every job, starting one job later each round, so
 * that a load spike on a shared machine spreads over all of them.
 */
export function measure(jobs: readonly Job[], options: { rounds: number; batchMs: number; warmMs: number }): Timing[] {
  const passes = jobs.map((_, i) => makePass(i));
  const reps = jobs.map((job, i) => {
    const pass = passes[i] as Pass;
    const end = performance.now() + options.warmMs;
    let ns = timed(pass, job, 1);
    while (performance.now() < end) ns = timed(pass, job, 1);
    return Math.max(1, Math.round((options.batchMs * 1e6) / (ns * job.inputs.length)));
  });
  const times: number[][] = jobs.map(() => []);
  for (let r = 0; r < options.rounds; r++) {
    for (let k = 0; k < jobs.length; k++) {
      const i = (k + r) % jobs.length;
      (times[i] as number[]).push(timed(passes[i] as Pass, jobs[i] as Job, reps[i] as number));
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { median: t[Math.floor(t.length / 2)] as number, min: t[0] as number, max: t[t.length - 1] as number };
  });
}
