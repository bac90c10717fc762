/** The types of `bank-number/server/node` as a consumer meets them (checked by `npm run typecheck`). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { expectTypeOf } from 'vitest';
import { createHandler } from '../index.ts';
import type { AccountService, Mailer, RateLimitStore, RequestLogger, Store } from '../index.ts';
import {
  connectRedis,
  createSmtpMailer,
  createStreamLogger,
  DEFAULT_MAIL_FROM,
  describeRedisUrl,
  describeSmtpUrl,
  nodeClientAddress,
  nodeHashApiKey,
  openStore,
  parseSmtpUrl,
  serveNode,
  serveStaticFiles,
  shutdownOnSignals,
  startServer,
} from './node.ts';
import type {
  NodeServeOptions,
  NodeServer,
  OpenedStore,
  OpenStoreOptions,
  ServerSetup,
  StartedServer,
} from './node.ts';

// Listening: any fetch handler of `bank-number/server`, and the peer address for it.
const served = serveNode({ fetch: createHandler({ clientAddress: nodeClientAddress }), port: 0 });
expectTypeOf(served).toEqualTypeOf<Promise<NodeServer>>();
expectTypeOf(nodeClientAddress).returns.toEqualTypeOf<string | undefined>();
expectTypeOf<NodeServeOptions['fetch']>()
  .parameter(1)
  .toEqualTypeOf<{ incoming: IncomingMessage; outgoing: ServerResponse }>();
expectTypeOf<NodeServeOptions['port']>().toEqualTypeOf<number | undefined>();
// @ts-expect-error: the handler is a fetch handler, not a path
void serveNode({ fetch: '/api/v1/validate' });
// @ts-expect-error: the port is a number
void serveNode({ fetch: createHandler(), port: '8787' });
declare const server: NodeServer;
expectTypeOf(server.server).toEqualTypeOf<Server>();
expectTypeOf(server.url).toEqualTypeOf<string>();
expectTypeOf(server.port).toEqualTypeOf<number>();
expectTypeOf(server.shutdown()).toEqualTypeOf<Promise<void>>();
expectTypeOf(shutdownOnSignals(server)).toEqualTypeOf<Promise<NodeJS.Signals>>();
expectTypeOf(shutdownOnSignals).parameter(1).toEqualTypeOf<(() => Promise<void>) | undefined>();

// The parts of `bank-number serve`.
expectTypeOf(serveStaticFiles('demo/dist')).toEqualTypeOf<MiddlewareHandler>();
expectTypeOf(createStreamLogger()).toExtend<RequestLogger>();
expectTypeOf(createStreamLogger().flush).toEqualTypeOf<() => void>();
expectTypeOf(nodeHashApiKey).toEqualTypeOf<(key: string) => string>();
expectTypeOf(connectRedis('redis://127.0.0.1:6379')).resolves.toExtend<{ quit(): Promise<unknown> }>();
expectTypeOf(describeRedisUrl('redis://:secret@127.0.0.1:6379')).toEqualTypeOf<string>();
expectTypeOf(createSmtpMailer({ url: 'smtp://127.0.0.1:2525', from: DEFAULT_MAIL_FROM })).toEqualTypeOf<
  Promise<Mailer>
>();
// @ts-expect-error: a mailer needs its sender
void createSmtpMailer({ url: 'smtp://127.0.0.1:2525' });
expectTypeOf(parseSmtpUrl('smtp://127.0.0.1:2525')).toEqualTypeOf<URL>();
expectTypeOf(describeSmtpUrl('smtp://user:secret@127.0.0.1:2525')).toEqualTypeOf<string>();
expectTypeOf(DEFAULT_MAIL_FROM).toEqualTypeOf<string>();

// The store, and the whole server over it.
expectTypeOf(openStore('.bank-number/store.db', { poolSize: 4 })).toEqualTypeOf<Promise<OpenedStore>>();
expectTypeOf(openStore).parameter(0).toEqualTypeOf<string | undefined>();
expectTypeOf(openStore).parameter(1).toEqualTypeOf<OpenStoreOptions | undefined>();
expectTypeOf<OpenedStore>().toExtend<Store>();
expectTypeOf<OpenedStore['dialect']>().toEqualTypeOf<'sqlite' | 'postgres'>();
expectTypeOf(startServer({ store: 'bank-number.db', port: 0 })).toEqualTypeOf<Promise<StartedServer>>();
expectTypeOf<ServerSetup['store']>().toEqualTypeOf<Store | string>();
// @ts-expect-error: a server needs its store
void startServer({ port: 0 });
declare const started: StartedServer;
expectTypeOf(started.node).toEqualTypeOf<NodeServer>();
expectTypeOf(started.store).toEqualTypeOf<Store>();
expectTypeOf(started.rateLimitStore).toEqualTypeOf<RateLimitStore>();
expectTypeOf(started.accounts).toEqualTypeOf<AccountService | undefined>();
expectTypeOf(started.close()).toEqualTypeOf<Promise<void>>();
