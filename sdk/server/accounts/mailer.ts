/**
 * Sending the sign-in links: the mailer interface, the console mailer for local use, and the
 * message itself. The SMTP mailer lives in the Node adapter (adapters/smtp-mailer.ts).
 * @module
 */

/** One plain-text message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends messages. `send` rejects when the message could not be handed on. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** A short description for start-up messages, e.g. `console` or `smtp smtp://mail.example.com:587`. */
  readonly description: string;
  /** `console` for a mailer that prints the messages in the server's output instead of sending them. */
  readonly delivery?: 'console';
  /** Closes connections; the mailer is not used afterwards. */
  close?(): Promise<void>;
}

/**
 * A mailer that prints each message instead of sending it, for local use: the sign-in link
 * appears in the server's output. Default `write`: `console.log`.
 * @example const mailer = createConsoleMailer((text) => process.stdout.write(text));
 */
export function createConsoleMailer(write: (text: string) => void = (text) => console.log(text.trimEnd())): Mailer {
  return {
    description: 'console',
    delivery: 'console',
    send(message) {
      const rule = '-'.repeat(72);
      write(
        `${rule}\nbank-number: e-mail (printed, not sent)\nTo: ${message.to}\n` +
          `Subject: ${message.subject}\n\n${message.text.trimEnd()}\n${rule}\n`,
      );
      return Promise.resolve();
    },
  };
}

/** The sign-in message for an address, with its link. */
export function signInMessage(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: 'Your bank-number sign-in link',
    text: [
      'Hello,',
      '',
      'someone asked to sign in to the bank-number dashboard with this address.',
      'Open this link to sign in and manage your API keys:',
      '',
      link,
      '',
      `The link expires in ${validMinutes} minutes and works once.`,
      'If you did not ask for it, you can ignore this message: nothing happens without the link.',
      '',
    ].join('\n'),
  };
}
