/**
 * A real SMTP server for the tests (the `smtp-server` package) on a free loopback port: it keeps
 * every message it receives, decoded far enough to read the sign-in link; and one that accepts
 * connections and never answers.
 * @module
 */
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { WAIT_BOUND_MS } from './process.ts';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers and all. */
  raw: string;
  subject: string;
  /** The text body, with its transfer encoding undone. */
  text: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, with `user:password@` when it asks for a login. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  received(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** While true, every recipient is refused (a failed send). */
  refuseRecipients: boolean;
  close(): Promise<void>;
}

/** Starts an SMTP server on 127.0.0.1; with `login`, it refuses mail from clients that do not log in with it. */
export async function startSmtp(options: { login?: { user: string; password: string } } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const { login } = options;
  const smtp: TestSmtp = {
    url: '',
    messages,
    refuseRecipients: false,
    received(count, timeoutMs = WAIT_BOUND_MS) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          if (messages.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(messages.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${messages.length} of ${count} messages arrived`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback; a login is accepted without TLS there.
    disabledCommands: login === undefined ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: login === undefined,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login !== undefined && auth.username === login.user && auth.password === login.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      callback(smtp.refuseRecipients ? Object.assign(new Error('Recipient refused'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        });
        for (const check of [...waiting]) check();
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const userinfo =
    login === undefined ? '' : `${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@`;
  smtp.url = `smtp://${userinfo}127.0.0.1:${port}`;
  return smtp;
}

/** The subject and the decoded text of a single-part plain-text message. */
export function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string): string => new RegExp(`^${name}: *(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** The sign-in link of a message, and its token. */
export function signInLinkOf(mail: ReceivedMail): { link: string; token: string } {
  const match = /(\S+\/dashboard\.html#token=([A-Za-z0-9_-]{43}))(?=\s|$)/.exec(mail.text);
  if (match === null) throw new Error(`no sign-in link in:\n${mail.text}`);
  return { link: match[1] as string, token: match[2] as string };
}

/** A mail server that accepts connections and never says a word, counting what is open. */
export interface SilentSmtp {
  /** `smtp://127.0.0.1:<port>`. */
  url: string;
  /** Connections open now. */
  open(): number;
  /** The most connections that were open at once. */
  most(): number;
  close(): Promise<void>;
}

export async function startSilentSmtp(): Promise<SilentSmtp> {
  const sockets = new Set<Socket>();
  let most = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    most = Math.max(most, sockets.size);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    open: () => sockets.size,
    most: () => most,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
