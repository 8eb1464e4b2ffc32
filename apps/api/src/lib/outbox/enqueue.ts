import type { OUTBOX_CHANNELS, UiLocale } from '@tribuna/contract';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { newPublicId } from '../ids';
import type { TemplateData } from './templates/define-template';
import { templateNamed, type TemplateName } from './templates/template-registry';

/** A transaction or the database: anything that can insert (drizzle's transaction type differs). */
export type Tx = Pick<Db, 'insert'>;

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export type Notification = {
  channel: OutboxChannel;
  /** Email address, or phone number in international form for SMS and WhatsApp. */
  to: string;
  template: TemplateName;
  locale: UiLocale;
  data: TemplateData;
  userId?: number | null;
  /** Files for an email (ignored by SMS and WhatsApp). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * Stores a notification in the outbox. Pass the caller's transaction so the message exists
 * exactly when the change that caused it commits (transactional outbox); the worker
 * (outbox-worker.ts) delivers it later with retries. The text is rendered now, in the
 * recipient's language, so what is stored is exactly what is sent.
 */
export async function enqueueNotification(db: Db | Tx, n: Notification): Promise<void> {
  await db.insert(outboxMessages).values(outboxRow(n));
}

/**
 * Stores many notifications, a thousand rows per insert (a direct debit batch pre-notifies
 * thousands of members in its transaction; one insert each would take seconds).
 */
export async function enqueueNotifications(db: Db | Tx, list: readonly Notification[]): Promise<void> {
  const rows = list.map(outboxRow);
  for (let start = 0; start < rows.length; start += 1000) await db.insert(outboxMessages).values(rows.slice(start, start + 1000));
}

/** The outbox row of a notification, its text rendered now in the recipient's language. */
function outboxRow(n: Notification) {
  const template = templateNamed(n.template);
  if (!template) throw new Error(`No feature declares the outbox template "${n.template}"`);
  return {
    publicId: newPublicId(),
    channel: n.channel,
    to: n.to,
    template: n.template,
    locale: n.locale,
    data: n.data,
    subject: n.channel === 'email' ? template.subject(n.locale, n.data) : null,
    text: template.text(n.locale, n.data),
    userId: n.userId ?? null,
    attachments:
      n.channel === 'email' && n.attachments?.length
        ? n.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, base64: file.content.toString('base64') }))
        : null,
  };
}

/** The outbox as a repository: bound to a unit of work, a notification commits with its cause. */
export class NotificationsRepository {
  constructor(private readonly db: Db | Tx) {}

  enqueue(notification: Notification): Promise<void> {
    return enqueueNotification(this.db, notification);
  }

  enqueueMany(notifications: readonly Notification[]): Promise<void> {
    return enqueueNotifications(this.db, notifications);
  }
}
