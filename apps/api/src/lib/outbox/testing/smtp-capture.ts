import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  to: string;
  subject: string;
  text: string;
  messageId: string | undefined;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
};

/**
 * A real SMTP server on loopback for tests: messages delivered by the outbox worker through
 * nodemailer arrive here over TCP and are parsed with mailparser.
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Starts listening; pass the port of an earlier run to come back on the same address. */
  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
            this.messages.push({
              to: to ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId,
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The last message sent to `to` (throws when there is none, so a test fails clearly). */
  lastTo(to: string): CapturedMail {
    const found = this.messages.filter((m) => m.to === to).at(-1);
    if (!found) throw new Error(`no mail to ${to}; got ${this.messages.map((m) => m.to).join(', ')}`);
    return found;
  }
}

/** The 6-digit code in a message text. */
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
/** The validation link's hash parameter in a message text. */
export const hashIn = (text: string) => /validate-email\?hash=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
