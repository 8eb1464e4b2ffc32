import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clubs } from '../../../db/schema';
import type { ClubRow } from '../club-enrollment.repository';

/** The club's logo address (the image bytes live in file storage, not here). */
export class ClubLogoRepository {
  constructor(private readonly db: Db) {}

  async findClub(clubHash: string): Promise<ClubRow | undefined> {
    const [club] = await this.db.select().from(clubs).where(eq(clubs.publicId, clubHash));
    return club;
  }

  /** Points the club at its new logo; the updated club row. */
  async setImage(club: ClubRow, image: string): Promise<ClubRow> {
    const [updated] = await this.db
      .update(clubs)
      .set({ image, updatedAt: sql`now()` })
      .where(eq(clubs.id, club.id))
      .returning();
    return updated!;
  }
}
