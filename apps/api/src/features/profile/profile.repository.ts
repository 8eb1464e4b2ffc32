import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubPolicyAcceptances, clubs, profiles, users } from '../../db/schema';

/** Tables the profile read touches: a write to any of them may change a cached profile. */
export const PROFILE_TABLES = ['users', 'profiles', 'clubs'] as const;

/**
 * GET /api/profile is on the hot path (benchmarked): one prepared query returns the user with
 * every enabled profile and its club, one row per profile (a single row with null profile
 * columns when the user has none).
 */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  /** Prepared on first use, not when a unit of work binds the repository to its transaction. */
  private prepared?: ReturnType<ProfileRepository['prepare']>;

  private prepare() {
    return this.db
      .select({
        userId: users.publicId,
        username: users.username,
        email: users.email,
        name: users.name,
        lastname: users.lastname,
        admin: users.admin,
        locale: users.locale,
        emailValidatedAt: users.emailValidatedAt,
        profileId: profiles.id,
        profileHash: profiles.publicId,
        type: profiles.type,
        preEnrollment: profiles.preEnrollment,
        accessController: profiles.accessController,
        panelAccess: profiles.panelAccess,
        profileName: profiles.name,
        profileSurname: profiles.surname,
        clubHash: clubs.publicId,
        clubName: clubs.name,
        clubShortname: clubs.shortname,
        clubImage: clubs.image,
        clubLocale: clubs.locale,
        // A club version above the accepted one (no acceptance = versions 1) must be accepted
        // again; the same rule as features/club-settings (presenter). Accepting touches users.
        privacyAcceptanceRequired: sql<boolean>`(${clubs.privacyVersion} > coalesce(${clubPolicyAcceptances.privacyVersion}, 1)
          or ${clubs.termsVersion} > coalesce(${clubPolicyAcceptances.termsVersion}, 1))`,
      })
      .from(users)
      .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.enabled, true)))
      .leftJoin(clubs, eq(clubs.id, profiles.clubId))
      .leftJoin(clubPolicyAcceptances, and(eq(clubPolicyAcceptances.clubId, clubs.id), eq(clubPolicyAcceptances.userId, users.id)))
      .where(and(eq(users.publicId, sql.placeholder('userId')), eq(users.enabled, true)))
      .orderBy(asc(clubs.name), asc(clubs.id), asc(profiles.type))
      .prepare('profile_by_user');
  }

  /** Name of the real person behind an impersonation session, for the banner. */
  async findActorSummary(userPublicId: string) {
    const [row] = await this.db
      .select({ id: users.publicId, name: users.name, lastname: users.lastname })
      .from(users)
      .where(eq(users.publicId, userPublicId))
      .limit(1);
    return row ?? null;
  }

  findWithProfiles(userPublicId: string) {
    this.prepared ??= this.prepare();
    return this.prepared.execute({ userId: userPublicId });
  }
}

export type ProfileRow = Awaited<ReturnType<ProfileRepository['findWithProfiles']>>[number];
