/**
 * The shared vectors as requests, and the built package's answers to them in the Node that runs
 * the tests: what every other runtime's answers are compared with.
 * @module
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Format } from '../../sdk/core/types.ts';
import { SHARED_VECTORS } from '../vectors/shared.ts';

export interface Answer {
  envelope?: { apiVersion: string; processingTimeMs: number; result: unknown };
  error?: string;
}

export interface VectorRequest {
  input: string;
  format?: string;
}

export const VECTOR_REQUESTS: readonly VectorRequest[] = SHARED_VECTORS.map((v) =>
  v.format ? { input: v.input, format: v.format } : { input: v.input },
);

/** An answer without what may differ between runs: `processingTimeMs`. */
export const comparable = (answer: Answer): unknown =>
  answer.envelope ? { ...answer.envelope, processingTimeMs: 0 } : answer;

/** The answers of the built package (`dist/index.js`) here, as JSON would carry them. */
export async function nodeAnswers(
  dist: string,
  vectors: readonly VectorRequest[] = VECTOR_REQUESTS,
): Promise<Answer[]> {
  const pkg = (await import(pathToFileURL(join(dist, 'index.js')).href)) as typeof import('../../sdk/index.ts');
  const answers: Answer[] = [];
  for (const v of vectors) {
    try {
      const envelope = await pkg.validate(v.input, v.format ? { format: v.format as Format } : {});
      answers.push({ envelope: JSON.parse(JSON.stringify(envelope)) as Answer['envelope'] & object });
    } catch (error) {
      answers.push({ error: `${(error as Error).name}:${(error as { code?: string }).code}` });
    }
  }
  return answers;
}
