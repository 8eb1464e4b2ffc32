import { and, asc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubFeatures, clubs, guardianships, profiles, users } from '../../db/schema';
import type { ClubRow } from '../../plugins/club-context.repository';
import { normaliseSearchText } from '../../lib/search-text';

/** Tables the public club read (findByShortname) touches. */
export const PUBLIC_CLUB_TABLES = ['clubs'] as const;

export type Page = { limit: number; offset: number };
export type ClubProfileRow = {
  hash: string;
  type: number;
  name: string;
  surname: string;
  userHash: string | null;
  userTypes: number[] | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Clubs and their profiles. Every method about one club takes that club's row. */
export class ClubsRepository {
  // The public club page is read by every visitor of a portal: prepared once.
  private readonly byShortname;

  constructor(private readonly db: Db) {
    this.byShortname = db
      .select()
      .from(clubs)
      .where(eq(clubs.shortname, sql.placeholder('shortname')))
      .prepare('club_by_shortname');
  }

  async findViewer(userPublicId: string): Promise<{ id: number; admin: boolean } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, admin: users.admin })
      .from(users)
      .where(and(eq(users.publicId, userPublicId), eq(users.enabled, true)));
    return row;
  }

  /** A page of clubs (all of them, or those where `memberUserId` has an enabled, accepted profile). */
  async listClubs(filter: { memberUserId?: number; name?: string }, page: Page) {
    const conditions: SQL[] = [];
    if (filter.name) conditions.push(ilike(clubs.name, `%${escapeLike(filter.name)}%`));
    if (filter.memberUserId !== undefined) {
      const mine = this.db
        .select({ clubId: profiles.clubId })
        .from(profiles)
        // A pre-enrolment still waiting for the club does not make it one of the person's clubs.
        .where(and(eq(profiles.userId, filter.memberUserId), eq(profiles.enabled, true), eq(profiles.preEnrollment, false)));
      conditions.push(inArray(clubs.id, mine));
    }
    const where = conditions.length ? and(...conditions) : undefined;
    // count(*) over () returns the total with the page, saving a second query in most cases.
    const rows = await this.db
      .select({ club: clubs, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(clubs)
      .where(where)
      .orderBy(asc(clubs.name), asc(clubs.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows.length > 0) return { items: rows.map((r) => r.club), total: rows[0]!.total };
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(clubs)
      .where(where);
    return { items: [] as ClubRow[], total: count?.total ?? 0 };
  }

  async findByShortname(shortname: string): Promise<ClubRow | undefined> {
    const [row] = await this.byShortname.execute({ shortname });
    return row;
  }

  /** By hash, for the public read (GET /api/clubs/{clubHash} without a token). */
  async findByHash(clubHash: string): Promise<ClubRow | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.publicId, clubHash));
    return row;
  }

  async enabledFeatures(club: ClubRow): Promise<string[]> {
    const rows = await this.db
      .select({ code: clubFeatures.code })
      .from(clubFeatures)
      .where(eq(clubFeatures.clubId, club.id))
      .orderBy(asc(clubFeatures.code));
    return rows.map((r) => r.code);
  }

  /**
   * Profiles of the club: all of them, or only `ownerUserId`'s own profiles plus the children
   * they are guardian of. `userTypes` lists every profile type the linked user holds here.
   */
  async listProfiles(club: ClubRow, scope: { ownerUserId?: number; search?: string }, page: Page) {
    const conditions: (SQL | undefined)[] = [eq(profiles.clubId, club.id), eq(profiles.enabled, true)];
    // Each word must appear in the normalised search column (pg_trgm index), accents ignored.
    for (const word of normaliseSearchText(scope.search ?? '')
      .split(' ')
      .filter(Boolean)) {
      conditions.push(like(profiles.searchText, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    }
    if (scope.ownerUserId !== undefined) {
      const guardianProfiles = this.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.clubId, club.id), eq(profiles.userId, scope.ownerUserId)));
      const children = this.db
        .select({ id: guardianships.childProfileId })
        .from(guardianships)
        .where(inArray(guardianships.guardianProfileId, guardianProfiles));
      conditions.push(or(eq(profiles.userId, scope.ownerUserId), inArray(profiles.id, children)));
    }
    const userTypes = sql<number[] | null>`(
      select array_agg(distinct other.type) from ${profiles} as other
      where other.user_id = ${profiles.userId} and other.club_id = ${profiles.clubId} and other.enabled
    )`;
    const rows = await this.db
      .select({
        hash: profiles.publicId,
        type: profiles.type,
        name: profiles.name,
        surname: profiles.surname,
        userHash: users.publicId,
        userTypes,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(profiles)
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(...conditions))
      .orderBy(asc(profiles.surname), asc(profiles.name), asc(profiles.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows.length > 0) return { items: rows as ClubProfileRow[], total: rows[0]!.total };
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(profiles)
      .where(and(...conditions));
    return { items: [] as ClubProfileRow[], total: count?.total ?? 0 };
  }
}
