import { aliasedTable, and, asc, count, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailboxes, mailboxProfiles, profiles, threadParticipants, threads, type StoredTarget } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { personColumns, type PersonRow } from './mailboxes.repository';

export type ThreadRow = typeof threads.$inferSelect;
export type ParticipantRow = typeof threadParticipants.$inferSelect;
/** A participant row with its mailbox's public id and name (when it is a mailbox's). */
export type ParticipantView = ParticipantRow & { mailboxHash: string | null; mailboxName: string | null };

/** What a thread summary shows besides the thread row: its author and the mailbox it came from. */
export type ThreadWithSender = { thread: ThreadRow; author: PersonRow | null; fromMailboxHash: string | null };

/** Whose rows to touch: rows by id. Principals are what events are published to. */
export type Principals = { profileIds: number[]; mailboxIds: number[] };

export type NewThread = {
  clubId: number;
  subject: string;
  /** Null for a visitor's contact-form thread (no profile writes it). */
  authorProfileId: number | null;
  authorName: string;
  mailboxId: number | null;
  mailboxName: string | null;
  repliesDisabled: boolean;
  targets: StoredTarget[];
  searchText: string;
};

const fromMailbox = aliasedTable(mailboxes, 'from_mailbox');
const participantView = { ...getTableColumns(threadParticipants), mailboxHash: mailboxes.publicId, mailboxName: mailboxes.name };

const principalsOf = (rows: readonly { profileId: number | null; mailboxId: number | null }[]): Principals => ({
  profileIds: [...new Set(rows.flatMap((row) => (row.profileId === null ? [] : [row.profileId])))],
  mailboxIds: [...new Set(rows.flatMap((row) => (row.mailboxId === null ? [] : [row.mailboxId])))],
});

/**
 * Threads and their participant rows (the per-profile or per-mailbox state: unread, archived,
 * activity). A thread and all its rows are written in one unit of work by the services.
 */
export class ThreadsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewThread): Promise<ThreadRow> {
    const [row] = await this.db
      .insert(threads)
      .values({ publicId: newPublicId(), ...values })
      .returning();
    return row!;
  }

  async find(clubId: number, threadHash: string): Promise<ThreadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(threads)
      .where(and(eq(threads.clubId, clubId), eq(threads.publicId, threadHash)));
    return row;
  }

  async findById(clubId: number, threadId: number): Promise<ThreadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(threads)
      .where(and(eq(threads.clubId, clubId), eq(threads.id, threadId)));
    return row;
  }

  /** Threads with their author (when the profile still exists) and the mailbox they came from. */
  async withSenders(threadIds: readonly number[]): Promise<Map<number, ThreadWithSender>> {
    const byId = new Map<number, ThreadWithSender>();
    if (threadIds.length === 0) return byId;
    const rows = await this.db
      .select({ thread: threads, author: personColumns, fromMailboxHash: fromMailbox.publicId })
      .from(threads)
      .leftJoin(profiles, eq(profiles.id, threads.authorProfileId))
      .leftJoin(fromMailbox, eq(fromMailbox.id, threads.mailboxId))
      .where(inArray(threads.id, [...threadIds]));
    for (const row of rows)
      byId.set(row.thread.id, { thread: row.thread, author: row.author?.id ? row.author : null, fromMailboxHash: row.fromMailboxHash });
    return byId;
  }

  /** After a write, the thread as it now is. */
  async reload(thread: ThreadRow): Promise<ThreadRow> {
    const [row] = await this.db.select().from(threads).where(eq(threads.id, thread.id));
    return row!;
  }

  /** The author side's row: the writing profile, or the mailbox written from. */
  async insertAuthor(thread: ThreadRow, principal: { profileId: number } | { mailboxId: number }): Promise<void> {
    await this.db.insert(threadParticipants).values({
      threadId: thread.id,
      clubId: thread.clubId,
      profileId: 'profileId' in principal ? principal.profileId : null,
      mailboxId: 'mailboxId' in principal ? principal.mailboxId : null,
      side: 'author',
      unread: false,
      readAt: sql`now()`,
      activityAt: sql`now()`,
    });
  }

  /** Recipient rows for mailboxes (other than the one written from). */
  async insertMailboxRecipients(thread: ThreadRow, mailboxIds: readonly number[]): Promise<void> {
    if (mailboxIds.length === 0) return;
    await this.db
      .insert(threadParticipants)
      .values(
        mailboxIds.map((mailboxId) => ({
          threadId: thread.id,
          clubId: thread.clubId,
          mailboxId,
          side: 'recipient',
          activityAt: sql`now()`,
        })),
      )
      .onConflictDoNothing();
  }

  /** Counters and what lists show of the thread's latest message everyone may see. */
  async update(
    thread: ThreadRow,
    values: Partial<Pick<ThreadRow, 'recipientsCount' | 'hasBroadcasts' | 'lastMessageExcerpt' | 'lastMessageAuthorName'>> & {
      addAttachments?: number;
      touch?: boolean;
    },
  ): Promise<void> {
    const { addAttachments, touch, ...columns } = values;
    await this.db
      .update(threads)
      .set({
        ...columns,
        ...(addAttachments ? { attachmentsCount: sql`${threads.attachmentsCount} + ${addAttachments}` } : {}),
        ...(touch ? { lastMessageAt: sql`now()` } : {}),
      })
      .where(eq(threads.id, thread.id));
  }

  /**
   * The rows through which a profile takes part in a thread: its own, and those of the mailboxes
   * it answers from (a mailbox's profiles share its row).
   */
  rowsOf(threadId: number, profileId: number): Promise<ParticipantView[]> {
    const myMailboxes = this.db
      .select({ id: mailboxProfiles.mailboxId })
      .from(mailboxProfiles)
      .where(eq(mailboxProfiles.profileId, profileId));
    return this.db
      .select(participantView)
      .from(threadParticipants)
      .leftJoin(mailboxes, eq(mailboxes.id, threadParticipants.mailboxId))
      .where(
        and(
          eq(threadParticipants.threadId, threadId),
          or(eq(threadParticipants.profileId, profileId), inArray(threadParticipants.mailboxId, myMailboxes)),
        ),
      )
      .orderBy(asc(threadParticipants.id));
  }

  rowsByIds(ids: readonly number[]): Promise<ParticipantView[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(participantView)
      .from(threadParticipants)
      .leftJoin(mailboxes, eq(mailboxes.id, threadParticipants.mailboxId))
      .where(inArray(threadParticipants.id, [...ids]));
  }

  /** A profile's rows in several threads (a list of threads it may or may not take part in). */
  rowsOfMany(threadIds: readonly number[], profileId: number): Promise<ParticipantView[]> {
    if (threadIds.length === 0) return Promise.resolve([]);
    const myMailboxes = this.db
      .select({ id: mailboxProfiles.mailboxId })
      .from(mailboxProfiles)
      .where(eq(mailboxProfiles.profileId, profileId));
    return this.db
      .select(participantView)
      .from(threadParticipants)
      .leftJoin(mailboxes, eq(mailboxes.id, threadParticipants.mailboxId))
      .where(
        and(
          inArray(threadParticipants.threadId, [...threadIds]),
          or(eq(threadParticipants.profileId, profileId), inArray(threadParticipants.mailboxId, myMailboxes)),
        ),
      )
      .orderBy(asc(threadParticipants.id));
  }

  /** The thread's author-side row(s). */
  authorRows(threadId: number): Promise<ParticipantRow[]> {
    return this.db
      .select()
      .from(threadParticipants)
      .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.side, 'author')));
  }

  /**
   * Holds the thread until the transaction ends: messages into one thread are written one at a
   * time. Two at once each updated the same participant rows in their own order and PostgreSQL
   * broke the tie with a deadlock, a 500 (the soak: 237 in 30 minutes on ten busy threads).
   */
  async lockForMessage(threadId: number): Promise<void> {
    await this.db.execute(sql`select id from threads where id = ${threadId}::int for no key update`);
  }

  /**
   * A new message reached these rows: unread, latest activity now, and the "new message" e-mail
   * due again (notified_at cleared). `side` reaches every row of that side in one statement.
   * Answers who was reached.
   */
  async reach(threadId: number, target: { rowIds: readonly number[] } | { side: 'recipient' }): Promise<Principals> {
    const which: SQL | undefined =
      'side' in target
        ? eq(threadParticipants.side, target.side)
        : target.rowIds.length
          ? inArray(threadParticipants.id, [...target.rowIds])
          : undefined;
    if (!which) return { profileIds: [], mailboxIds: [] };
    const rows = await this.db
      .update(threadParticipants)
      .set({ unread: true, readAt: null, activityAt: sql`now()`, notifiedAt: null })
      .where(and(eq(threadParticipants.threadId, threadId), which))
      .returning({ profileId: threadParticipants.profileId, mailboxId: threadParticipants.mailboxId });
    return principalsOf(rows);
  }

  /** The writer's own rows: the message concerns them (latest activity), but stays read. */
  async touch(rowIds: readonly number[]): Promise<void> {
    if (rowIds.length === 0) return;
    await this.db
      .update(threadParticipants)
      .set({ activityAt: sql`now()` })
      .where(inArray(threadParticipants.id, [...rowIds]));
  }

  /** Archive or unarchive, mark read or unread; answers who shares the changed rows. */
  async setState(rowIds: readonly number[], state: { archived?: boolean; read?: boolean }): Promise<Principals> {
    if (rowIds.length === 0) return { profileIds: [], mailboxIds: [] };
    const rows = await this.db
      .update(threadParticipants)
      .set({
        ...(state.archived === undefined ? {} : { archived: state.archived }),
        ...(state.read === undefined ? {} : { unread: !state.read, readAt: state.read ? sql`now()` : null }),
      })
      .where(inArray(threadParticipants.id, [...rowIds]))
      .returning({ profileId: threadParticipants.profileId, mailboxId: threadParticipants.mailboxId });
    return principalsOf(rows);
  }

  /**
   * Deletes (for everyone) or restores a thread: the thread and, in the same statement's
   * transaction, every participant row's copy of the flag the lists read. Answers who takes part.
   */
  async setDeleted(thread: ThreadRow, deletedByProfileId: number | null): Promise<Principals> {
    const deleted = deletedByProfileId !== null;
    await this.db
      .update(threads)
      .set({ deletedAt: deleted ? sql`now()` : null, deletedByProfileId })
      .where(eq(threads.id, thread.id));
    const rows = await this.db
      .update(threadParticipants)
      .set({ threadDeleted: deleted })
      .where(eq(threadParticipants.threadId, thread.id))
      .returning({ profileId: threadParticipants.profileId, mailboxId: threadParticipants.mailboxId });
    return principalsOf(rows);
  }

  /**
   * The recipients of a thread, a page at a time, with their person, mailbox and child. The page's
   * rows are picked first from thread_participants_recipients_idx alone (an index-only scan skips
   * the offset's rows), then only they are joined: the last page of a 5,000-recipient broadcast
   * costs about what the first does.
   */
  async recipients(threadId: number, page: { limit: number; offset: number }) {
    const recipientsOf = and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.side, 'recipient'));
    const pageIds = this.db
      .select({ id: threadParticipants.id })
      .from(threadParticipants)
      .where(recipientsOf)
      .orderBy(asc(threadParticipants.id))
      .limit(page.limit)
      .offset(page.offset);
    const person = aliasedTable(profiles, 'person');
    const child = aliasedTable(profiles, 'child');
    const rows = await this.db
      .select({
        unread: threadParticipants.unread,
        person: {
          id: person.id,
          publicId: person.publicId,
          name: person.name,
          surname: person.surname,
          type: person.type,
          photo: person.photo,
        },
        mailbox: { publicId: mailboxes.publicId, name: mailboxes.name },
        child: { id: child.id, publicId: child.publicId, name: child.name, surname: child.surname, type: child.type, photo: child.photo },
      })
      .from(threadParticipants)
      .leftJoin(person, eq(person.id, threadParticipants.profileId))
      .leftJoin(mailboxes, eq(mailboxes.id, threadParticipants.mailboxId))
      .leftJoin(child, eq(child.id, threadParticipants.onBehalfOfProfileId))
      .where(and(eq(threadParticipants.threadId, threadId), inArray(threadParticipants.id, pageIds)))
      .orderBy(asc(threadParticipants.id));
    const [total] = await this.db.select({ n: count() }).from(threadParticipants).where(recipientsOf);
    return { rows, total: total?.n ?? 0 };
  }
}
