/**
 * A snapshot of answers: the inputs asked, and for each surface (sdk, api, cli, element, component)
 * each call's answer as text, keyed by the call. Two snapshots compare key by key; a key names its
 * input as `#n`, the n-th string of `inputs.strings` (or `@n`, the n-th domestic case).
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Inputs } from './inputs.ts';

export interface Snapshot {
  tool: 'bank-number answers';
  version: 1;
  /** The commit recorded (information only: compare ignores it). */
  commit: string;
  inputs: Inputs;
  surfaces: Record<string, Record<string, string>>;
}

/** The answers of one surface, in the order recorded. */
export class Answers {
  readonly entries: Record<string, string> = {};

  /** Records `answer` under `key`; a key given twice is a fault of the recorder. */
  put(key: string, answer: unknown): void {
    if (key in this.entries) throw new Error(`answers: the key ${key} is recorded twice`);
    this.entries[key] = typeof answer === 'string' ? untimed(answer) : text(answer);
  }

  /** Records what `call` answers, or what it throws. */
  call(key: string, call: () => unknown): void {
    let answer: unknown;
    try {
      answer = { returned: call() };
    } catch (error) {
      answer = thrown(error);
    }
    this.put(key, answer);
  }

  /** Records what `call` resolves to, or what it throws or rejects with. */
  async callAsync(key: string, call: () => unknown): Promise<void> {
    let answer: unknown;
    try {
      answer = { returned: await call() };
    } catch (error) {
      answer = thrown(error);
    }
    this.put(key, answer);
  }
}

/** An error as data: its class, message, code and the fields a caller can read. */
export function thrown(error: unknown): { threw: unknown } {
  if (!(error instanceof Error)) return { threw: error };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) if (key !== 'stack') fields[key] = value;
  return { threw: fields };
}

/** What differs between two runs by design: the time a verdict took. */
export function untimed(text: string): string {
  // Also inside JSON carried as a string (the component's validate-json), its quotes escaped.
  return text.replace(/(\\?")processingTimeMs\1:\s?[0-9.e+-]+/g, '$1processingTimeMs$1:0');
}

/** Any value as stable text: JSON, with `undefined`, Maps, Sets and non-finite numbers spelled out. */
export function text(value: unknown): string {
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (v === undefined) return '(undefined)';
    if (typeof v === 'number' && !Number.isFinite(v)) return `(${v})`;
    if (typeof v === 'bigint') return `(${v}n)`;
    if (v instanceof Map) return { '(Map)': [...v] };
    if (v instanceof Set) return { '(Set)': [...v] };
    if (typeof v === 'function') return `(function ${v.name})`;
    return v;
  });
  return untimed(json ?? '(undefined)');
}

export function writeSnapshot(path: string, snapshot: Snapshot): void {
  writeFileSync(path, `${JSON.stringify(snapshot)}\n`);
}

export function readSnapshot(path: string): Snapshot {
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  if (snapshot.tool !== 'bank-number answers' || snapshot.version !== 1)
    throw new Error(`${path} is not a snapshot of scripts/dev/answers.ts`);
  return snapshot;
}

export interface Difference {
  surface: string;
  key: string;
  before: string | undefined;
  after: string | undefined;
}

/** Every key whose answer differs, or that only one snapshot has, surface by surface. */
export function differences(a: Snapshot, b: Snapshot): Difference[] {
  const found: Difference[] = [];
  const surfaces = [...new Set([...Object.keys(a.surfaces), ...Object.keys(b.surfaces)])];
  for (const surface of surfaces) {
    const before = a.surfaces[surface] ?? {};
    const after = b.surfaces[surface] ?? {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[key] !== after[key]) found.push({ surface, key, before: before[key], after: after[key] });
    }
  }
  return found;
}

/** The key with each `#n` (and `@n`) replaced by the input it stands for, as JSON. */
export function spelledKey(key: string, inputs: Inputs): string {
  // `#n..` (a batch from the n-th input on) stays as it is.
  return key
    .replace(/#(\d+)(?!\d|\.\.)/g, (whole, n: string) => {
      const input = inputs.strings[Number(n)];
      return input === undefined ? whole : JSON.stringify(input);
    })
    .replace(/@(\d+)/g, (whole, n: string) => {
      const input = inputs.domestic[Number(n)];
      return input === undefined ? whole : JSON.stringify(input);
    });
}

/** The two answers around their first difference: a window of each, with the offset. */
export function around(before: string, after: string, width = 300): { at: number; before: string; after: string } {
  let at = 0;
  while (at < before.length && at < after.length && before[at] === after[at]) at++;
  const start = Math.max(0, at - width / 3);
  const cut = (s: string) =>
    (start > 0 ? '…' : '') + s.slice(start, start + width) + (s.length > start + width ? '…' : '');
  return { at, before: cut(before), after: cut(after) };
}

/** A readable report of the first `max` differences, and the count per surface. */
export function report(a: Snapshot, b: Snapshot, max: number): { text: string; count: number } {
  const lines: string[] = [];
  const sameInputs = JSON.stringify(a.inputs) === JSON.stringify(b.inputs);
  if (!sameInputs) {
    lines.push(
      `the inputs differ (${a.inputs.strings.length} and ${b.inputs.strings.length} strings): record the second ` +
        'with --inputs FIRST.json to ask the same',
    );
  }
  const found = differences(a, b);
  for (const [i, d] of found.slice(0, max).entries()) {
    lines.push(`--- ${i + 1}. ${d.surface}: ${spelledKey(d.key, a.inputs)}`);
    if (d.before === undefined) lines.push(`  only in the second: ${d.after}`);
    else if (d.after === undefined) lines.push(`  only in the first: ${d.before}`);
    else {
      const { at, before, after } = around(d.before, d.after);
      lines.push(`  first difference at character ${at}`, `  before: ${before}`, `  after:  ${after}`);
    }
  }
  const per = new Map<string, number>();
  for (const d of found) per.set(d.surface, (per.get(d.surface) ?? 0) + 1);
  const totals = (s: Snapshot) =>
    Object.entries(s.surfaces)
      .map(([surface, answers]) => `${surface} ${Object.keys(answers).length}`)
      .join(', ');
  lines.push(
    `answers: ${totals(a)} (first); ${totals(b)} (second)`,
    found.length === 0
      ? 'no difference'
      : `${found.length} ${found.length === 1 ? 'difference' : 'differences'} (${[...per].map(([s, n]) => `${s} ${n}`).join(', ')})` +
          (found.length > max ? `, the first ${max} shown` : ''),
  );
  return { text: lines.join('\n'), count: found.length + (sameInputs ? 0 : 1) };
}
