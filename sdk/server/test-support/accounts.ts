/**
 * The reference server with accounts, for the tests: the app in process (or, with `network`, behind
 * the Node adapter on a free loopback port), the store in a fresh folder, and the SMTP mailer
 * sending to a real SMTP server on loopback.
 * @module
 */
import { createAccountService } from '../accounts/account-service.ts';
import type { AccountService, AccountServiceOptions } from '../accounts/account-service.ts';
import { nodeHashApiKey } from '../adapters/node.ts';
import { createSmtpMailer, DEFAULT_MAIL_FROM } from '../adapters/smtp-mailer.ts';
import type { HandlerOptions } from '../handler.ts';
import type { OpenedStore } from '../adapters/open-store.ts';
import type { Reply, ServedApp } from './harness.ts';
import { accountPost, openTestStore, send, serveApp, testClock, testLog, T0 } from './harness.ts';
import type { TestClock } from './harness.ts';
import { signInLinkOf } from './smtp.ts';
import type { ReceivedMail, TestSmtp } from './smtp.ts';

export interface AccountServerOptions {
  smtp: TestSmtp;
  /** The store: a SQLite file or a PostgreSQL URL; default: a new file in a fresh folder. */
  database?: string;
  clock?: TestClock;
  publicUrl?: string;
  handler?: Omit<HandlerOptions, 'keys' | 'accounts' | 'clock'>;
  service?: Partial<Pick<AccountServiceOptions, 'signUpLimits' | 'maxKeysPerAccount' | 'actionLimits'>>;
  /** Listen on a free loopback port and talk HTTP. Default: in process. */
  network?: boolean;
}

export interface AccountServer extends ServedApp {
  service: AccountService;
  /** Where the store is (as `database` was given, or the file made). */
  database: string;
  store: OpenedStore;
  clock: TestClock;
  /** Log lines: requests, and failures to send. */
  log: string[];
  /** `POST /api/account/<path>` with a JSON body (`Content-Type: application/json`). */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(path: string, headers?: Record<string, string>): Promise<Reply>;
  /** Signs up, waits for the message and answers its link's token. */
  signUp(email: string): Promise<string>;
  /** Signs up and in: the session cookie (`bn_session=…`) and the sign-in answer. */
  signIn(email: string): Promise<{ cookie: string; reply: Reply }>;
  close(): Promise<void>;
}

/** Starts the server; `close` stops it and removes a database file it made. */
export async function startAccountServer(options: AccountServerOptions): Promise<AccountServer> {
  const clock = options.clock ?? testClock(T0);
  const { log, logger } = testLog();
  const opened = await openTestStore(options.database);
  const { store, keys } = opened;
  const mailer = await createSmtpMailer({ url: options.smtp.url, from: DEFAULT_MAIL_FROM });
  let url = '';
  const service = createAccountService({
    store,
    mailer,
    publicUrl: options.publicUrl ?? (() => url),
    now: clock,
    hash: nodeHashApiKey,
    logger,
    ...options.service,
  });
  const served = await serveApp({ logger, ...options.handler, clock, keys, accounts: service }, options.network);
  url = served.url;
  const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Reply> =>
    accountPost(server, path, body, headers);
  const server: AccountServer = {
    ...served,
    service,
    database: opened.database,
    store,
    clock,
    log,
    post,
    get: (path, headers = {}) => send(server, `/api/account/${path}`, { headers }),
    async signUp(email) {
      const before = options.smtp.messages.length;
      const reply = await post('sign-up', { email });
      if (reply.status !== 202) throw new Error(`sign-up answered ${reply.status}: ${reply.text}`);
      const mail = (await options.smtp.received(before + 1))[before] as ReceivedMail;
      return signInLinkOf(mail).token;
    },
    async signIn(email) {
      const token = await server.signUp(email);
      const reply = await post('sign-in', { token });
      if (reply.status !== 200) throw new Error(`sign-in answered ${reply.status}: ${reply.text}`);
      return { cookie: cookieOf(reply), reply };
    },
    async close() {
      // A test may have stopped the server itself (a restart).
      await served.stop();
      await service.settle();
      await mailer.close?.();
      await opened.close();
    },
  };
  return server;
}

/** `bn_session=<value>` from an answer's `Set-Cookie`. */
export function cookieOf(reply: Reply): string {
  const header = reply.headers['set-cookie'] ?? '';
  const match = /^bn_session=([^;]*)/.exec(header);
  if (match === null) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return `bn_session=${match[1] as string}`;
}

/** The headers of an answer but its date, for comparing answers that must be alike. */
export function withoutDate(reply: Reply): { status: number; headers: Record<string, string>; text: string } {
  const { date: _date, ...headers } = reply.headers;
  return { status: reply.status, headers, text: reply.text };
}
