import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * Durable notifications (ADR 0004). A row is written inside the business transaction that
 * causes it, rendered at once in the recipient's language, and delivered later by the outbox
 * worker: `pending` rows are due at `next_attempt_at`; a worker leases a row by pushing that
 * time forward before sending, so a process dying mid-send only delays the message.
 * `held` = no transport configured for the channel (kept for the developer outbox page).
 */
/** An email attachment as the outbox keeps it. */
export type StoredAttachment = { filename: string; contentType: string; base64: string };

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** Files sent with an email (a receipt's PDF), base64, stored with the message so a retry sends the same bytes. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_public_id_key').on(t.publicId),
    // The worker's poll: due pending rows, oldest first.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_messages_created_idx').on(t.createdAt),
    check('outbox_messages_status_known', sql`${t.status} in ('pending', 'sent', 'failed', 'held')`),
    check('outbox_messages_channel_known', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
  ],
);
