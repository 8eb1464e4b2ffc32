import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guardianships, profiles } from '../../db/schema';
import type { ClubRow } from '../../plugins/club-context.repository';

const cardColumns = {
  // Internal: asks fees for the standing; never presented.
  id: profiles.id,
  hash: profiles.publicId,
  type: profiles.type,
  name: profiles.name,
  surname: profiles.surname,
  photo: profiles.photo,
  qrIdentifier: profiles.qrIdentifier,
  // Signs the card's rotating code: only the person's own and their guardian's cards carry it.
  cardKey: profiles.cardKey,
  membershipNumber: profiles.membershipNumber,
  enabled: profiles.enabled,
  // Printed only when the club's card design shows them.
  dni: profiles.dni,
  category: profiles.category,
};
/** The people whose cards a user may see in one club; every query is scoped by the club. */
export class MemberCardRepository {
  constructor(private readonly db: Db) {}

  /** The user's own profiles in the club. */
  own(club: ClubRow, userId: number) {
    return this.db
      .select(cardColumns)
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.userId, userId)))
      .orderBy(asc(profiles.type));
  }

  /** Children linked to one of the user's enabled guardian profiles in the same club. */
  children(club: ClubRow, userId: number) {
    const guardianProfiles = this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.clubId, club.id),
          eq(profiles.userId, userId),
          eq(profiles.type, PROFILE_TYPE_CODES.guardian),
          eq(profiles.enabled, true),
        ),
      );
    const childIds = this.db
      .select({ id: guardianships.childProfileId })
      .from(guardianships)
      .where(inArray(guardianships.guardianProfileId, guardianProfiles));
    return this.db
      .selectDistinct(cardColumns)
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), inArray(profiles.id, childIds)))
      .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.publicId));
  }
}

export type CardRow = Awaited<ReturnType<MemberCardRepository['own']>>[number];
