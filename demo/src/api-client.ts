/**
 * A `bank-number/client` for the service configured in the API panel. Kept apart from
 * connection.ts so that pages without remote calls do not load the client.
 * @module
 */
import { createClient } from 'bank-number/client';
import type { BankNumberClient } from 'bank-number/client';
import { connection } from './connection.ts';

/** A client of the configured service, or null when there is none. */
export function apiClient(): BankNumberClient | null {
  const current = connection();
  if (current.baseUrl === null) return null;
  return createClient({
    baseUrl: current.baseUrl,
    ...(current.apiKey === null ? {} : { apiKey: current.apiKey }),
    timeoutMs: 8_000,
  });
}
