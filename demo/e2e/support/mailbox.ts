/**
 * A real SMTP server on loopback (the `smtp-server` package, no authentication, no TLS) that keeps
 * every message it receives, and reads the subject and the plain text of each one, so that a test
 * can follow a link that the reference server sent by e-mail.
 * @module
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as received, with its subject and plain text decoded. */
export interface ReceivedMessage {
  /** The envelope's sender and recipients (MAIL FROM and RCPT TO). */
  from: string;
  to: string[];
  /** The header fields by lower-case name (the first of each). */
  headers: Record<string, string>;
  subject: string;
  /** The text/plain part, transfer encoding undone. */
  text: string;
  raw: string;
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for `bank-number serve --smtp`. */
  url: string;
  messages: ReceivedMessage[];
  /** The first message to `address` after the first `skip` of them; waits for it up to `timeoutMs`. */
  waitFor(address: string, options?: { skip?: number; timeoutMs?: number }): Promise<ReceivedMessage>;
  /** How many messages went to `address`. */
  countTo(address: string): number;
  close(): Promise<void>;
}

/** Header fields of a MIME entity, unfolded, by lower-case name. */
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  if (match === null) return { headers: parseHeaders(entity), body: '' };
  return { headers: parseHeaders(entity.slice(0, match.index)), body: entity.slice(match.index + match[0].length) };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      for (const byte of Buffer.from(char, 'utf8')) bytes.push(byte);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header value. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** The text/plain part of a message: the entity itself, or the first such part of a multipart. */
export function plainText(entity: string): string | null {
  const { headers, body } = splitEntity(entity);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary !== undefined) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(body, headers['content-transfer-encoding']) : null;
}

/** Starts the SMTP server on 127.0.0.1 and a free port. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMessage[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers } = splitEntity(raw);
        messages.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          headers,
          subject: decodeWords(headers['subject'] ?? ''),
          text: plainText(raw) ?? '',
          raw,
        });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string): ReceivedMessage[] => messages.filter((message) => message.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countTo: (address) => to(address).length,
    waitFor(address, { skip = 0, timeoutMs = 30_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const found = to(address)[skip];
          if (found === undefined) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(
            new Error(
              `No message ${skip + 1} to ${address} within ${timeoutMs} ms (${messages.length} received in all).`,
            ),
          );
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
