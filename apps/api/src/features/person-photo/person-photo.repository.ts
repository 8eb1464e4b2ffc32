import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, profiles } from '../../db/schema';
import type { ClubRow } from '../../plugins/club-context.repository';

export type PhotoTarget = { id: number; publicId: string; photo: string | null };

/** The photo column of a club's people; every method takes the club it is scoped to. */
export class PersonPhotoRepository {
  constructor(private readonly db: Db) {}

  async find(club: ClubRow, personHash: string): Promise<PhotoTarget | undefined> {
    const [row] = await this.db
      .select({ id: profiles.id, publicId: profiles.publicId, photo: profiles.photo })
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.publicId, personHash)));
    return row;
  }

  /** Public read path: the person by both hashes (no club context on an <img> request). */
  async findByHashes(clubHash: string, personHash: string): Promise<PhotoTarget | undefined> {
    const [row] = await this.db
      .select({ id: profiles.id, publicId: profiles.publicId, photo: profiles.photo })
      .from(profiles)
      .innerJoin(clubs, eq(clubs.id, profiles.clubId))
      .where(and(eq(clubs.publicId, clubHash), eq(profiles.publicId, personHash)));
    return row;
  }

  async setPhoto(club: ClubRow, id: number, photo: string | null): Promise<void> {
    await this.db
      .update(profiles)
      .set({ photo, updatedAt: sql`now()` })
      .where(and(eq(profiles.clubId, club.id), eq(profiles.id, id)));
  }
}
