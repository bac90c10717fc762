/**
 * `bank-number/server/node`: the Node adapter of the server, each job in a module of its own:
 * listening and graceful shutdown (listen.ts), the answers Node's parser leaves to the server
 * (client-error.ts), the demo site's files (static.ts), the batching
 * log writer (logger.ts), the store, Redis and mail wiring (wiring.ts, smtp-mailer.ts), the
 * Prometheus metrics (metrics.ts).
 * `bank-number serve`, `bank-number keys` and `npm start` run on it: the store and its keys
 * (open.ts, issue-key.ts, operator.ts) are here for them.
 * @module
 */
export { nodeClientAddress, SHUTDOWN_TIMEOUT_MS, serveNode, shutdownOnSignals } from './listen.ts';
export type { NodeServeOptions, NodeServer } from './listen.ts';
export { serveStaticFiles } from './static.ts';
export { createStreamLogger } from './logger.ts';
export { nodeHashApiKey } from './hash.ts';
export { connectRedis, describeRedisUrl, startServer } from './wiring.ts';
export type { ServerSetup, StartedServer } from './wiring.ts';
export { createServerMetrics, serveClusterMetrics, serveMetrics } from './metrics.ts';
export type { MetricsServer, ServerMetrics } from './metrics.ts';
export { createSmtpMailer, DEFAULT_MAIL_FROM, describeSmtpUrl, parseSmtpUrl } from './smtp-mailer.ts';
export type { SmtpMailerOptions } from './smtp-mailer.ts';
export { DEFAULT_DATABASE, describeDatabase, openStore } from './open-store.ts';
export type { OpenedStore, OpenStoreOptions } from './open-store.ts';
export { issueKey } from '../store/issue-key.ts';
export { setAccountTier, setKeyTier } from '../accounts/operator.ts';
export { isKeyTier } from '../tiers.ts';
export type { KeyTier } from '../tiers.ts';
export { proxyAddresses } from '../client-address.ts';
export type { TraceContextFrom } from '../tracing.ts';
