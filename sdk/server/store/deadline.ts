/**
 * A deadline on every operation of the store: past it the operation's promise rejects with
 * `StoreTimeoutError`, and the request that waited is answered 503 as for a database that is down,
 * instead of waiting for as long as the database does not answer (stopped, cut off, a lock held).
 * The operation itself goes on: a change that the database makes after its deadline was answered
 * 503, never acknowledged.
 * @module
 */
import { aroundOperations } from './operations.ts';

/** The default deadline of a store operation, in ms: well under the request's own 10 to 30 seconds. */
export const DEFAULT_STORE_TIMEOUT_MS = 2000;

/** An operation of the store that did not end within its deadline. */
export class StoreTimeoutError extends Error {
  readonly code = 'STORE_TIMEOUT';
  constructor(operation: string, timeoutMs: number) {
    super(`The database did not answer ${operation} within ${timeoutMs} ms.`);
    this.name = 'StoreTimeoutError';
  }
}

/**
 * A copy of `store` whose every operation (`keyByHash`, `signIn`…) rejects with
 * `StoreTimeoutError` once `timeoutMs` have passed without an answer.
 * @example const store = withStoreDeadline(await openStore('.bank-number/bank-number.db'), 2000);
 */
export function withStoreDeadline<S extends object>(store: S, timeoutMs: number = DEFAULT_STORE_TIMEOUT_MS): S {
  return aroundOperations(store, (operation) => (call) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreTimeoutError(operation, timeoutMs)), timeoutMs);
    });
    const work = Promise.resolve().then(call);
    // The operation's own failure after its deadline is nobody's to handle.
    work.catch(() => undefined);
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  });
}
