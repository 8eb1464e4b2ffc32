import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages, type StoredAttachment } from '../../db/schema';

export type ClaimedMessage = {
  id: number;
  publicId: string;
  channel: string;
  to: string;
  template: string;
  locale: string;
  data: Record<string, string>;
  subject: string | null;
  text: string;
  attachments: StoredAttachment[] | null;
  attempts: number;
};

/** The outbox worker's queries (not club-scoped: the outbox is platform infrastructure). */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /**
   * Leases up to `limit` due messages in one statement: SKIP LOCKED lets several processes
   * poll at once without taking the same row, and the lease (next_attempt_at pushed forward,
   * attempts counted) means a process that dies mid-send leaves the row to be retried.
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
    const due = this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(outboxMessages.id, due))
      .returning({
        id: outboxMessages.id,
        publicId: outboxMessages.publicId,
        channel: outboxMessages.channel,
        to: outboxMessages.to,
        template: outboxMessages.template,
        locale: outboxMessages.locale,
        data: outboxMessages.data,
        subject: outboxMessages.subject,
        text: outboxMessages.text,
        attachments: outboxMessages.attachments,
        attempts: outboxMessages.attempts,
      });
  }

  async markSent(id: number, redacted: { text: string; data: Record<string, string> } | null): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...(redacted ?? {}) })
      .where(eq(outboxMessages.id, id));
  }

  async markHeld(id: number): Promise<void> {
    // The attempt was not a delivery attempt: give it back.
    await this.db
      .update(outboxMessages)
      .set({ status: 'held', attempts: sql`greatest(${outboxMessages.attempts} - 1, 0)` })
      .where(eq(outboxMessages.id, id));
  }

  async markRetry(id: number, error: string, delaySeconds: number): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set({ lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` })
      .where(eq(outboxMessages.id, id));
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.db.update(outboxMessages).set({ status: 'failed', lastError: error }).where(eq(outboxMessages.id, id));
  }

  /** Newest first, for the developer outbox page. */
  latest(limit: number) {
    return this.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
  }
}
