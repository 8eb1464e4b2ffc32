/** One message as a channel sends it; `subject` is null outside email. */
export type OutgoingMessage = {
  id: string;
  to: string;
  subject: string | null;
  text: string;
  /** Email only: files to attach (a receipt's PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * A delivery channel (SMTP, an SMS provider, a WhatsApp provider). `send` resolves once the
 * provider accepted the message and throws on any failure, which the worker retries.
 */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void> | void;
}

/** Transports by outbox channel; a missing one means "keep the message held". */
export type Transports = Partial<Record<'email' | 'sms' | 'whatsapp', MessageTransport>>;
