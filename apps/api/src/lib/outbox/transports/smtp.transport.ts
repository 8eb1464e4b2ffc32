import nodemailer from 'nodemailer';
import type { MessageTransport, OutgoingMessage } from './transport';

/** Email through an SMTP server given as a URL (smtp://user:pass@host:port or smtps://…). */
export class SmtpTransport implements MessageTransport {
  private readonly transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Short timeouts: a hung server must fail the attempt (and be retried), not block the worker.
    this.transporter = nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.text,
      attachments: message.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
      // Same id on every retry, so a receiving server can spot a duplicate.
      messageId: `<${message.id}@tribuna>`,
    });
  }

  close(): void {
    this.transporter.close();
  }
}
