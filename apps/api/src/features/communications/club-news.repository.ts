import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { threadParticipants, threads } from '../../db/schema';

/** A message the club sent to one of the account's people (from one of its mailboxes). */
export type ClubNewsItem = {
  threadHash: string;
  subject: string;
  from: string;
  excerpt: string;
  at: Date;
  unread: boolean;
};

/**
 * The club's news on a member's home (issue 25 part 2): the threads written from a club mailbox
 * (announcements and broadcasts, not personal conversations) that reached the account's profiles,
 * newest first; each thread once, unread when any of their rows is.
 */
export class ClubNewsRepository {
  constructor(private readonly db: Db) {}

  async latest(clubId: number, profileIds: readonly number[], limit: number): Promise<ClubNewsItem[]> {
    if (profileIds.length === 0) return [];
    const rows = await this.db
      .select({
        threadHash: threads.publicId,
        subject: threads.subject,
        from: sql<string>`coalesce(${threads.mailboxName}, ${threads.authorName})`,
        excerpt: threads.lastMessageExcerpt,
        at: threads.lastMessageAt,
        unread: sql<boolean>`bool_or(${threadParticipants.unread})`,
      })
      .from(threadParticipants)
      .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
      .where(
        and(
          eq(threadParticipants.clubId, clubId),
          inArray(threadParticipants.profileId, [...profileIds]),
          eq(threadParticipants.side, 'recipient'),
          eq(threadParticipants.archived, false),
          eq(threadParticipants.threadDeleted, false),
          isNotNull(threads.mailboxId),
        ),
      )
      .groupBy(threads.id)
      .orderBy(desc(threads.lastMessageAt), desc(threads.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, unread: row.unread === true || String(row.unread) === 't', at: new Date(row.at) }));
  }
}
