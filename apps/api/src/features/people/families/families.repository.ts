import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountClaims, clubFeatures, clubs, guardianships, profiles, users } from '../../../db/schema';
import type { ClubRow } from '../../../plugins/club-context.repository';
import { PERSON_COLUMNS, type PersonRow } from '../person-row';

export type ClaimValues = { email: string; tokenHash: string; expiresAt: Date; createdBy: number };

/**
 * Guardian ↔ child links and the hand-over links a manager sends. Every method takes the club
 * it is scoped to; inside a unit of work it writes in that transaction.
 */
export class FamiliesRepository {
  constructor(private readonly db: Db) {}

  async findPerson(club: ClubRow, publicId: string): Promise<PersonRow | undefined> {
    const [row] = await this.db
      .select(PERSON_COLUMNS)
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.publicId, publicId)));
    return row;
  }

  /** Links the pair; linking twice changes nothing. */
  async link(guardian: PersonRow, child: PersonRow): Promise<void> {
    await this.db.insert(guardianships).values({ guardianProfileId: guardian.id, childProfileId: child.id }).onConflictDoNothing();
  }

  async unlink(guardian: PersonRow, child: PersonRow): Promise<boolean> {
    const removed = await this.db
      .delete(guardianships)
      .where(and(eq(guardianships.guardianProfileId, guardian.id), eq(guardianships.childProfileId, child.id)))
      .returning({ id: guardianships.id });
    return removed.length > 0;
  }

  /**
   * Stores a hand-over link for the person (account_claims; claiming it is the account-claims
   * slice's part): an older unused one is overwritten, so it stops working.
   */
  async issueClaim(club: ClubRow, person: PersonRow, values: ClaimValues): Promise<void> {
    await this.db
      .insert(accountClaims)
      .values({ clubId: club.id, profileId: person.id, ...values })
      .onConflictDoUpdate({
        target: accountClaims.profileId,
        targetWhere: sql`${accountClaims.usedAt} is null`,
        set: { ...values, createdAt: sql`now()` },
      });
  }

  async guardiansOf(club: ClubRow, child: PersonRow): Promise<PersonRow[]> {
    const ids = this.db
      .select({ id: guardianships.guardianProfileId })
      .from(guardianships)
      .where(eq(guardianships.childProfileId, child.id));
    return this.db
      .select(PERSON_COLUMNS)
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), inArray(profiles.id, ids)))
      .orderBy(asc(profiles.surname), asc(profiles.name), asc(profiles.id));
  }

  /** The club by hash, its feature codes, and the caller's enabled guardian profiles in it. */
  async guardianContext(clubHash: string, userPublicId: string) {
    const [club] = await this.db.select().from(clubs).where(eq(clubs.publicId, clubHash));
    if (!club) return undefined;
    const [features, guardianProfiles] = await Promise.all([
      this.db.select({ code: clubFeatures.code }).from(clubFeatures).where(eq(clubFeatures.clubId, club.id)),
      this.db
        .select({ id: profiles.id })
        .from(profiles)
        .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
        .where(
          and(
            eq(profiles.clubId, club.id),
            eq(users.publicId, userPublicId),
            eq(profiles.type, PROFILE_TYPE_CODES.guardian),
            eq(profiles.enabled, true),
          ),
        ),
    ]);
    return { club, features: features.map((f) => f.code), guardianProfileIds: guardianProfiles.map((p) => p.id) };
  }

  /** Children of these guardian profiles in the club, with every profile of each child. */
  async childrenOf(club: ClubRow, guardianProfileIds: number[]) {
    if (guardianProfileIds.length === 0) return [];
    const childIds = this.db
      .select({ id: guardianships.childProfileId })
      .from(guardianships)
      .where(inArray(guardianships.guardianProfileId, guardianProfileIds));
    const children = await this.db
      .select(PERSON_COLUMNS)
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), inArray(profiles.id, childIds)))
      .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.id));
    const userIds = children.map((c) => c.userId).filter((id): id is number => id !== null);
    const siblings = userIds.length
      ? await this.db
          .select(PERSON_COLUMNS)
          .from(profiles)
          .where(and(eq(profiles.clubId, club.id), inArray(profiles.userId, userIds)))
          .orderBy(asc(profiles.type))
      : [];
    return children.map((child) => ({
      child,
      profiles: child.userId === null ? [child] : siblings.filter((p) => p.userId === child.userId),
    }));
  }
}
