/** The types of `bank-number/server` as a consumer meets them (checked by `npm run typecheck`). */
import type { Hono, MiddlewareHandler } from 'hono';
import { expectTypeOf } from 'vitest';
import {
  API_KEY_PREFIX,
  allowedHosts,
  createAccountService,
  createApp,
  createConsoleMailer,
  createHandler,
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  createSqlStore,
  createStoreKeyVerifier,
  DEFAULT_ACTION_LIMITS,
  DEFAULT_LIMITS,
  isAllowedHost,
  issueKey,
  migrate,
  OPENAPI_DOCUMENT,
  setAccountTier,
  setKeyTier,
  TIER_ENDPOINTS,
} from './index.ts';
import type {
  AccountService,
  ActionLimits,
  Endpoint,
  FetchHandler,
  HandlerOptions,
  IssuedKey,
  Json,
  KeyTier,
  KeyVerifier,
  Mailer,
  MemoryRateLimitStore,
  RateLimitOutcome,
  RateLimitStore,
  RedisRateLimitStore,
  RedisScriptClient,
  ServerEnv,
  Store,
  Tier,
  TierLimits,
  VerifiedKey,
} from './index.ts';
// The request schemas, the migrations and the tables' types are the server's own, not the package's.
// @ts-expect-error: not exported
import { schemas } from './index.ts';
// @ts-expect-error: not exported
import { MIGRATIONS } from './index.ts';
// @ts-expect-error: not exported
import type { Database } from './index.ts';

// The handler and the app.
const handler = createHandler();
expectTypeOf(handler).toEqualTypeOf<FetchHandler>();
expectTypeOf(handler(new Request('http://localhost/api/v1/validate?q=021000021'))).toEqualTypeOf<Promise<Response>>();
expectTypeOf(createHandler).parameter(0).toEqualTypeOf<HandlerOptions | undefined>();
expectTypeOf(createApp()).toEqualTypeOf<Hono<ServerEnv>>();
expectTypeOf<HandlerOptions['trustedProxies']>().toEqualTypeOf<number | readonly string[] | undefined>();
expectTypeOf<HandlerOptions['keys']>().toEqualTypeOf<KeyVerifier | undefined>();
expectTypeOf<HandlerOptions['rateLimitStore']>().toEqualTypeOf<RateLimitStore | undefined>();
expectTypeOf<HandlerOptions['accounts']>().toEqualTypeOf<AccountService | undefined>();
expectTypeOf<HandlerOptions['limits']>().toEqualTypeOf<Partial<Record<Tier, TierLimits>> | undefined>();
// @ts-expect-error: the handler takes a WHATWG Request
void handler('/api/v1/validate');
// @ts-expect-error: limits are by tier
createHandler({ limits: { free: { minute: 1, day: 1 } } });

// The tiers.
expectTypeOf<Tier>().toEqualTypeOf<'open' | 'starter' | 'pro' | 'business'>();
expectTypeOf<KeyTier>().toEqualTypeOf<'starter' | 'pro' | 'business'>();
expectTypeOf<Endpoint>().toEqualTypeOf<'/validate' | '/usage' | '/batch' | '/enrich' | '/generate'>();
expectTypeOf(DEFAULT_LIMITS).toEqualTypeOf<Readonly<Record<Tier, Readonly<TierLimits>>>>();
expectTypeOf(TIER_ENDPOINTS).toEqualTypeOf<Readonly<Record<Tier, readonly Endpoint[]>>>();
expectTypeOf<TierLimits>().toEqualTypeOf<{ minute: number; day: number }>();

// The rate-limit stores.
const memory = createMemoryRateLimitStore({ maxBuckets: 1000 });
expectTypeOf(memory).toEqualTypeOf<MemoryRateLimitStore>();
expectTypeOf(memory).toExtend<RateLimitStore>();
expectTypeOf(
  memory.hit('203.0.113.9', [{ name: 'minute', seconds: 60, limit: 3 }], 1, 0),
).toEqualTypeOf<RateLimitOutcome>();
expectTypeOf(memory.size).toEqualTypeOf<number>();
declare const redis: RedisScriptClient;
const redisStore = createRedisRateLimitStore({ client: redis, prefix: 'rl:', maxInFlight: 100 });
expectTypeOf(redisStore).toEqualTypeOf<RedisRateLimitStore>();
expectTypeOf(redisStore).toExtend<RateLimitStore>();
expectTypeOf(redisStore.inFlight).toEqualTypeOf<number>();
// @ts-expect-error: a Redis store needs its client
createRedisRateLimitStore({ prefix: 'rl:' });

// The store, its migrations and the keys it holds.
declare const db: Parameters<typeof migrate>[0];
const store = createSqlStore({ db, dialect: 'sqlite', description: 'sqlite :memory:' });
expectTypeOf(store).toEqualTypeOf<Store>();
expectTypeOf(createSqlStore).parameter(0).toHaveProperty('dialect').toEqualTypeOf<'sqlite' | 'postgres'>();
// @ts-expect-error: SQLite and PostgreSQL only
createSqlStore({ db, dialect: 'mysql', description: 'mysql' });
expectTypeOf(migrate(db, 'postgres')).toEqualTypeOf<Promise<string[]>>();
const keys = createStoreKeyVerifier({ store });
expectTypeOf(keys).toEqualTypeOf<KeyVerifier>();
expectTypeOf(keys.verify(`${API_KEY_PREFIX}…`)).toEqualTypeOf<VerifiedKey | null | Promise<VerifiedKey | null>>();
expectTypeOf<VerifiedKey['tier']>().toEqualTypeOf<KeyTier>();
expectTypeOf(API_KEY_PREFIX).toEqualTypeOf<string>();
expectTypeOf(issueKey(store, { tier: 'pro', label: 'CI' })).toEqualTypeOf<Promise<IssuedKey>>();
expectTypeOf<IssuedKey['key']>().toEqualTypeOf<string>();
// @ts-expect-error: a key has a tier of its own; `open` needs none
void issueKey(store, { tier: 'open' });
expectTypeOf(setKeyTier(store, 'key_1', 'business')).toEqualTypeOf<
  Promise<{ account: string | null; keys: number } | null>
>();
expectTypeOf(setAccountTier(store, 'ada@example.com', 'pro')).toEqualTypeOf<
  Promise<{ account: string; keys: number } | null>
>();

// The accounts of the dashboard.
const mailer = createConsoleMailer();
expectTypeOf(mailer).toEqualTypeOf<Mailer>();
expectTypeOf(mailer.send).parameter(0).toEqualTypeOf<{ to: string; subject: string; text: string }>();
const accounts = createAccountService({ store, mailer, publicUrl: 'http://127.0.0.1:8787/' });
expectTypeOf(accounts).toEqualTypeOf<AccountService>();
expectTypeOf(accounts.requestSignIn('ada@example.com')).toEqualTypeOf<Promise<void>>();
expectTypeOf(accounts.createKey('account_1', 'CI')).toEqualTypeOf<Promise<IssuedKey | 'too-many'>>();
expectTypeOf(DEFAULT_ACTION_LIMITS).toEqualTypeOf<Readonly<ActionLimits>>();
// @ts-expect-error: the accounts need a mailer for their sign-in links
createAccountService({ store, publicUrl: 'http://127.0.0.1:8787/' });

// Host names and the OpenAPI document.
expectTypeOf(allowedHosts(['api.example.com'])).toEqualTypeOf<MiddlewareHandler>();
expectTypeOf(isAllowedHost).toEqualTypeOf<(host: string | null, allowed: readonly string[]) => boolean>();
expectTypeOf(OPENAPI_DOCUMENT).toExtend<{ [key: string]: Json }>();
expectTypeOf(OPENAPI_DOCUMENT.openapi).toEqualTypeOf<string>();
void [schemas, MIGRATIONS, {} as Database];
