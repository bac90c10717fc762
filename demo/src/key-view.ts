/**
 * How the dashboard shows a key: tier, label, creation date, the last four characters (never the
 * key), and its usage this minute and today as used of limit, with the time the window resets.
 * @module
 */
import type { AccountKey, UsageWindow } from './account-api.ts';
import { el } from './dom.ts';
import { tierName } from './tier-name.ts';

const numberFormat = new Intl.NumberFormat('en');

/**
 * The short form a key is known by on the page: its label in quotation marks, so that it reads as
 * a name inside a sentence, and its last four characters: `“First key” (…ab12)`.
 */
export function keyName(key: Pick<AccountKey, 'label' | 'last4'>): string {
  return key.label === '' ? `…${key.last4}` : `“${key.label}” (…${key.last4})`;
}

/** Text with `backquoted` parts (a command in the server's upgrade text) as code elements. */
export function withCode(text: string): (string | HTMLElement)[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, i) => (i % 2 === 1 ? el('code', {}, part) : part))
    .filter((part) => part !== '');
}

/** A date as `3 Jul 2026`, in a `<time>` element carrying the ISO date. */
export function dateView(iso: string): HTMLTimeElement | string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return el(
    'time',
    { datetime: iso },
    date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  );
}

/** `3 of 10 used`, and below it when the window resets: a time for the minute, a date and time for the day. */
function usageView(window: UsageWindow, name: 'minute' | 'day'): HTMLElement {
  const reset = new Date(window.reset * 1000);
  const resetText =
    name === 'minute'
      ? reset.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' })
      : reset.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return el(
    'div',
    { class: 'usage', 'data-window': name, 'data-used': window.used, 'data-limit': window.limit },
    el(
      'span',
      { class: 'usage-count' },
      `${numberFormat.format(window.used)} of ${numberFormat.format(window.limit)} used`,
    ),
    el('span', { class: 'hint' }, `resets ${resetText}`),
  );
}

/** One row of the keys table, with its Rotate and Revoke buttons (`data-action`, `data-id`). */
export function keyRow(key: AccountKey): HTMLTableRowElement {
  const name = keyName(key);
  return el(
    'tr',
    { 'data-key-id': key.id },
    el('td', { 'data-label': 'Label' }, key.label === '' ? el('span', { class: 'hint' }, 'No label') : key.label),
    el('td', { class: 'mono', 'data-label': 'Key' }, `…${key.last4}`),
    el('td', { 'data-label': 'Tier' }, tierName(key.tier)),
    el('td', { 'data-label': 'Created' }, dateView(key.created)),
    el('td', { 'data-label': 'This minute' }, key.usage === undefined ? '—' : usageView(key.usage.minute, 'minute')),
    el('td', { 'data-label': 'Today' }, key.usage === undefined ? '—' : usageView(key.usage.day, 'day')),
    el(
      'td',
      { 'data-label': 'Actions' },
      el(
        'div',
        { class: 'row-actions' },
        el(
          'button',
          {
            type: 'button',
            class: 'secondary small',
            'data-action': 'rotate',
            'data-id': key.id,
            'aria-label': `Rotate ${name}`,
          },
          'Rotate',
        ),
        el(
          'button',
          {
            type: 'button',
            class: 'secondary small danger',
            'data-action': 'revoke',
            'data-id': key.id,
            'aria-label': `Revoke ${name}`,
          },
          'Revoke',
        ),
      ),
    ),
  );
}
