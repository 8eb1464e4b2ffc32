import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export type ActingProfileRow = {
  id: number;
  publicId: string;
  userId: number | null;
  type: number;
  panelAccess: boolean;
  name: string;
  surname: string;
};

/** Reads the profile a `Profile` header names, within one club. */
export class ActingProfileRepository {
  constructor(private readonly db: Db) {}

  /** The club's enabled, accepted profile with this public id, whoever owns it (the caller checks). */
  async find(clubId: number, publicId: string): Promise<ActingProfileRow | undefined> {
    const [row] = await this.db
      .select({
        id: profiles.id,
        publicId: profiles.publicId,
        userId: profiles.userId,
        type: profiles.type,
        panelAccess: profiles.panelAccess,
        name: profiles.name,
        surname: profiles.surname,
      })
      .from(profiles)
      // A pre-enrolment not yet accepted cannot be acted as.
      .where(
        and(eq(profiles.clubId, clubId), eq(profiles.publicId, publicId), eq(profiles.enabled, true), eq(profiles.preEnrollment, false)),
      )
      .limit(1);
    return row;
  }
}
