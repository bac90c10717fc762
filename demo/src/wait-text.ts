/**
 * When to try again, from a `Retry-After` in seconds, as a person says it.
 * @module
 */

/**
 * "in 1 second", "in 42 seconds", "in 3 minutes", "in 2 hours" ("in 42 Sekunden", "dans 3 minutes"
 * in another `language`); "later" when unknown.
 */
export function waitText(seconds: number | null, language = 'en'): string {
  if (seconds === null) return 'later';
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 90) return relative.format(Math.max(1, Math.round(seconds)), 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return relative.format(minutes, 'minute');
  return relative.format(Math.round(minutes / 60), 'hour');
}
