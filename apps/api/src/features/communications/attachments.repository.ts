import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageAttachments, messages } from '../../db/schema';

export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type NewAttachment = Pick<
  AttachmentRow,
  'publicId' | 'clubId' | 'uploaderProfileId' | 'fileName' | 'contentType' | 'size' | 'storageKey'
>;
/** An attachment with the message it was sent with (none while unbound). */
export type AttachmentWithMessage = {
  attachment: AttachmentRow;
  message: { id: number; threadId: number; kind: string; conversationId: number | null } | null;
};

/** Uploaded files of messages: stored when uploaded, bound to a message when it is sent. */
export class AttachmentsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewAttachment): Promise<AttachmentRow> {
    const [row] = await this.db.insert(messageAttachments).values(values).returning();
    return row!;
  }

  async find(clubId: number, attachmentHash: string): Promise<AttachmentWithMessage | undefined> {
    const [row] = await this.db
      .select({
        attachment: messageAttachments,
        message: { id: messages.id, threadId: messages.threadId, kind: messages.kind, conversationId: messages.conversationId },
      })
      .from(messageAttachments)
      .leftJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(and(eq(messageAttachments.clubId, clubId), eq(messageAttachments.publicId, attachmentHash)));
    if (!row) return undefined;
    return { attachment: row.attachment, message: row.message?.id ? row.message : null };
  }

  /**
   * The uploader's unbound attachments among `hashes`, locked until the transaction ends so the
   * same upload cannot be sent with two messages at once.
   */
  claimable(clubId: number, uploaderProfileId: number, hashes: readonly string[]): Promise<AttachmentRow[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(messageAttachments)
      .where(
        and(
          eq(messageAttachments.clubId, clubId),
          eq(messageAttachments.uploaderProfileId, uploaderProfileId),
          isNull(messageAttachments.messageId),
          inArray(messageAttachments.publicId, [...hashes]),
        ),
      )
      .for('update');
  }

  async bind(attachmentIds: readonly number[], message: { id: number; threadId: number }): Promise<void> {
    if (attachmentIds.length === 0) return;
    await this.db
      .update(messageAttachments)
      .set({ messageId: message.id, threadId: message.threadId })
      .where(inArray(messageAttachments.id, [...attachmentIds]));
  }

  /** The attachments of each message, in upload order. */
  async ofMessages(messageIds: readonly number[]): Promise<Map<number, AttachmentRow[]>> {
    const byMessage = new Map<number, AttachmentRow[]>();
    if (messageIds.length === 0) return byMessage;
    const rows = await this.db
      .select()
      .from(messageAttachments)
      .where(inArray(messageAttachments.messageId, [...messageIds]))
      .orderBy(asc(messageAttachments.id));
    for (const row of rows) byMessage.set(row.messageId!, [...(byMessage.get(row.messageId!) ?? []), row]);
    return byMessage;
  }
}
