/**
 * The speed budgets of the SDK, each a ratio to a peer timed in the same run on the same corpus (the
 * mixed one): what `npm run bench` and the focused run (focus.ts) report as met or missed.
 */
import type { FormatName } from './corpus.ts';

export interface SpeedBudget {
  format: FormatName;
  /** The SDK candidate, by its name in candidates.ts. */
  candidate: string;
  /** The peer's package, or undefined for the fastest peer of the format. */
  peer?: string;
  /** The most time the candidate may take, as a multiple of the peer's time. */
  maxTime: number;
  /** The budget in words. */
  text: string;
}

export const SPEED_BUDGETS: readonly SpeedBudget[] = [
  {
    format: 'iban',
    candidate: 'isValidIban',
    maxTime: 1 / 4,
    text: '`isValidIban` at least 4× as fast as the fastest peer',
  },
  {
    format: 'iban',
    candidate: "validateSync(s, { format: 'iban' })",
    maxTime: 1 / 1.5,
    text: "`validateSync` (the whole envelope) at least 1.5× as fast as the fastest peer's boolean",
  },
  {
    format: 'us-routing',
    candidate: 'isValidRoutingNumber',
    peer: 'abavalidator',
    maxTime: 1 / 1.5,
    text: '`isValidRoutingNumber` at least 1.5× as fast as abavalidator',
  },
  {
    format: 'bic',
    candidate: 'isValidBic',
    peer: 'bic',
    maxTime: 1.33,
    text: '`isValidBic` at most 1.33× the time of bic',
  },
];

/** A timed row: a candidate's name, role, package and median ns per call on the mixed corpus. */
export interface TimedRow {
  name: string;
  role: string;
  pkg?: string | undefined;
  median: number;
}

/** Each budget with the ratio measured (the candidate's time over the peer's) and whether it holds. */
export function checkBudgets(
  rowsOf: (format: FormatName) => readonly TimedRow[],
): { budget: SpeedBudget; peer: string; ratio: number; met: boolean }[] {
  return SPEED_BUDGETS.flatMap((budget) => {
    const rows = rowsOf(budget.format);
    const ours = rows.find((r) => r.name === budget.candidate);
    const peers = rows.filter((r) => r.role === 'peer' && (budget.peer === undefined || r.pkg === budget.peer));
    if (!ours || peers.length === 0) return [];
    const peer = peers.reduce((a, b) => (b.median < a.median ? b : a));
    const ratio = ours.median / peer.median;
    return [{ budget, peer: peer.pkg ?? peer.name, ratio, met: ratio <= budget.maxTime }];
  });
}

/** One line per budget: the budget, the time ratio measured, the speed-up, met or missed. */
export function budgetLines(checks: ReturnType<typeof checkBudgets>): string[] {
  return checks.map(
    ({ budget, peer, ratio, met }) =>
      `${met ? 'met   ' : 'MISSED'} ${budget.text.replace(/`/g, '')}: ${ratio.toFixed(2)}× the time of ${peer} ` +
      `(${(1 / ratio).toFixed(2)}× as fast; at most ${budget.maxTime.toFixed(2)}×)`,
  );
}
