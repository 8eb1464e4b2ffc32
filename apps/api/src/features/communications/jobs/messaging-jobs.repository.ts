import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clubFeatures, clubs, mailboxProfiles, messageAttachments, profiles, threadParticipants, threads, users } from '../../../db/schema';

/** The club as notifications need it (name, link, language). */
export type NotifiedClub = { hash: string; name: string; locale: string; interfaceLanguage: string | null };

/** A participant row whose new message has waited long enough to be e-mailed. */
export type DueParticipant = {
  id: number;
  profileId: number | null;
  mailboxId: number | null;
  side: string;
  threadHash: string;
  threadSubject: string;
  threadAuthorProfileId: number | null;
  club: NotifiedClub;
};

/** A profile that can receive an e-mail: enabled, with an enabled account. */
export type Reachable = { profileId: number; type: number; panelAccess: boolean; userId: number; email: string; locale: string | null };

/** One line of a profile's digest: the newest unread threads first, with the profile's total. */
export type DigestLine = { profileId: number; subject: string; total: number; club: NotifiedClub };

const DIGEST_OPT_OUT = 'not_receiving_daily_digest_mail';
const clubColumns = { hash: clubs.publicId, name: clubs.name, locale: clubs.locale, interfaceLanguage: clubs.interfaceLanguage };
const tp = threadParticipants;

/** The scheduled messaging jobs' queries (platform-wide by nature: they run for every club). */
export class MessagingJobsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Unread participant rows not e-mailed yet whose last message is older than `minutes`, of
   * threads not deleted, oldest first. Locked (SKIP LOCKED) until the caller's transaction ends,
   * which also sets their notified_at.
   */
  async dueForEmail(minutes: number, limit: number): Promise<DueParticipant[]> {
    return this.db
      .select({
        id: tp.id,
        profileId: tp.profileId,
        mailboxId: tp.mailboxId,
        side: tp.side,
        threadHash: threads.publicId,
        threadSubject: threads.subject,
        threadAuthorProfileId: threads.authorProfileId,
        club: clubColumns,
      })
      .from(tp)
      .innerJoin(threads, and(eq(threads.id, tp.threadId), isNull(threads.deletedAt)))
      .innerJoin(clubs, eq(clubs.id, tp.clubId))
      .where(and(eq(tp.unread, true), isNull(tp.notifiedAt), lt(tp.activityAt, sql`now() - make_interval(mins => ${minutes})`)))
      .orderBy(asc(tp.activityAt))
      .limit(limit)
      .for('update', { of: tp, skipLocked: true });
  }

  async markNotified(participantIds: readonly number[]): Promise<void> {
    if (participantIds.length === 0) return;
    await this.db
      .update(tp)
      .set({ notifiedAt: sql`now()` })
      .where(inArray(tp.id, [...participantIds]));
  }

  /** The profiles of each mailbox. */
  async mailboxMembers(mailboxIds: readonly number[]): Promise<Map<number, number[]>> {
    const members = new Map<number, number[]>();
    if (mailboxIds.length === 0) return members;
    const rows = await this.db
      .select({ mailboxId: mailboxProfiles.mailboxId, profileId: mailboxProfiles.profileId })
      .from(mailboxProfiles)
      .where(inArray(mailboxProfiles.mailboxId, [...mailboxIds]));
    for (const { mailboxId, profileId } of rows) members.set(mailboxId, [...(members.get(mailboxId) ?? []), profileId]);
    return members;
  }

  /** Which of these profiles can receive e-mail, with the address and language of their account. */
  async reachable(profileIds: readonly number[]): Promise<Map<number, Reachable>> {
    const found = new Map<number, Reachable>();
    if (profileIds.length === 0) return found;
    const rows = await this.db
      .select({
        profileId: profiles.id,
        type: profiles.type,
        panelAccess: profiles.panelAccess,
        userId: users.id,
        email: users.email,
        locale: users.locale,
      })
      .from(profiles)
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .where(and(inArray(profiles.id, [...new Set(profileIds)]), eq(profiles.enabled, true)));
    for (const row of rows) found.set(row.profileId, row);
    return found;
  }

  /** Profile ids in id order after `afterId`, in clubs that take the digest: the digest's batches. */
  async digestProfileIds(afterId: number, limit: number): Promise<number[]> {
    const optedOut = this.db
      .select({ one: sql`1` })
      .from(clubFeatures)
      .where(and(eq(clubFeatures.clubId, profiles.clubId), eq(clubFeatures.code, DIGEST_OPT_OUT)));
    const rows = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(gt(profiles.id, afterId), eq(profiles.enabled, true), isNotNull(profiles.userId), notExists(optedOut)))
      .orderBy(asc(profiles.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Each profile's unread threads (own rows and its mailboxes' rows, each thread once, not
   * archived, not deleted): the newest `perProfile` subjects and the total.
   */
  async digestLines(profileIds: readonly number[], perProfile: number): Promise<DigestLine[]> {
    if (profileIds.length === 0) return [];
    const ids = [...profileIds];
    const unreadHere = and(eq(tp.unread, true), eq(tp.archived, false));
    const own = this.db
      .select({ profileId: sql<number>`${tp.profileId}`.as('profile_id'), threadId: sql<number>`${tp.threadId}`.as('thread_id') })
      .from(tp)
      .where(and(unreadHere, inArray(tp.profileId, ids)));
    const shared = this.db
      .select({
        profileId: sql<number>`${mailboxProfiles.profileId}`.as('profile_id'),
        threadId: sql<number>`${tp.threadId}`.as('thread_id'),
      })
      .from(mailboxProfiles)
      .innerJoin(tp, and(eq(tp.mailboxId, mailboxProfiles.mailboxId), unreadHere))
      .where(inArray(mailboxProfiles.profileId, ids));
    const unread = own.union(shared).as('unread');
    const ranked = this.db
      .select({
        profileId: unread.profileId,
        clubId: sql<number>`${threads.clubId}`.as('club_id'),
        subject: sql<string>`${threads.subject}`.as('subject'),
        total: sql<number>`count(*) over (partition by ${unread.profileId})`.as('total'),
        rank: sql<number>`row_number() over (partition by ${unread.profileId} order by ${threads.lastMessageAt} desc, ${threads.id} desc)`.as(
          'rank',
        ),
      })
      .from(unread)
      .innerJoin(threads, and(eq(threads.id, unread.threadId), isNull(threads.deletedAt)))
      .as('ranked');
    const rows = await this.db
      .select({ profileId: ranked.profileId, subject: ranked.subject, total: ranked.total, club: clubColumns })
      .from(ranked)
      .innerJoin(clubs, eq(clubs.id, ranked.clubId))
      .where(lte(ranked.rank, perProfile))
      .orderBy(asc(ranked.profileId), asc(ranked.rank));
    return rows.map((row) => ({ ...row, profileId: Number(row.profileId), total: Number(row.total) }));
  }

  /** Removes attachments never sent within `hours`; returns their storage keys. */
  async deleteUnboundAttachments(hours: number): Promise<string[]> {
    const rows = await this.db
      .delete(messageAttachments)
      .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, sql`now() - make_interval(hours => ${hours})`)))
      .returning({ key: messageAttachments.storageKey });
    return rows.map((row) => row.key);
  }
}
