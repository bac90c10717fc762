/**
 * When to try again, from a `Retry-After` in seconds, as a person says it.
 * @module
 */

/** "in 1 second", "in 42 seconds", "in 3 minutes", "in 2 hours"; "later" when unknown. */
export function waitText(seconds: number | null): string {
  if (seconds === null) return 'later';
  if (seconds < 90) {
    const whole = Math.max(1, Math.round(seconds));
    return `in ${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
