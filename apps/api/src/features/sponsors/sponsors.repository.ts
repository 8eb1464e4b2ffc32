import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, sponsorClickDays, sponsors } from '../../db/schema';
import { newPublicId } from '../../lib/ids';

export type SponsorRow = typeof sponsors.$inferSelect;

/** A club's sponsors and their daily click counters. */
export class SponsorsRepository {
  constructor(private readonly db: Db) {}

  /** The club of a public call (no club context there). */
  async club(clubHash: string): Promise<{ id: number } | undefined> {
    const [row] = await this.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.publicId, clubHash));
    return row;
  }

  list(clubId: number): Promise<SponsorRow[]> {
    return this.db.select().from(sponsors).where(eq(sponsors.clubId, clubId)).orderBy(asc(sponsors.position), asc(sponsors.id));
  }

  async find(clubId: number, sponsorHash: string): Promise<SponsorRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sponsors)
      .where(and(eq(sponsors.clubId, clubId), eq(sponsors.publicId, sponsorHash)));
    return row;
  }

  /** The club's row is locked first: writers of one club's order take turns. */
  async lockClubList(clubId: number): Promise<void> {
    await this.db.execute(sql`select id from clubs where id = ${clubId}::int for update`);
  }

  async insert(values: { clubId: number; name: string; url: string | null; position: number }): Promise<SponsorRow> {
    const [row] = await this.db
      .insert(sponsors)
      .values({ publicId: newPublicId(), ...values })
      .returning();
    return row!;
  }

  async update(row: SponsorRow, values: Partial<Pick<SponsorRow, 'name' | 'url' | 'image' | 'position'>>): Promise<SponsorRow> {
    const [updated] = await this.db
      .update(sponsors)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(sponsors.id, row.id))
      .returning();
    return updated!;
  }

  /** Positions 0…n-1 in the given order of ids (every sponsor of the club). */
  async setPositions(ids: readonly number[]): Promise<void> {
    for (const [position, id] of ids.entries()) {
      await this.db
        .update(sponsors)
        .set({ position, updatedAt: sql`now()` })
        .where(eq(sponsors.id, id));
    }
  }

  async remove(row: SponsorRow): Promise<void> {
    await this.db.delete(sponsors).where(eq(sponsors.id, row.id));
  }

  /** One click for the sponsor on the club's local day: a single upsert, exact under any load. */
  async countClick(sponsorId: number, timeZone: string): Promise<void> {
    await this.db
      .insert(sponsorClickDays)
      .values({ sponsorId, day: sql`(now() at time zone ${timeZone})::date`, clicks: 1 })
      .onConflictDoUpdate({
        target: [sponsorClickDays.sponsorId, sponsorClickDays.day],
        set: { clicks: sql`${sponsorClickDays.clicks} + 1` },
      });
  }

  /** The click days of these sponsors from `firstDay` (YYYY-MM-DD) on. */
  clicksSince(sponsorIds: readonly number[], firstDay: string) {
    if (sponsorIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ sponsorId: sponsorClickDays.sponsorId, day: sponsorClickDays.day, clicks: sponsorClickDays.clicks })
      .from(sponsorClickDays)
      .where(and(inArray(sponsorClickDays.sponsorId, [...sponsorIds]), gte(sponsorClickDays.day, firstDay)));
  }

  /** Today in the club's time zone, as the database sees it (YYYY-MM-DD). */
  async today(timeZone: string): Promise<string> {
    const result = await this.db.execute(sql`select to_char((now() at time zone ${timeZone})::date, 'YYYY-MM-DD') as day`);
    return (result as unknown as { rows: { day: string }[] }).rows[0]!.day;
  }
}
