/**
 * Values that are there at once, or later. The request path stays synchronous for as long as
 * nothing needs waiting for (see middleware/step.ts).
 * @module
 */

/** A value, or a promise of it when there is something to wait for. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Applies `f` to a value now, or once its promise settles. Not named `then`: a module that
 * exports `then` is taken for a promise by `import()`.
 */
export function andThen<T, U>(value: MaybePromise<T>, f: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}
