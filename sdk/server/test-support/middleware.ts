/**
 * A throwaway Hono app for the tests of one middleware at a time, as Hono's own middleware tests
 * do: the server's state over a real store and key verifier, problems answered as the server
 * answers them, requests sent with `app.request()`.
 * @module
 */
import { Hono } from 'hono';
import { problemResponse } from '../answers.ts';
import type { ServerEnv, ServerState } from '../context.ts';
import { nodeHashApiKey } from '../adapters/node.ts';
import type { HandlerOptions } from '../handler.ts';
import { serverState } from '../handler.ts';
import { ProblemError } from '../problems.ts';
import { createMemoryRateLimitStore } from '../rate-limit/memory-store.ts';
import { issueKey } from '../store/issue-key.ts';
import type { KeyTier } from '../tiers.ts';
import { openTestStore } from './harness.ts';
import type { TestStore } from './harness.ts';

export interface MiddlewareBench {
  state: ServerState;
  /** A new app whose errors are answered as the server answers them. */
  app(): Hono<ServerEnv>;
  /** A key of `tier` in the store, of `account` when given. */
  key(tier: KeyTier, account?: string): Promise<string>;
  close(): Promise<void>;
}

/** The state of a server with a SQLite store in a fresh folder, the memory rate-limit store and the given options. */
export async function middlewareBench(options: HandlerOptions = {}): Promise<MiddlewareBench> {
  const opened: TestStore = await openTestStore();
  const state = serverState({
    keys: opened.keys,
    rateLimitStore: createMemoryRateLimitStore(),
    clientAddress: () => '192.0.2.7',
    ...options,
  });
  return {
    state,
    app() {
      const app = new Hono<ServerEnv>();
      app.onError((error, c) => {
        if (error instanceof ProblemError) return problemResponse(c, error.problem, error.headers);
        throw error;
      });
      return app;
    },
    async key(tier, account) {
      return (await issueKey(opened.store, { tier, account, hash: nodeHashApiKey })).key;
    },
    close: () => opened.close(),
  };
}

/** The Authorization header of a key. */
export const bearer = (key: string): { authorization: string } => ({ authorization: `Bearer ${key}` });
