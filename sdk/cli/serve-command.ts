import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { shutdownOnSignals, startServer } from '../server/adapters/node.ts';
import { DEFAULT_MAIL_FROM, describeSmtpUrl, parseSmtpUrl } from '../server/adapters/smtp-mailer.ts';
import { DEFAULT_KEY_FILE, readOptions } from './keys-command.ts';

const USAGE = `usage: bank-number serve [--port 8787] [--host 127.0.0.1] [--keys FILE] [--redis URL] [--trust-proxy N] [--static DIR]
                        [--smtp URL] [--mail-from ADDRESS] [--public-url URL] [--no-sign-up]

  --port N          port to listen on (0 picks a free one)             default 8787
  --host HOST       address to listen on                               default 127.0.0.1
  --keys FILE       the store: API keys, accounts, sessions (bank-number keys create …)
                                                                       default ${DEFAULT_KEY_FILE}
  --redis URL       keep rate-limit counters in Redis, shared by every server using it
                    (redis://[user:password@]host:port[/db])         default: in memory
  --trust-proxy N   number of reverse proxies in front that append X-Forwarded-For   default 0
  --static DIR      serve the files of DIR at / (the built demo site)     default demo/dist, when it exists
  --smtp URL        send sign-in links through this SMTP server
                    (smtp://[user:password@]host:port, smtps://… for TLS)   default: print them on stdout
  --mail-from ADDR  the sender of sign-in links                        default ${DEFAULT_MAIL_FROM}
  --public-url URL  the site's address as users see it: sign-in links point there
                                                                       default: the address it listens on
  --no-sign-up      no account API (/api/account/): keys come from \`bank-number keys\` only

Serves /api/v1, the account API under /api/account/ (docs/accounts.md), and static files at /
outside them. One JSON line per request on stdout.
SIGTERM or SIGINT: in-flight requests finish, then the server exits.`;

/** `bank-number serve`: runs the API server until SIGTERM or SIGINT. */
export async function serveCommand(args: string[]): Promise<number> {
  const parsed = readOptions(args, ['port', 'host', 'keys', 'redis', 'trust-proxy', 'static', 'smtp', 'mail-from', 'public-url'], ['no-sign-up']);
  if (!parsed.ok || parsed.positional.length > 0) {
    const help = !parsed.ok && parsed.help;
    (help ? process.stdout : process.stderr).write(`${USAGE}\n`);
    return help ? 0 : 2;
  }
  const { values, flags } = parsed;
  const port = integer(values['port'] ?? '8787', 0, 65_535);
  const trustedProxies = integer(values['trust-proxy'] ?? '0', 0, 32);
  if (port === null || trustedProxies === null) {
    process.stderr.write(`bank-number serve: --port and --trust-proxy take whole numbers\n${USAGE}\n`);
    return 2;
  }
  const host = values['host'] ?? '127.0.0.1';
  const keyFile = resolve(values['keys'] ?? DEFAULT_KEY_FILE);
  const site = staticFolder(values['static']);
  if (site === null) {
    process.stderr.write(`bank-number serve: --static ${values['static']}: no such folder\n`);
    return 1;
  }

  const signUp = !flags.has('no-sign-up');
  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !isSiteUrl(publicUrl)) {
    process.stderr.write(`bank-number serve: --public-url takes an http:// or https:// URL\n${USAGE}\n`);
    return 2;
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

  let server;
  try {
    server = await startServer({
      keyFile,
      port,
      host,
      redisUrl: values['redis'],
      trustedProxies,
      staticDir: site,
      signUp,
      smtp: smtpUrl === undefined ? undefined : { url: smtpUrl, from: mailFrom },
      publicUrl,
    });
  } catch (error) {
    process.stderr.write(`bank-number serve: ${(error as Error).message}\n`);
    return 1;
  }
  const { accounts, rateLimitStore } = server;
  process.stdout.write(
    `bank-number: listening on ${server.url} (rate limits: ${rateLimitStore.description}; keys: ${keyFile}` +
      `${trustedProxies > 0 ? `; trusting ${trustedProxies} proxies` : ''}${site === undefined ? '' : `; static: ${site}`})\n`,
  );
  if (accounts === undefined) {
    process.stdout.write('bank-number: accounts: off (--no-sign-up); /api/account/ answers 404\n');
  } else {
    process.stdout.write(
      smtpUrl === undefined
        ? 'bank-number: e-mail: printing sign-in messages here (no --smtp given)\n'
        : `bank-number: e-mail: sending sign-in messages through ${describeSmtpUrl(smtpUrl)} as ${mailFrom}\n`,
    );
    process.stdout.write(`bank-number: accounts: sign-in links point to ${new URL('dashboard.html', withSlash(accounts.publicUrl())).href}\n`);
  }
  const signal = await shutdownOnSignals(server.node, () => server.close());
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
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '' && url.username === '';
  } catch {
    return false;
  }
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function integer(text: string, min: number, max: number): number | null {
  if (!/^[0-9]{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}
