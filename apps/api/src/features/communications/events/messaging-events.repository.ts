import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailboxProfiles } from '../../../db/schema';
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

  /** The unread badge of a profile: the very query GET /unread answers with. */
  unreadCount(profileId: number): Promise<number> {
    return this.threadList.unreadCount(profileId);
  }
}
