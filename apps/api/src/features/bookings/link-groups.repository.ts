import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingLinkGroups, clubFeatures } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { LinkRow } from './booking-rows';

/** A club's public booking links (a group of calendars with its booking rules). */
export class LinkGroupsRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<LinkRow[]> {
    return this.db.select().from(bookingLinkGroups).where(eq(bookingLinkGroups.clubId, clubId)).orderBy(asc(bookingLinkGroups.id));
  }

  async byHash(clubId: number, linkHash: string): Promise<LinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookingLinkGroups)
      .where(and(eq(bookingLinkGroups.clubId, clubId), eq(bookingLinkGroups.publicId, linkHash)));
    return row;
  }

  /**
   * The link a public address names (the hash is the key, and names the club), only while its
   * club has bookings switched on: a club that turned them off answers no link at all.
   */
  async publicLink(linkHash: string): Promise<LinkRow | undefined> {
    const [row] = await this.db
      .select({ link: bookingLinkGroups })
      .from(bookingLinkGroups)
      .innerJoin(clubFeatures, and(eq(clubFeatures.clubId, bookingLinkGroups.clubId), eq(clubFeatures.code, 'bookings')))
      .where(eq(bookingLinkGroups.publicId, linkHash));
    return row?.link;
  }

  async insert(values: Omit<typeof bookingLinkGroups.$inferInsert, 'publicId'>): Promise<LinkRow> {
    const [row] = await this.db
      .insert(bookingLinkGroups)
      .values({ publicId: newPublicId(), ...values })
      .returning();
    return row!;
  }

  async update(clubId: number, id: number, values: Partial<typeof bookingLinkGroups.$inferInsert>): Promise<LinkRow> {
    const [row] = await this.db
      .update(bookingLinkGroups)
      .set(values)
      .where(and(eq(bookingLinkGroups.clubId, clubId), eq(bookingLinkGroups.id, id)))
      .returning();
    return row!;
  }

  async remove(clubId: number, id: number): Promise<void> {
    await this.db.delete(bookingLinkGroups).where(and(eq(bookingLinkGroups.clubId, clubId), eq(bookingLinkGroups.id, id)));
  }
}
