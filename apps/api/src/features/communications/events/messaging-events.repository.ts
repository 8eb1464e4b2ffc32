import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailboxProfiles, profiles, refreshTokens, users } from '../../../db/schema';
import { ThreadListRepository } from '../thread-list.repository';

/** What the event streams read: which mailboxes they answer from, their unread count. */
export class MessagingEventsRepository {
  private readonly threadList: ThreadListRepository;

  constructor(private readonly db: Db) {
    this.threadList = new ThreadListRepository(db);
  }

  /** Sends one notification per payload; delivered to every listening process at once. */
  async notify(channel: string, payloads: readonly string[]): Promise<void> {
    for (const payload of payloads) await this.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }

  /** The mailboxes each of the profiles answers from (profiles without any are left out). */
  async mailboxesOf(profileIds: readonly number[]): Promise<Map<number, number[]>> {
    const byProfile = new Map<number, number[]>();
    if (profileIds.length === 0) return byProfile;
    const rows = await this.db
      .select({ profileId: mailboxProfiles.profileId, mailboxId: mailboxProfiles.mailboxId })
      .from(mailboxProfiles)
      .where(inArray(mailboxProfiles.profileId, [...profileIds]));
    for (const { profileId, mailboxId } of rows) byProfile.set(profileId, [...(byProfile.get(profileId) ?? []), mailboxId]);
    return byProfile;
  }

  /**
   * Standing of open streams, in indexed reads: the owner (public id) of each profile that is
   * still enabled, in an enabled account; which of these people still have a live session (a
   * refresh token neither revoked, used nor expired: logging out revokes them); and which of the
   * named sessions (refresh families) are still live.
   */
  async standing(
    profileIds: readonly number[],
    sessionUserIds: readonly string[],
    sessionIds: readonly string[] = [],
  ): Promise<{ owners: Map<number, string>; signedIn: Set<string>; liveSessions: Set<string> }> {
    if (profileIds.length === 0) return { owners: new Map(), signedIn: new Set(), liveSessions: new Set() };
    const liveToken = and(isNull(refreshTokens.revokedAt), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, sql`now()`));
    const [owned, live, families] = await Promise.all([
      this.db
        .select({ profileId: profiles.id, owner: users.publicId })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(inArray(profiles.id, [...profileIds]), eq(profiles.enabled, true), eq(users.enabled, true))),
      this.db
        .selectDistinct({ userId: users.publicId })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(and(inArray(users.publicId, [...sessionUserIds]), liveToken)),
      sessionIds.length === 0
        ? Promise.resolve([])
        : this.db
            .selectDistinct({ familyId: refreshTokens.familyId })
            .from(refreshTokens)
            .where(and(inArray(refreshTokens.familyId, [...sessionIds]), liveToken)),
    ]);
    return {
      owners: new Map(owned.map((row) => [row.profileId, row.owner])),
      signedIn: new Set(live.map((row) => row.userId)),
      liveSessions: new Set(families.map((row) => row.familyId)),
    };
  }

  /** The unread badge of a profile: the very query GET /unread answers with. */
  unreadCount(profileId: number): Promise<number> {
    return this.threadList.unreadCount(profileId);
  }
}
