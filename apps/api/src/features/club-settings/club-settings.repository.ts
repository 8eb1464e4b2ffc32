import type { FeatureCode, UpdateClubSettingsBody } from '@tribuna/contract';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubFeatures, clubPolicyAcceptances, clubs, users } from '../../db/schema';
import { normaliseSearchText } from '../../lib/search-text';
import type { ClubRow } from '../../plugins/club-context.repository';
import { isUniqueViolation } from '../../lib/db-errors';

export type AcceptanceRow = { privacyVersion: number; termsVersion: number; acceptedAt: Date };

/** Only the fields sent are written (merge-patch); `publishNewVersion` raises a version by one. */
type ClubSet = Partial<typeof clubs.$inferInsert>;
function settingsSet(body: UpdateClubSettingsBody): ClubSet {
  const set: Record<string, unknown> = {};
  const put = (key: keyof ClubSet, value: unknown) => {
    if (value !== undefined) set[key] = value;
  };
  put('name', body.name);
  if (body.name !== undefined) set.searchName = normaliseSearchText(body.name);
  put('shortname', body.shortname);
  put('companyName', body.companyName);
  put('city', body.address?.city);
  put('regionName', body.address?.regionName);
  put('countryName', body.address?.countryName);
  put('seasonId', body.season?.id);
  put('seasonName', body.season?.name);
  put('seasonEndsOn', body.season?.endsOn);
  put('locale', body.locale);
  put('interfaceLanguage', body.interfaceLanguage);
  put('privacyUrl', body.privacy?.url);
  put('privacyBasicInfo', body.privacy?.basicInfo);
  put('privacyCustom', body.privacy?.custom);
  put('privacyCustomUrl', body.privacy?.customUrl);
  if (body.privacy?.publishNewVersion) set.privacyVersion = sql`${clubs.privacyVersion} + 1`;
  put('termsUrl', body.terms?.url);
  put('termsCustom', body.terms?.custom);
  if (body.terms?.publishNewVersion) set.termsVersion = sql`${clubs.termsVersion} + 1`;
  return set as ClubSet;
}

/** Club settings, policy acceptances and feature codes; every method takes the club row. */
export class ClubSettingsRepository {
  constructor(private readonly db: Db) {}

  /** The updated club, or 'shortname-taken'. */
  async update(club: ClubRow, body: UpdateClubSettingsBody): Promise<ClubRow | 'shortname-taken'> {
    const set = settingsSet(body);
    if (Object.keys(set).length === 0) return club;
    try {
      const [row] = await this.db
        .update(clubs)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(clubs.id, club.id))
        .returning();
      return row ?? club;
    } catch (error) {
      if (isUniqueViolation(error)) return 'shortname-taken';
      throw error;
    }
  }

  async acceptance(club: ClubRow, userId: number): Promise<AcceptanceRow | undefined> {
    const [row] = await this.db
      .select({
        privacyVersion: clubPolicyAcceptances.privacyVersion,
        termsVersion: clubPolicyAcceptances.termsVersion,
        acceptedAt: clubPolicyAcceptances.acceptedAt,
      })
      .from(clubPolicyAcceptances)
      .where(and(eq(clubPolicyAcceptances.clubId, club.id), eq(clubPolicyAcceptances.userId, userId)));
    return row;
  }

  /**
   * Records acceptance of the given versions, only if they are still the club's current ones
   * (the club row is locked for the check, so a version published meanwhile is never skipped).
   * The user's row is touched too: GET /api/profile is cached from users/profiles/clubs, and the
   * users change is what clears it (here at commit, in other processes by the change feed).
   * Run it in a unit of work that writes 'users'.
   */
  async accept(club: ClubRow, userId: number, versions: { privacyVersion: number; termsVersion: number }): Promise<boolean> {
    const [current] = await this.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(and(eq(clubs.id, club.id), eq(clubs.privacyVersion, versions.privacyVersion), eq(clubs.termsVersion, versions.termsVersion)))
      .for('share');
    if (!current) return false;
    await this.db
      .insert(clubPolicyAcceptances)
      .values({ userId, clubId: club.id, ...versions })
      .onConflictDoUpdate({
        target: [clubPolicyAcceptances.userId, clubPolicyAcceptances.clubId],
        set: { ...versions, acceptedAt: sql`now()` },
      });
    await this.db
      .update(users)
      .set({ updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  }

  async enabledFeatures(club: ClubRow): Promise<string[]> {
    const rows = await this.db
      .select({ code: clubFeatures.code })
      .from(clubFeatures)
      .where(eq(clubFeatures.clubId, club.id))
      .orderBy(asc(clubFeatures.code));
    return rows.map((r) => r.code);
  }

  /** Makes `codes` the exact enabled set (two statements: run it in a unit of work). */
  async replaceFeatures(club: ClubRow, codes: readonly FeatureCode[]): Promise<void> {
    const others = codes.length ? notInArray(clubFeatures.code, [...codes]) : undefined;
    await this.db.delete(clubFeatures).where(and(eq(clubFeatures.clubId, club.id), others));
    if (codes.length) {
      await this.db
        .insert(clubFeatures)
        .values(codes.map((code) => ({ clubId: club.id, code })))
        .onConflictDoNothing();
    }
  }
}
