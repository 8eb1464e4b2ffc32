import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, mailboxes, messages, profiles, threadParticipants } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { personColumns, type PersonRow } from './mailboxes.repository';

export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
/** A message with the public ids a presenter needs (its conversation, its mailbox, its author). */
export type MessageView = MessageRow & { conversationHash: string | null; mailboxHash: string | null; author: PersonRow | null };
/** A conversation with its recipient row's person or mailbox and who started it. */
export type ConversationView = ConversationRow & {
  person: PersonRow | null;
  mailbox: { publicId: string; name: string } | null;
  startedBy: PersonRow | null;
};
/** What a list shows of a conversation's latest message. */
export type LastMessage = { at: Date; excerpt: string; authorName: string };

export type NewMessage = {
  threadId: number;
  conversationId: number | null;
  kind: 'opening' | 'broadcast' | 'reply';
  authorProfileId: number | null;
  authorName: string;
  mailboxId: number | null;
  mailboxName: string | null;
  bodyHtml: string;
  bodyText: string;
  toAll: boolean;
};

const starter = aliasedTable(profiles, 'starter');
const starterColumns = {
  id: starter.id,
  publicId: starter.publicId,
  name: starter.name,
  surname: starter.surname,
  type: starter.type,
  photo: starter.photo,
};
const conversationView = {
  conversation: conversations,
  person: personColumns,
  mailbox: { publicId: mailboxes.publicId, name: mailboxes.name },
  startedBy: starterColumns,
};

type ConversationJoin = {
  conversation: ConversationRow;
  person: PersonRow | null;
  mailbox: { publicId: string | null; name: string | null } | null;
  startedBy: PersonRow | null;
};
const toConversationView = (row: ConversationJoin): ConversationView => ({
  ...row.conversation,
  person: row.person?.id ? row.person : null,
  mailbox: row.mailbox?.publicId ? { publicId: row.mailbox.publicId, name: row.mailbox.name ?? '' } : null,
  startedBy: row.startedBy?.id ? row.startedBy : null,
});

/** Messages of threads and the private conversations replies belong to. */
export class MessagesRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewMessage): Promise<MessageRow> {
    const [row] = await this.db
      .insert(messages)
      .values({ publicId: newPublicId(), ...values })
      .returning();
    return row!;
  }

  /** Messages with their conversation, mailbox and author (when the profile still exists). */
  private async views(where: ReturnType<typeof and>, order: 'asc' | 'desc' = 'asc'): Promise<MessageView[]> {
    const rows = await this.db
      .select({ message: messages, conversationHash: conversations.publicId, mailboxHash: mailboxes.publicId, author: personColumns })
      .from(messages)
      .leftJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(mailboxes, eq(mailboxes.id, messages.mailboxId))
      .leftJoin(profiles, eq(profiles.id, messages.authorProfileId))
      .where(where)
      .orderBy(order === 'asc' ? asc(messages.createdAt) : desc(messages.createdAt), asc(messages.id));
    return rows.map((row) => ({
      ...row.message,
      conversationHash: row.conversationHash,
      mailboxHash: row.mailboxHash,
      author: row.author?.id ? row.author : null,
    }));
  }

  async opening(threadId: number): Promise<MessageView | undefined> {
    const [row] = await this.views(and(eq(messages.threadId, threadId), eq(messages.kind, 'opening')));
    return row;
  }

  broadcasts(threadId: number): Promise<MessageView[]> {
    return this.views(and(eq(messages.threadId, threadId), eq(messages.kind, 'broadcast')));
  }

  ofConversation(conversationId: number): Promise<MessageView[]> {
    return this.views(and(eq(messages.conversationId, conversationId)));
  }

  async byId(id: number): Promise<MessageView | undefined> {
    const [row] = await this.views(and(eq(messages.id, id)));
    return row;
  }

  async conversation(threadId: number, conversationHash: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.threadId, threadId), eq(conversations.publicId, conversationHash)));
    return row;
  }

  async conversationById(id: number): Promise<ConversationRow | undefined> {
    const [row] = await this.db.select().from(conversations).where(eq(conversations.id, id));
    return row;
  }

  /** The conversations of a thread, or only those of some recipient rows, latest first. */
  async conversationViews(threadId: number, participantIds?: readonly number[], conversationId?: number): Promise<ConversationView[]> {
    const conditions = [eq(conversations.threadId, threadId)];
    if (participantIds) {
      if (participantIds.length === 0) return [];
      conditions.push(inArray(conversations.participantId, [...participantIds]));
    }
    if (conversationId !== undefined) conditions.push(eq(conversations.id, conversationId));
    const rows = await this.db
      .select(conversationView)
      .from(conversations)
      .innerJoin(threadParticipants, eq(threadParticipants.id, conversations.participantId))
      .leftJoin(profiles, eq(profiles.id, threadParticipants.profileId))
      .leftJoin(mailboxes, eq(mailboxes.id, threadParticipants.mailboxId))
      .leftJoin(starter, eq(starter.id, conversations.startedByProfileId))
      .where(and(...conditions))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
    return rows.map(toConversationView);
  }

  /** The conversation of a recipient row, opened by `startedBy` when it has none yet. */
  async conversationOfRow(threadId: number, participantId: number, startedByProfileId: number): Promise<ConversationRow> {
    await this.db
      .insert(conversations)
      .values({ publicId: newPublicId(), threadId, participantId, startedByProfileId })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.threadId, threadId), eq(conversations.participantId, participantId)));
    return row!;
  }

  async recordMessage(conversation: ConversationRow, last: { excerpt: string; authorName: string }): Promise<void> {
    await this.db
      .update(conversations)
      .set({
        messagesCount: sql`${conversations.messagesCount} + 1`,
        lastMessageAt: sql`now()`,
        lastMessageExcerpt: last.excerpt,
        lastMessageAuthorName: last.authorName,
      })
      .where(eq(conversations.id, conversation.id));
  }

  /**
   * For thread lists: per author-side thread, its most recent conversation message; per
   * recipient row, its own conversation's. Keyed `t<threadId>` and `r<rowId>`.
   */
  async latestForLists(authorThreadIds: readonly number[], recipientRowIds: readonly number[]): Promise<Map<string, LastMessage>> {
    const latest = new Map<string, LastMessage>();
    const last = {
      at: conversations.lastMessageAt,
      excerpt: conversations.lastMessageExcerpt,
      authorName: conversations.lastMessageAuthorName,
    };
    if (authorThreadIds.length) {
      const rows = await this.db
        .selectDistinctOn([conversations.threadId], { threadId: conversations.threadId, ...last })
        .from(conversations)
        .where(inArray(conversations.threadId, [...authorThreadIds]))
        .orderBy(conversations.threadId, desc(conversations.lastMessageAt));
      for (const { threadId, ...message } of rows) latest.set(`t${threadId}`, message);
    }
    if (recipientRowIds.length) {
      const rows = await this.db
        .select({ participantId: conversations.participantId, ...last })
        .from(conversations)
        .innerJoin(threadParticipants, eq(threadParticipants.id, conversations.participantId))
        .where(and(inArray(threadParticipants.id, [...recipientRowIds]), eq(conversations.threadId, threadParticipants.threadId)));
      for (const { participantId, ...message } of rows) latest.set(`r${participantId}`, message);
    }
    return latest;
  }
}
