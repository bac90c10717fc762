/**
 * Sending sign-in links over SMTP on Node, with nodemailer.
 * @module
 */
import type { Mailer } from '../accounts/mailer.ts';

/** Options of `createSmtpMailer`. */
export interface SmtpMailerOptions {
  /**
   * `smtp://[user:password@]host[:port]` (STARTTLS when the server offers it; port 587 by
   * default) or `smtps://…` (TLS from the start; port 465 by default). User and password are
   * percent-encoded, as in any URL.
   */
  url: string;
  /** The sender, e.g. `bank-number <no-reply@example.com>`. */
  from: string;
  /** How many connections to the SMTP server are open at most; messages beyond wait for one. Default 5. */
  maxConnections?: number | undefined;
  /**
   * How long one message may take, waiting for a connection included, before it fails, in ms:
   * a server that accepts connections and never answers frees them then. Default 60 000.
   */
  timeoutMs?: number | undefined;
}

/** The default sender of `bank-number serve`. */
export const DEFAULT_MAIL_FROM = 'bank-number <no-reply@localhost>';

/**
 * A mailer that hands each message to an SMTP server, over a pool of at most `maxConnections`
 * connections. Rejects at once for a URL that is not `smtp:` or `smtps:` or a sender that is not
 * one address; a server that cannot be reached, or does not answer within `timeoutMs`, makes
 * `send` reject.
 * @example const mailer = await createSmtpMailer({ url: 'smtp://127.0.0.1:2525', from: DEFAULT_MAIL_FROM });
 */
export async function createSmtpMailer(options: SmtpMailerOptions): Promise<Mailer> {
  const url = parseSmtpUrl(options.url);
  if (typeof options.from !== 'string' || options.from.trim() === '' || /[\r\n]/.test(options.from)) {
    throw new Error(`the sender must be one address, e.g. "${DEFAULT_MAIL_FROM}"`);
  }
  const secure = url.protocol === 'smtps:';
  const { createTransport } = await import('nodemailer');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const transport = createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    ...(url.username === ''
      ? {}
      : { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    // A few connections, reused: a flood of sign-ups never opens more than these.
    pool: true,
    maxConnections: options.maxConnections ?? 5,
    // A server that does not answer must not keep messages (and their links) waiting for minutes.
    connectionTimeout: Math.min(10_000, timeoutMs),
    greetingTimeout: Math.min(10_000, timeoutMs),
    socketTimeout: Math.min(30_000, timeoutMs),
  });
  return {
    description: `smtp ${describeSmtpUrl(options.url)}`,
    async send(message) {
      // The whole of it, from the pool's queue to the server's last answer: a server that answers
      // slowly enough to pass each socket timeout still frees the connection then.
      const signal = AbortSignal.timeout(timeoutMs);
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        signal,
      });
    },
    async close() {
      transport.close();
    },
  };
}

/** Parses an SMTP URL; throws with a message that never repeats the password. */
export function parseSmtpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('the SMTP URL is not a URL (smtp://[user:password@]host:port or smtps://…)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('the SMTP URL must start with smtp:// or smtps://');
  if (url.hostname === '') throw new Error('the SMTP URL names no host');
  return url;
}

/** An SMTP URL without its user and password, for start-up messages. */
export function describeSmtpUrl(text: string): string {
  try {
    const url = new URL(text);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'smtp';
  }
}
