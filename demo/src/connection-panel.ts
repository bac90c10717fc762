/**
 * The header's API panel: shows which service the pages call and lets the visitor change it.
 * @module
 */
import { byId, el } from './dom.ts';
import { connection, loadConnection, onConnectionChange, saveConnection, toBaseUrl } from './connection.ts';
import type { Connection } from './connection.ts';
import { tierName } from './tier-name.ts';

function keyTierName(tier: string | null): string {
  return tier === null ? 'demo' : tierName(tier);
}

function summaryText(c: Connection): string {
  if (c.baseUrl === null) return 'API: not set (local only)';
  const host = new URL(c.baseUrl).host;
  const key =
    c.keySource === 'config' ? `${keyTierName(c.keyTier)} demo key` : c.keySource === 'visitor' ? 'your key' : 'no key';
  return `API: ${host} · ${key}`;
}

function render(root: HTMLElement, c: Connection): void {
  const open = root.querySelector('details')?.open ?? false;
  const dot = el('span', {
    class: 'connection-dot',
    'data-state': c.baseUrl === null ? 'local' : 'api',
    'aria-hidden': 'true',
  });
  const summary = el('summary', {}, dot, el('span', { id: 'connection-summary' }, summaryText(c)));

  const baseInput = el('input', {
    type: 'url',
    id: 'api-base-url',
    name: 'baseUrl',
    placeholder: 'https://api.example.com',
    autocomplete: 'url',
    spellcheck: 'false',
  });
  baseInput.value = c.baseSource === 'visitor' && c.baseUrl !== null ? c.baseUrl : '';
  const keyInput = el('input', {
    type: 'password',
    id: 'api-key',
    name: 'apiKey',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  keyInput.value = c.keySource === 'visitor' && c.apiKey !== null ? c.apiKey : '';
  const error = el('p', { class: 'hint', role: 'alert', id: 'connection-error' });

  const defaults: string[] = [];
  if (c.baseSource === 'config' && c.baseUrl !== null) defaults.push(`The local server at ${c.baseUrl}`);
  if (c.keySource === 'config') defaults.push(`its ${keyTierName(c.keyTier)} demo key`);
  const explanation =
    defaults.length > 0
      ? `${defaults.join(' with ')} ${defaults.length > 1 ? 'are' : 'is'} set by the start script. ` +
        `Fill in a field to use another.`
      : 'Without a base URL every page validates in this browser only. The URL is kept in this browser; ' +
        'a key only until the tab closes.';

  const form = el(
    'form',
    { id: 'connection-form', novalidate: true },
    el('p', {}, explanation),
    el(
      'div',
      { class: 'field' },
      el('label', { for: 'api-base-url' }, 'API base URL'),
      baseInput,
      el('p', { class: 'hint' }, 'The part before /api/v1, e.g. http://127.0.0.1:8787'),
    ),
    el(
      'div',
      { class: 'field' },
      el('label', { for: 'api-key' }, 'API key'),
      keyInput,
      el('p', { class: 'hint' }, 'Sent only as Authorization: Bearer.'),
    ),
    error,
    el(
      'div',
      { class: 'actions' },
      el('button', { type: 'submit' }, 'Save'),
      el('button', { type: 'button', class: 'secondary', id: 'connection-reset' }, 'Use defaults'),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const base = baseInput.value.trim();
    if (base !== '' && toBaseUrl(base) === null) {
      error.textContent = 'Enter an http or https URL without a query or fragment.';
      baseInput.focus();
      return;
    }
    if (keyInput.value.trim() !== '' && !/^[\x21-\x7e]+$/.test(keyInput.value.trim())) {
      error.textContent = 'A key has no spaces or special characters.';
      keyInput.focus();
      return;
    }
    // Saved: the panel closes (the summary shows the new settings) and the focus goes back to it.
    const details = root.querySelector('details');
    if (details !== null) details.open = false;
    saveConnection({ baseUrl: base, apiKey: keyInput.value });
    root.querySelector('summary')?.focus();
  });
  form.querySelector('#connection-reset')?.addEventListener('click', () => saveConnection({ baseUrl: '', apiKey: '' }));

  const details = el('details', {}, summary, el('div', { class: 'connection-panel' }, form));
  details.open = open;
  root.replaceChildren(details);
}

/** Loads the connection and shows the panel in the header; resolves with the connection. */
export async function initConnectionPanel(): Promise<Connection> {
  const root = byId('connection');
  const c = await loadConnection();
  render(root, c);
  onConnectionChange((next) => render(root, next));
  document.addEventListener('keydown', (event) => {
    const details = root.querySelector('details');
    if (event.key === 'Escape' && details?.open) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  });
  return connection();
}
