import { createInterface } from 'node:readline';
import { BankNumberRequestError } from '../core/errors.ts';
import { requestProblem } from '../core/problem.ts';
import type { Format } from '../core/types.ts';
import { validate } from '../validate.ts';

const USAGE = 'usage: bank-number validate <input> [--format iban|bic|us-routing|uk-sort-code]\n' +
  '       bank-number validate - [--format ...]   (one input per line on stdin, one JSON envelope per line out)';

/**
 * `bank-number validate`: prints the envelope; exit 0 valid, 1 invalid, 2 malformed request.
 * With `-`, streams NDJSON: one line out per line in, in order, in constant memory. A malformed
 * line gets its problem body on its own line so the output stays aligned with the input.
 */
export async function validateCommand(args: string[]): Promise<number> {
  let format: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--format' || arg === '-f') format = args[++i];
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else positional.push(arg);
  }
  if (positional.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const options = format === undefined ? {} : { format: format as Format };
  if (positional[0] === '-') return validateStream(options);
  try {
    const envelope = await validate(positional[0] as string, options);
    process.stdout.write(`${JSON.stringify(envelope, null, 2)}\n`);
    return envelope.result.valid ? 0 : 1;
  } catch (error) {
    if (error instanceof BankNumberRequestError) {
      process.stderr.write(`bank-number: ${error.code}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

async function validateStream(options: { format?: Format }): Promise<number> {
  let code = 0;
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    let out: string;
    try {
      const envelope = await validate(line, options);
      if (!envelope.result.valid && code === 0) code = 1;
      out = JSON.stringify(envelope);
    } catch (error) {
      if (!(error instanceof BankNumberRequestError)) throw error;
      code = 2;
      out = JSON.stringify(requestProblem(error));
    }
    if (!process.stdout.write(`${out}\n`)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
  return code;
}
