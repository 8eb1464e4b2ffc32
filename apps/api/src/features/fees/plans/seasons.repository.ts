import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clubs, seasons } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';

export type SeasonRow = typeof seasons.$inferSelect;
export type SeasonWithPlans = SeasonRow & { planCount: number };
export type SeasonValues = { name: string; startsOn: string; endsOn: string; graceDays?: number };

/** A club's seasons (issue 23), the newest first, and the club's current-season columns they feed. */
export class SeasonsRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<SeasonWithPlans[]> {
    return this.db
      .select({
        ...this.columns(),
        planCount: sql<number>`(select count(*)::int from membership_plans mp where mp.season_id = "seasons"."id" and not mp.archived)`,
      })
      .from(seasons)
      .where(eq(seasons.clubId, clubId))
      .orderBy(desc(seasons.startsOn), desc(seasons.id));
  }

  async find(clubId: number, seasonHash: string): Promise<SeasonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(seasons)
      .where(and(eq(seasons.clubId, clubId), eq(seasons.publicId, seasonHash)));
    return row;
  }

  async findById(clubId: number, seasonId: number): Promise<SeasonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(seasons)
      .where(and(eq(seasons.clubId, clubId), eq(seasons.id, seasonId)));
    return row;
  }

  /** The newest season that starts before `startsOn` (the one a new season copies its plans from). */
  async latestBefore(clubId: number, startsOn: string): Promise<SeasonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(seasons)
      .where(and(eq(seasons.clubId, clubId), lt(seasons.startsOn, startsOn)))
      .orderBy(desc(seasons.startsOn))
      .limit(1);
    return row;
  }

  /** Undefined when the club already has a season of that name. */
  async insert(clubId: number, values: SeasonValues): Promise<SeasonRow | undefined> {
    const [row] = await this.db
      .insert(seasons)
      .values({ publicId: newPublicId(), clubId, ...values })
      .onConflictDoNothing({ target: [seasons.clubId, seasons.name] })
      .returning();
    return row;
  }

  /** Undefined when the new name is taken. */
  async update(row: SeasonRow, values: Partial<Pick<SeasonRow, 'name' | 'status' | 'graceDays'>>): Promise<SeasonRow | undefined> {
    if (values.name !== undefined && values.name !== row.name) {
      const [taken] = await this.db
        .select({ n: count() })
        .from(seasons)
        .where(and(eq(seasons.clubId, row.clubId), eq(seasons.name, values.name)));
      if (taken!.n > 0) return undefined;
    }
    const [updated] = await this.db
      .update(seasons)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(seasons.id, row.id))
      .returning();
    return updated;
  }

  /** Serialises the season changes of one club (the current season is derived from all of them). */
  async lockClub(clubId: number): Promise<void> {
    await this.db.execute(sql`select id from clubs where id = ${clubId}::int for update`);
  }

  /**
   * The club's current season is its newest open one: it feeds Club seasonId/seasonName (spec 3)
   * and the card's validity (seasonEndsOn). With no open season the club keeps what it had.
   */
  async syncClubSeason(clubId: number): Promise<SeasonRow | undefined> {
    const [current] = await this.db
      .select()
      .from(seasons)
      .where(and(eq(seasons.clubId, clubId), eq(seasons.status, 'open')))
      .orderBy(desc(seasons.startsOn), desc(seasons.id))
      .limit(1);
    if (!current) return undefined;
    await this.db
      .update(clubs)
      .set({ seasonId: seasonIdOf(current.name), seasonName: current.name, seasonEndsOn: current.endsOn })
      .where(eq(clubs.id, clubId));
    return current;
  }

  private columns() {
    const { id, publicId, clubId, name, startsOn, endsOn, status, graceDays, createdAt, updatedAt } = seasons;
    return { id, publicId, clubId, name, startsOn, endsOn, status, graceDays, createdAt, updatedAt };
  }
}

/** Club seasonId as teams store it: "2026/27" → "2026-27". */
export const seasonIdOf = (name: string): string => name.trim().replace(/[^\p{L}\p{N}]+/gu, '-');
