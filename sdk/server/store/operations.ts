/**
 * The store's operations wrapped one by one, as tracing (spans) and metrics (failures) wrap them:
 * a copy of the store whose methods each run through a wrapper made for that operation, its other
 * members passed on as they are.
 * @module
 */

/** The store's members that are not operations on the database: never wrapped. */
export const NOT_OPERATIONS: ReadonlySet<string> = new Set(['description', 'dialect', 'onKeyChange', 'close']);

/**
 * A copy of `store` whose every operation runs through `wrap(operation)`, made once per
 * operation (`keyByHash`, `signIn`…): it is given the call, with its arguments and the store as
 * `this` already bound, and answers what the call answers.
 * @example const logged = aroundOperations(store, (name) => (call) => (console.log(name), call()));
 */
export function aroundOperations<S extends object>(
  store: S,
  wrap: (operation: string) => (call: () => unknown) => unknown,
): S {
  const wrapped: Record<string, unknown> = { ...(store as Record<string, unknown>) };
  for (const [name, member] of Object.entries(store) as Array<[string, unknown]>) {
    if (typeof member !== 'function' || NOT_OPERATIONS.has(name)) continue;
    const around = wrap(name);
    wrapped[name] = (...args: unknown[]) =>
      around(() => (member as (...args: unknown[]) => unknown).apply(store, args));
  }
  return wrapped as S;
}
