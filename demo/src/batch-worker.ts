/**
 * Validates the rows of a batch off the page's main thread, with the bank lookup, and reports the
 * verdicts in slices so that the page can show progress.
 * @module
 */
import { BankNumberRequestError, refusedRow, validate, verdictRow } from 'bank-number';
import type { Format } from 'bank-number';
import type { FromWorker, RowVerdict, ToWorker } from './batch-protocol.ts';

/** How often, at most, the worker reports. */
const REPORT_EVERY_MS = 50;

let running = 0;

async function verdictOf(input: string, format: Format | null): Promise<RowVerdict> {
  try {
    return verdictRow((await validate(input, format === null ? {} : { format })).result);
  } catch (error) {
    // A blank or over-long cell: the service would refuse the request itself (HTTP 400).
    if (!(error instanceof BankNumberRequestError)) throw error;
    return refusedRow(error);
  }
}

async function run(id: number, inputs: string[], format: Format | null): Promise<void> {
  const started = performance.now();
  let pending: RowVerdict[] = [];
  let reported = started;
  for (let i = 0; i < inputs.length; i++) {
    if (running !== id) return;
    pending.push(await verdictOf(inputs[i] as string, format));
    const now = performance.now();
    if (now - reported >= REPORT_EVERY_MS || i === inputs.length - 1) {
      post({ type: 'progress', id, done: i + 1, total: inputs.length, verdicts: pending });
      pending = [];
      reported = now;
      // Let a cancel message in.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  if (running === id) post({ type: 'done', id, total: inputs.length, ms: performance.now() - started });
}

function post(message: FromWorker): void {
  (self as unknown as Worker).postMessage(message);
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    running = message.id;
    void run(message.id, message.inputs, message.format);
  } else if (message.type === 'cancel' && running === message.id) {
    running = 0;
  }
});
