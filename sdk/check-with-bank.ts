/**
 * `check` completed with the bank, for `validate` and `<bank-number-input>`: the way from the
 * checks to the lookups (lookups.ts, which imports each format's lookup on demand).
 */
import { check, envelope } from './check.ts';
import type { Envelope, Format } from './core/types.ts';
import { completeWithBank } from './lookups.ts';

/**
 * `check`, completed with the bank: what `validate` answers, without the request checks. A valid
 * number whose bank is not known yet loads the lookup data it needs first; its verdict is then
 * completed with what the data brings (`completeWithBank`), not checked again.
 * `start` is when the request began, for `processingTimeMs`.
 */
export async function checkWithBank(input: string, hint: Format | undefined, start: number): Promise<Envelope> {
  const result = check(input, hint);
  return envelope(result.valid && result.bankInfo === null ? await completeWithBank(result) : result, start);
}
