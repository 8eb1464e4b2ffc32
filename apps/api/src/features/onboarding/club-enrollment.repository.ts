import { PROFILE_TYPE_CODES, type CreateClubBody, type FeatureCode } from '@tribuna/contract';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubFeatures, clubs, managerAccessRequests, profiles, users } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { grantsManagerRights } from '../../lib/profile-rights';
import { normaliseSearchText } from '../../lib/search-text';

export type ClubRow = typeof clubs.$inferSelect;
export type Page = { limit: number; offset: number };
export type Enrollee = { id: number; name: string; lastname: string; email: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Club search, creation of a club with its first manager, and the orphaned-managers check. */
export class ClubEnrollmentRepository {
  constructor(private readonly db: Db) {}

  /**
   * Clubs whose normalised name contains the normalised text (trigram GIN index), names that
   * start with it first, then names with a word starting with it, then the rest, by name.
   */
  async search(text: string, page: Page): Promise<{ items: ClubRow[]; total: number }> {
    const q = escapeLike(normaliseSearchText(text));
    if (q === '') return { items: [], total: 0 };
    const rank = sql`case when ${clubs.searchName} like ${`${q}%`} then 0 when ${clubs.searchName} like ${`% ${q}%`} then 1 else 2 end`;
    const where = like(clubs.searchName, `%${q}%`);
    const rows = await this.db
      .select({ club: clubs, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(clubs)
      .where(where)
      .orderBy(rank, asc(clubs.searchName), asc(clubs.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows.length > 0) return { items: rows.map((r) => r.club), total: rows[0]!.total };
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(clubs)
      .where(where);
    return { items: [], total: count?.total ?? 0 };
  }

  async findEnrollee(userPublicId: string): Promise<Enrollee | undefined> {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email })
      .from(users)
      .where(and(eq(users.publicId, userPublicId), eq(users.enabled, true)));
    return row;
  }

  async findClub(clubPublicId: string): Promise<ClubRow | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.publicId, clubPublicId));
    return row;
  }

  /**
   * A new club; undefined when the short name is taken (the unique index decides, so two
   * simultaneous enrollments cannot both get it). Run inside a unit of work with the features
   * and the first manager.
   */
  async insertClub(body: CreateClubBody): Promise<ClubRow | undefined> {
    const [club] = await this.db
      .insert(clubs)
      .values({
        publicId: newPublicId(),
        name: body.name,
        searchName: normaliseSearchText(body.name),
        shortname: body.shortname,
        locale: body.locale,
        city: body.city,
        regionName: body.regionName,
        countryName: body.countryName,
      })
      .onConflictDoNothing({ target: clubs.shortname })
      .returning();
    return club;
  }

  async enableFeatures(club: ClubRow, features: readonly FeatureCode[]): Promise<void> {
    if (features.length) await this.db.insert(clubFeatures).values(features.map((code) => ({ clubId: club.id, code })));
  }

  /** The enrollee's manager profile in the new club, with panel access. */
  async addFirstManager(club: ClubRow, enrollee: Enrollee): Promise<void> {
    await this.db.insert(profiles).values({
      publicId: newPublicId(),
      clubId: club.id,
      userId: enrollee.id,
      type: PROFILE_TYPE_CODES.manager,
      name: enrollee.name,
      surname: enrollee.lastname,
      email: enrollee.email,
      panelAccess: true,
    });
  }

  /** Profiles waiting (pre-enrollment, or a pending manager request) and whether a manager exists. */
  async orphanState(club: ClubRow): Promise<{ waiting: boolean; managed: boolean }> {
    const preEnrolled = this.db
      .select({ one: sql`1` })
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.enabled, true), eq(profiles.preEnrollment, true)));
    const pending = this.db
      .select({ one: sql`1` })
      .from(managerAccessRequests)
      .where(and(eq(managerAccessRequests.clubId, club.id), eq(managerAccessRequests.status, 'pending')));
    const managers = this.db
      .select({ one: sql`1` })
      .from(profiles)
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .where(
        // A manager with the panel off cannot manage anything (lib/profile-rights).
        and(eq(profiles.clubId, club.id), eq(profiles.enabled, true), grantsManagerRights),
      );
    const [row] = await this.db
      .select({
        waiting: sql<boolean>`exists ${preEnrolled} or exists ${pending}`,
        managed: sql<boolean>`exists ${managers}`,
      })
      .from(sql`(select 1) as one`);
    return { waiting: Boolean(row?.waiting), managed: Boolean(row?.managed) };
  }
}
