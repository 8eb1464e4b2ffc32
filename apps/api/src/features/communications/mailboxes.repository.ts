import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailboxes, mailboxProfiles, profiles } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { newPublicId } from '../../lib/ids';

export type MailboxRow = typeof mailboxes.$inferSelect;

/** A profile as messaging shows it (MessagingPerson), from its profile row. */
export const personColumns = {
  id: profiles.id,
  publicId: profiles.publicId,
  name: profiles.name,
  surname: profiles.surname,
  type: profiles.type,
  photo: profiles.photo,
};
export type PersonRow = { id: number; publicId: string; name: string; surname: string; type: number; photo: string | null };

/** Mailboxes of a club and the profiles that answer from them. */
export class MailboxesRepository {
  constructor(private readonly db: Db) {}

  /** The club's mailboxes, the predefined one first; only those of `memberProfileIds` when given. */
  list(clubId: number, memberProfileIds?: readonly number[]): Promise<MailboxRow[]> {
    const conditions = [eq(mailboxes.clubId, clubId)];
    if (memberProfileIds) {
      if (memberProfileIds.length === 0) return Promise.resolve([]);
      const mine = this.db
        .select({ id: mailboxProfiles.mailboxId })
        .from(mailboxProfiles)
        .where(inArray(mailboxProfiles.profileId, [...memberProfileIds]));
      conditions.push(inArray(mailboxes.id, mine));
    }
    return this.db
      .select()
      .from(mailboxes)
      .where(and(...conditions))
      .orderBy(desc(mailboxes.predefined), asc(mailboxes.searchName), asc(mailboxes.id));
  }

  async find(clubId: number, mailboxHash: string): Promise<MailboxRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mailboxes)
      .where(and(eq(mailboxes.clubId, clubId), eq(mailboxes.publicId, mailboxHash)));
    return row;
  }

  findMany(clubId: number, mailboxHashes: readonly string[]): Promise<MailboxRow[]> {
    if (mailboxHashes.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(mailboxes)
      .where(and(eq(mailboxes.clubId, clubId), inArray(mailboxes.publicId, [...mailboxHashes])));
  }

  /** Locks the mailbox row until the transaction ends, so two removals of profiles take turns. */
  async lock(mailbox: MailboxRow): Promise<void> {
    await this.db.select({ id: mailboxes.id }).from(mailboxes).where(eq(mailboxes.id, mailbox.id)).for('update');
  }

  /** Undefined when the club already has a mailbox with that name. */
  async create(clubId: number, name: string): Promise<MailboxRow | undefined> {
    const [row] = await this.db.insert(mailboxes).values({ publicId: newPublicId(), clubId, name }).onConflictDoNothing().returning();
    return row;
  }

  /** Undefined when the new name is taken. */
  async rename(mailbox: MailboxRow, name: string): Promise<MailboxRow | undefined> {
    try {
      const [row] = await this.db
        .update(mailboxes)
        .set({ name, updatedAt: sql`now()` })
        .where(and(eq(mailboxes.id, mailbox.id), eq(mailboxes.clubId, mailbox.clubId)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async remove(mailbox: MailboxRow): Promise<void> {
    await this.db.delete(mailboxes).where(and(eq(mailboxes.id, mailbox.id), eq(mailboxes.clubId, mailbox.clubId)));
  }

  /** The profiles of each mailbox (only the mailbox's club's), by surname. */
  async people(mailboxIds: readonly number[]): Promise<Map<number, PersonRow[]>> {
    const byMailbox = new Map<number, PersonRow[]>();
    if (mailboxIds.length === 0) return byMailbox;
    const rows = await this.db
      .select({ mailboxId: mailboxProfiles.mailboxId, ...personColumns })
      .from(mailboxProfiles)
      .innerJoin(mailboxes, eq(mailboxes.id, mailboxProfiles.mailboxId))
      .innerJoin(profiles, and(eq(profiles.id, mailboxProfiles.profileId), eq(profiles.clubId, mailboxes.clubId)))
      .where(inArray(mailboxProfiles.mailboxId, [...mailboxIds]))
      .orderBy(asc(profiles.surname), asc(profiles.name), asc(profiles.id));
    for (const { mailboxId, ...person } of rows) byMailbox.set(mailboxId, [...(byMailbox.get(mailboxId) ?? []), person]);
    return byMailbox;
  }

  async addProfiles(mailbox: Pick<MailboxRow, 'id'>, profileIds: readonly number[]): Promise<void> {
    if (profileIds.length === 0) return;
    await this.db
      .insert(mailboxProfiles)
      .values(profileIds.map((profileId) => ({ mailboxId: mailbox.id, profileId })))
      .onConflictDoNothing();
  }

  /** True when the profile was in the mailbox. */
  async removeProfile(mailbox: MailboxRow, profileId: number): Promise<boolean> {
    const removed = await this.db
      .delete(mailboxProfiles)
      .where(and(eq(mailboxProfiles.mailboxId, mailbox.id), eq(mailboxProfiles.profileId, profileId)))
      .returning({ id: mailboxProfiles.id });
    return removed.length > 0;
  }

  async countProfiles(mailbox: MailboxRow): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(mailboxProfiles).where(eq(mailboxProfiles.mailboxId, mailbox.id));
    return row?.n ?? 0;
  }

  /** The club's mailboxes a profile answers from. */
  ofProfile(clubId: number, profileId: number): Promise<MailboxRow[]> {
    return this.db
      .select(getTableColumns(mailboxes))
      .from(mailboxes)
      .innerJoin(mailboxProfiles, eq(mailboxProfiles.mailboxId, mailboxes.id))
      .where(and(eq(mailboxes.clubId, clubId), eq(mailboxProfiles.profileId, profileId)))
      .orderBy(desc(mailboxes.predefined), asc(mailboxes.searchName), asc(mailboxes.id));
  }
}
