import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clubFeatures, clubs, guardianships, profiles, users } from '../../db/schema';
import { PERSON_COLUMNS, type PersonRow } from './person-row';

export type GroupClubRow = typeof clubs.$inferSelect;
export type PersonInClub = { person: PersonRow; club: GroupClubRow };

/**
 * What GET /api/people-group-by-club reads: only the signed-in user's own profiles and the
 * children linked to their guardian profiles, never anyone else's rows.
 */
export class PeopleGroupRepository {
  constructor(private readonly db: Db) {}

  /** The user's enabled profiles (of an enabled account), with their clubs. */
  ownProfiles(userPublicId: string): Promise<PersonInClub[]> {
    return this.db
      .select({ person: PERSON_COLUMNS, club: clubs })
      .from(profiles)
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .innerJoin(clubs, eq(clubs.id, profiles.clubId))
      .where(and(eq(users.publicId, userPublicId), eq(profiles.enabled, true)))
      .orderBy(asc(clubs.name), asc(clubs.id), asc(profiles.type));
  }

  /** Enabled children linked to these guardian profiles, in the guardian profile's own club. */
  async childrenOf(mine: PersonRow[]): Promise<PersonInClub[]> {
    const guardianIds = mine.filter((p) => p.type === PROFILE_TYPE_CODES.guardian).map((p) => p.id);
    if (guardianIds.length === 0) return [];
    const guardian = alias(profiles, 'guardian');
    return this.db
      .select({ person: PERSON_COLUMNS, club: clubs })
      .from(guardianships)
      .innerJoin(guardian, eq(guardian.id, guardianships.guardianProfileId))
      .innerJoin(profiles, and(eq(profiles.id, guardianships.childProfileId), eq(profiles.clubId, guardian.clubId)))
      .innerJoin(clubs, eq(clubs.id, profiles.clubId))
      .where(and(inArray(guardianships.guardianProfileId, guardianIds), eq(profiles.enabled, true)))
      .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.id));
  }

  /** Enabled feature codes of these clubs. */
  async features(clubIds: number[]): Promise<{ clubId: number; code: string }[]> {
    if (clubIds.length === 0) return [];
    return this.db
      .select({ clubId: clubFeatures.clubId, code: clubFeatures.code })
      .from(clubFeatures)
      .where(inArray(clubFeatures.clubId, clubIds))
      .orderBy(asc(clubFeatures.code));
  }
}
