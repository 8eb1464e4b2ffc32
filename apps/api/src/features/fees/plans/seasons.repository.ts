import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { seasons } from '../../../db/schema';

export type SeasonRow = typeof seasons.$inferSelect;

/** A club's seasons (issue 23): the newest first. */
export class SeasonsRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<SeasonRow[]> {
    return this.db.select().from(seasons).where(eq(seasons.clubId, clubId)).orderBy(desc(seasons.startsOn), desc(seasons.id));
  }

  async find(clubId: number, seasonHash: string): Promise<SeasonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(seasons)
      .where(and(eq(seasons.clubId, clubId), eq(seasons.publicId, seasonHash)));
    return row;
  }
}
