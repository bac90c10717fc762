import cluster from 'node:cluster';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  DEFAULT_MAIL_FROM,
  describeSmtpUrl,
  parseSmtpUrl,
  proxyAddresses,
  serveClusterMetrics,
  shutdownOnSignals,
  startServer,
} from '../server/adapters/node.ts';
import type { TraceContextFrom } from '../server/adapters/node.ts';
import { SERVE_OPTIONS } from './command-options.ts';
import { commandUsage } from './help.ts';
import { openCommandStore, STORE_DEFAULTS } from './keys-command.ts';
import { readOptions } from './options.ts';
import { bannerText, runWorkers } from './serve-workers.ts';
import { loadUkModulusOption } from './uk-modulus-option.ts';
import type { ListeningMessage } from './serve-workers.ts';

export const SERVE_USAGE = commandUsage('serve', { ...STORE_DEFAULTS, 'mail-from': DEFAULT_MAIL_FROM });

/** `--trust-proxy`: a number of proxies (0 to 32), or their addresses and networks; null when it is neither. */
function trustProxyOption(text: string): number | string[] | null {
  if (/^[0-9]+$/.test(text)) return integer(text, 0, 32);
  const list = text.split(',').map((entry) => entry.trim());
  try {
    proxyAddresses(list);
  } catch {
    return null;
  }
  return list;
}

/** What to give `serve` for the account pages. */
const NO_SITE = 'no site is served (--static DIR)';
const GIVE_PAGES = 'give --static with the built demo site, or --sign-up --public-url URL';

/** `bank-number serve`: runs the API server until SIGTERM or SIGINT. */
export async function serveCommand(args: string[]): Promise<number> {
  const code = await serve(args);
  // A worker ends once the channel to its primary is closed.
  if (cluster.isWorker) cluster.worker?.disconnect();
  return code;
}

async function serve(args: string[]): Promise<number> {
  const parsed = readOptions(args, SERVE_OPTIONS);
  if (!parsed.ok || parsed.positional.length > 0) {
    const help = !parsed.ok && parsed.help;
    (help ? process.stdout : process.stderr).write(`${SERVE_USAGE}\n`);
    return help ? 0 : 2;
  }
  const { values, flags } = parsed;
  const port = integer(values['port'] ?? '8787', 0, 65_535);
  const trustedProxies = trustProxyOption(values['trust-proxy'] ?? '0');
  const redisTimeoutMs = integer(values['redis-timeout'] ?? '1000', 1, 600_000);
  const databaseTimeoutMs = integer(values['database-timeout'] ?? '2000', 1, 600_000);
  const workers = integer(values['workers'] ?? '1', 1, 64);
  const traceContext = values['trace-context'] ?? 'proxies';
  if (
    port === null ||
    trustedProxies === null ||
    redisTimeoutMs === null ||
    databaseTimeoutMs === null ||
    workers === null ||
    !isTraceContextFrom(traceContext)
  ) {
    const what =
      '--port, --redis-timeout and --database-timeout take whole numbers, --workers a number from 1 to 64, ' +
      '--trust-proxy a number or addresses and networks (10.0.0.0/8,192.0.2.7), ' +
      '--trace-context proxies, any or none';
    process.stderr.write(`bank-number serve: ${what}\n${SERVE_USAGE}\n`);
    return 2;
  }
  const host = values['host'] ?? '127.0.0.1';
  const metrics = values['metrics'] === undefined ? undefined : metricsAddress(values['metrics']);
  if (metrics === null || (metrics !== undefined && metrics.port !== 0 && metrics.port === port)) {
    const what =
      metrics === null
        ? '--metrics takes HOST:PORT (127.0.0.1:9464, [::1]:9464)'
        : "--metrics needs a port of its own, not the API's --port";
    process.stderr.write(`bank-number serve: ${what}\n${SERVE_USAGE}\n`);
    return 2;
  }
  const site = staticFolder(values['static']);
  if (site === null) {
    process.stderr.write(`bank-number serve: --static ${values['static']}: no such folder\n`);
    return 1;
  }

  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !isSiteUrl(publicUrl)) {
    process.stderr.write(`bank-number serve: --public-url takes an http:// or https:// URL\n${SERVE_USAGE}\n`);
    return 2;
  }
  if (flags.has('sign-up') && (flags.has('no-sign-up') || publicUrl === undefined)) {
    process.stderr.write(
      'bank-number serve: --sign-up needs --public-url (where the account pages are), and not --no-sign-up\n' +
        `${SERVE_USAGE}\n`,
    );
    return 2;
  }
  // A sign-in link must lead to a page that exists: the served site's, or one the operator names.
  const hasAccountPages = site !== undefined && existsSync(resolve(site, 'dashboard.html'));
  const signUp = !flags.has('no-sign-up') && (hasAccountPages || flags.has('sign-up'));
  let allowedHosts: string[] | undefined;
  if (values['allowed-hosts'] !== undefined || publicUrl !== undefined) {
    allowedHosts = (values['allowed-hosts'] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    if (allowedHosts.some((name) => !/^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(name))) {
      process.stderr.write(
        'bank-number serve: --allowed-hosts takes host names, each optionally with :port, separated by commas\n' +
          `${SERVE_USAGE}\n`,
      );
      return 2;
    }
    if (publicUrl !== undefined) allowedHosts.push(new URL(publicUrl).host);
  }
  const mailFrom = values['mail-from'] ?? DEFAULT_MAIL_FROM;
  if (mailFrom.trim() === '' || /[\r\n]/.test(mailFrom)) {
    process.stderr.write(`bank-number serve: --mail-from takes one address, e.g. "${DEFAULT_MAIL_FROM}"\n`);
    return 2;
  }
  const smtpUrl = values['smtp'];
  if (smtpUrl !== undefined) {
    try {
      parseSmtpUrl(smtpUrl);
    } catch (error) {
      process.stderr.write(`bank-number serve: --smtp: ${(error as Error).message}\n`);
      return 2;
    }
  }

  if (workers > 1 && values['redis'] === undefined) {
    process.stderr.write(
      `bank-number serve: --workers ${workers} needs --redis URL: with the rate limits in memory, ` +
        'each worker would count its own, and every limit would be exceeded\n',
    );
    return 2;
  }

  // Read by every process (each worker answers with its own copy), and by the primary first, so that
  // a folder that cannot be read stops the server before any worker starts.
  const modulus = await loadUkModulusOption(values['uk-modulus']);
  if (!modulus.ok) {
    process.stderr.write(`bank-number serve: ${modulus.message}\n`);
    return 1;
  }

  const database = await openCommandStore('serve', values);
  if (database === null) return 1;
  if (workers > 1 && cluster.isPrimary) {
    // Opened once here, so that a database that cannot be opened fails before any worker starts,
    // and the workers do not create its tables at the same time.
    await database.close();
    if (metrics === undefined) return runWorkers(workers, []);
    // The primary serves the metrics: at each scrape, it asks every worker for its counts and sums them.
    let served;
    try {
      served = await serveClusterMetrics(metrics);
    } catch (error) {
      process.stderr.write(
        `bank-number serve: cannot serve metrics on ${metrics.host}:${metrics.port}: ${(error as Error).message}\n`,
      );
      return 1;
    }
    const code = await runWorkers(workers, [`bank-number: metrics at ${served.url}`]);
    await served.close();
    return code;
  }
  let server;
  try {
    server = await startServer({
      store: database,
      port,
      host,
      redisUrl: values['redis'],
      redisTimeoutMs,
      databaseTimeoutMs,
      readinessDetails: flags.has('readyz-details'),
      trustedProxies,
      traceContext,
      staticDir: site,
      allowedHosts,
      signUp,
      smtp: smtpUrl === undefined ? undefined : { url: smtpUrl, from: mailFrom },
      publicUrl,
      metrics: metrics !== undefined && cluster.isWorker ? 'cluster' : metrics,
    });
  } catch (error) {
    process.stderr.write(`bank-number serve: ${(error as Error).message}\n`);
    return 1;
  }
  const { accounts, rateLimitStore } = server;
  // The signal handlers are in place before the banner says the server listens: a supervisor
  // that stops the server as soon as it reads the banner gets a clean shutdown, not a killed process.
  const stopped = shutdownOnSignals(server.node, () => server.close());
  // A worker stops on its first signal and ignores those that follow: a terminal's Ctrl-C or a
  // service manager may signal it as well as its primary, which passes the signal on.
  if (cluster.isWorker) for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => undefined);
  const details = [`rate limits: ${rateLimitStore.description}`, `store: ${database.description}`];
  if (typeof trustedProxies === 'number' && trustedProxies > 0) details.push(`trusting ${trustedProxies} proxies`);
  if (Array.isArray(trustedProxies)) details.push(`trusting proxies at ${trustedProxies.join(', ')}`);
  if (site !== undefined) details.push(`static: ${site}`);
  if (allowedHosts !== undefined) details.push(`hosts: ${allowedHosts.join(', ')}`);
  if (modulus.description !== null) details.push(modulus.description);
  const lines: string[] = [];
  if (server.metricsUrl !== undefined) lines.push(`bank-number: metrics at ${server.metricsUrl}`);
  if (accounts === undefined) {
    const why = flags.has('no-sign-up')
      ? '--no-sign-up'
      : `no account pages: ${site === undefined ? NO_SITE : `${site} has no dashboard.html`}; ${GIVE_PAGES}`;
    lines.push(`bank-number: accounts: off (${why}); /api/account/ answers 404`);
  } else {
    lines.push(
      smtpUrl === undefined
        ? 'bank-number: e-mail: printing sign-in messages here (no --smtp given)'
        : `bank-number: e-mail: sending sign-in messages through ${describeSmtpUrl(smtpUrl)} as ${mailFrom}`,
      `bank-number: accounts: sign-in links point to ${dashboardUrl(accounts.publicUrl())}`,
    );
  }
  if (cluster.isWorker) {
    // The primary prints one banner for all its workers.
    const message: ListeningMessage = { type: 'bank-number:listening', url: server.url, details, lines };
    process.send?.(message);
    await stopped;
    return 0;
  }
  process.stdout.write(bannerText(server.url, details, lines));
  const signal = await stopped;
  process.stdout.write(`bank-number: stopped after ${signal}\n`);
  return 0;
}

/**
 * The folder of static files: the one given (null when it is not a folder), or else `demo/dist`
 * of the working directory when it holds a built site (undefined when it does not).
 */
function staticFolder(given: string | undefined): string | null | undefined {
  if (given !== undefined) {
    const folder = resolve(given);
    return statSync(folder, { throwIfNoEntry: false })?.isDirectory() === true ? folder : null;
  }
  const demo = resolve('demo/dist');
  return existsSync(resolve(demo, 'index.html')) ? demo : undefined;
}

function isSiteUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.search === '' &&
      url.hash === '' &&
      url.username === ''
    );
  } catch {
    return false;
  }
}

/** The dashboard page under the accounts' public URL. */
function dashboardUrl(publicUrl: string): string {
  return new URL('dashboard.html', publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).href;
}

/** `--metrics HOST:PORT`, an IPv6 address in brackets; null when it is not that. */
function metricsAddress(text: string): { host: string; port: number } | null {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+):([0-9]{1,5})$/.exec(text);
  const port = match === null ? null : integer(match[2] as string, 0, 65_535);
  if (match === null || port === null) return null;
  return { host: (match[1] as string).replace(/^\[(.*)\]$/, '$1'), port };
}

function isTraceContextFrom(text: string): text is TraceContextFrom {
  return text === 'proxies' || text === 'any' || text === 'none';
}

function integer(text: string, min: number, max: number): number | null {
  if (!/^[0-9]{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}
