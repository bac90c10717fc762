/**
 * `bank-number/server`: the reference API server as a Hono app and a WHATWG fetch handler, with
 * its rate-limit and key stores and the accounts of its dashboard. Runtime-neutral; the Node
 * adapter is `bank-number/server/node`, and `bank-number serve` runs it.
 * @module
 */
export { createApp, createHandler } from './handler.ts';
export type { FetchHandler, HandlerOptions, RequestLogger } from './handler.ts';
export type { Caller, Identity, ServerEnv } from './context.ts';
export { LIVENESS_PATH, READINESS_PATH } from './health.ts';
export type { CheckResult, ReadinessChecks } from './health.ts';
export type { RateLimitDecision, RequestObservation, ServerObserver } from './observer.ts';
export { createMemoryRateLimitStore } from './rate-limit/memory-store.ts';
export type { MemoryRateLimitStore, MemoryRateLimitStoreOptions } from './rate-limit/memory-store.ts';
export type { Quota, RateLimitPolicy } from './rate-limit/policy.ts';
export { createRedisRateLimitStore } from './rate-limit/redis-store.ts';
export type { RedisRateLimitStore, RedisRateLimitStoreOptions, RedisScriptClient } from './rate-limit/redis-store.ts';
export type { RateLimitOutcome, RateLimitStore, RateLimitWindow } from './rate-limit/store.ts';
export type { KeyVerifier, VerifiedKey } from './keys/key-store.ts';
export type { AccountRecord, ApiKeyRecord, SessionRecord, SignInLinkRecord } from './store/store.ts';
export { createSqlStore } from './store/sql-store.ts';
export type { AccountKeys, SqlStoreOptions, Store, StoreSignIn } from './store/sql-store.ts';
export { migrate } from './store/schema.ts';
export type { SqlDialect } from './store/schema.ts';
export { createStoreKeyVerifier } from './store/key-verifier.ts';
export { DEFAULT_STORE_TIMEOUT_MS, StoreTimeoutError, withStoreDeadline } from './store/deadline.ts';
export type { StoreKeyVerifierOptions } from './store/key-verifier.ts';
export { issueKey } from './store/issue-key.ts';
export { allowedHosts, isAllowedHost } from './allowed-hosts.ts';
export { TRACER_NAME, traceRateLimitStore, traceStore } from './tracing.ts';
export type { TraceContextFrom } from './tracing.ts';
export { API_KEY_PREFIX } from './keys/api-key.ts';
export type { IssuedKey } from './store/issue-key.ts';
export { createAccountService, DEFAULT_ACTION_LIMITS, DEFAULT_SIGN_UP_LIMITS } from './accounts/account-service.ts';
export type {
  AccountService,
  AccountServiceOptions,
  AccountSession,
  ActionLimits,
  SignInResult,
  SignUpLimits,
  SignUpWindowLimits,
} from './accounts/account-service.ts';
export { createConsoleMailer } from './accounts/mailer.ts';
export type { MailMessage, Mailer } from './accounts/mailer.ts';
export { setAccountTier, setKeyTier } from './accounts/operator.ts';
export { OPENAPI_DOCUMENT } from './routes/openapi.ts';
export type { Json, Schema } from './routes/openapi.ts';
export { DEFAULT_LIMITS, TIER_ENDPOINTS } from './tiers.ts';
export type { Endpoint, KeyTier, Tier, TierLimits } from './tiers.ts';
