/**
 * Where the pages send API calls, and with which key.
 *
 * - `demo-config.json` beside the pages gives the defaults. The static build ships it empty; the
 *   local start script (`npm start`) serves its own copy with the server's address and a Pro demo key.
 * - The visitor can override both in the header's panel: the base URL is kept in localStorage, a key
 *   typed in only in sessionStorage (it is gone when the tab closes).
 * @module
 */

/** The shape of `demo-config.json`. */
export interface DemoConfig {
  /** The service's base URL (the part before `/api/v1`), relative to the config file; null for none. */
  apiBaseUrl: string | null;
  /** A key for the pages to use; null for none. */
  apiKey: string | null;
  /** The tier of that key, for display. */
  keyTier: string | null;
}

/** What the pages use now. */
export interface Connection {
  /** Absolute base URL without a trailing slash, or null: local validation only. */
  baseUrl: string | null;
  apiKey: string | null;
  /** Where the key came from: `config` (the start script's demo key), `visitor`, or null. */
  keySource: 'config' | 'visitor' | null;
  keyTier: string | null;
  /** Where the base URL came from. */
  baseSource: 'config' | 'visitor' | null;
}

const BASE_URL_STORAGE = 'bank-number-demo:api-base-url';
const KEY_STORAGE = 'bank-number-demo:api-key';

let config: DemoConfig = { apiBaseUrl: null, apiKey: null, keyTier: null };
let current: Connection = { baseUrl: null, apiKey: null, keySource: null, keyTier: null, baseSource: null };
const listeners = new Set<(connection: Connection) => void>();

function readStorage(storage: Storage | undefined, name: string): string | null {
  try {
    const value = storage?.getItem(name);
    return value === null || value === undefined || value.trim() === '' ? null : value.trim();
  } catch {
    return null;
  }
}

function writeStorage(storage: Storage | undefined, name: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(name);
    else storage?.setItem(name, value);
  } catch {
    // Storage can be switched off; the setting then lasts until the page is left.
  }
}

/** `text` as an absolute http(s) base URL without a trailing slash, or null when it is not one. */
export function toBaseUrl(text: string, relativeTo: string = document.baseURI): string | null {
  let url: URL;
  try {
    url = new URL(text, relativeTo);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return null;
  return url.href.replace(/\/+$/, '');
}

function compute(): Connection {
  const visitorBase = readStorage(globalThis.localStorage, BASE_URL_STORAGE);
  const visitorKey = readStorage(globalThis.sessionStorage, KEY_STORAGE);
  const configBase =
    config.apiBaseUrl === null
      ? null
      : toBaseUrl(config.apiBaseUrl, new URL('demo-config.json', document.baseURI).href);
  const baseUrl = visitorBase !== null ? toBaseUrl(visitorBase) : configBase;
  const baseSource = visitorBase !== null ? 'visitor' : configBase !== null ? 'config' : null;
  const apiKey = visitorKey ?? config.apiKey;
  const keySource = visitorKey !== null ? 'visitor' : config.apiKey !== null ? 'config' : null;
  return { baseUrl, apiKey, keySource, keyTier: keySource === 'config' ? config.keyTier : null, baseSource };
}

/** Reads `demo-config.json` and the visitor's settings. Never rejects. */
export async function loadConnection(): Promise<Connection> {
  try {
    const response = await fetch(new URL('demo-config.json', document.baseURI), { cache: 'no-store' });
    if (response.ok) {
      const data = (await response.json()) as Partial<DemoConfig>;
      config = {
        apiBaseUrl: typeof data.apiBaseUrl === 'string' ? data.apiBaseUrl : null,
        apiKey: typeof data.apiKey === 'string' && data.apiKey !== '' ? data.apiKey : null,
        keyTier: typeof data.keyTier === 'string' ? data.keyTier : null,
      };
    }
  } catch {
    // No config (opened from disk, say): local validation only until the visitor sets a URL.
  }
  current = compute();
  return current;
}

/** The connection in use. */
export function connection(): Connection {
  return current;
}

/** Calls `listener` with the connection whenever the visitor changes it. */
export function onConnectionChange(listener: (connection: Connection) => void): void {
  listeners.add(listener);
}

/** Uses `apiKey` in this tab from now on (a key just issued to the visitor), at the same base URL. */
export function useApiKey(apiKey: string): Connection {
  return saveConnection({ baseUrl: readStorage(globalThis.localStorage, BASE_URL_STORAGE) ?? '', apiKey });
}

/** Saves the visitor's settings; an empty string goes back to the default. */
export function saveConnection(settings: { baseUrl: string; apiKey: string }): Connection {
  writeStorage(
    globalThis.localStorage,
    BASE_URL_STORAGE,
    settings.baseUrl.trim() === '' ? null : settings.baseUrl.trim(),
  );
  writeStorage(globalThis.sessionStorage, KEY_STORAGE, settings.apiKey.trim() === '' ? null : settings.apiKey.trim());
  current = compute();
  for (const listener of listeners) listener(current);
  return current;
}
