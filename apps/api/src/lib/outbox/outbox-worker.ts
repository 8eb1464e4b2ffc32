import { isUiLocale, type UiLocale } from '@tribuna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { OutboxRepository, type ClaimedMessage } from './outbox.repository';
import type { Template } from './templates/define-template';
import { templateNamed } from './templates/template-registry';
import type { Transports } from './transports';

export type OutboxWorkerOptions = {
  /** Pause between polls when nothing is due. */
  pollMs?: number;
  batchSize?: number;
  /** Delivery attempts before a message is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt up to maxDelaySeconds. */
  baseDelaySeconds?: number;
  maxDelaySeconds?: number;
  /** How long a claimed message stays invisible to other workers while it is being sent. */
  leaseSeconds?: number;
};

const DEFAULTS: Required<OutboxWorkerOptions> = {
  pollMs: 1000,
  batchSize: 10,
  maxAttempts: 8,
  baseDelaySeconds: 15,
  maxDelaySeconds: 3600,
  leaseSeconds: 120,
};

const MASK = '••••••';

/** Exponential backoff with a cap: 15 s, 30 s, 1 min, 2 min … 1 h. */
export function retryDelaySeconds(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers outbox messages (ADR 0004). A polling loop over the outbox table through Drizzle, so
 * it runs the same on PGlite and PostgreSQL; any number of API processes may run one.
 * Delivery is at least once: a crash between "provider accepted" and "marked sent" resends.
 */
export class OutboxWorker {
  private readonly options: Required<OutboxWorkerOptions>;
  private readonly repository: OutboxRepository;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    db: Db,
    private readonly transports: Transports,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    options: OutboxWorkerOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.repository = new OutboxRepository(db);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in flight; unsent messages stay in the table. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    for (const transport of Object.values(this.transports)) await transport?.close?.();
  }

  /** Processes every message due now (in batches); returns how many were handled. */
  async runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.repository.claimDue(this.options.batchSize, this.options.leaseSeconds);
      for (const message of batch) await this.deliver(message);
      handled += batch.length;
      if (batch.length < this.options.batchSize) return handled;
    }
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.log.error({ err: error }, 'outbox poll failed'))
        .then(() => {
          this.running = null;
          this.schedule(this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    const transport = this.transports[message.channel as keyof Transports];
    if (!transport) {
      await this.repository.markHeld(message.id);
      return;
    }
    try {
      await transport.send({
        id: message.publicId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.base64, 'base64'),
              })),
            }
          : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (message.attempts >= this.options.maxAttempts) {
        this.log.error({ outboxId: message.publicId, attempts: message.attempts, reason }, 'outbox message failed');
        await this.repository.markFailed(message.id, reason.slice(0, 500));
      } else {
        const delay = retryDelaySeconds(message.attempts, this.options.baseDelaySeconds, this.options.maxDelaySeconds);
        this.log.warn({ outboxId: message.publicId, attempts: message.attempts, delay, reason }, 'outbox retry');
        await this.repository.markRetry(message.id, reason.slice(0, 500), delay);
      }
      return;
    }
    await this.repository.markSent(message.id, redact(message));
  }
}

/** The stored text and data with the template's secrets masked, or null when it has none. */
function redact(message: ClaimedMessage): { text: string; data: Record<string, string> } | null {
  const template: Template | undefined = templateNamed(message.template);
  const keys = template?.secretKeys ?? [];
  if (!template || keys.length === 0) return null;
  const data = { ...message.data };
  for (const key of keys) if (key in data) data[key] = MASK;
  const locale: UiLocale = isUiLocale(message.locale) ? message.locale : 'es';
  return { text: template.text(locale, data), data };
}
