import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guardianships, profiles, users } from '../../db/schema';

/** One of the people a home shows: the account's own profile or a child of it. */
export type HomePersonRow = { id: number; hash: string; name: string; surname: string; relation: 'self' | 'child' };

/** How many rows a home shows at most: the newest orders, the soonest bookings. */
export const MEMBER_HOME_LIMIT = 50;

/**
 * The member's home (issue 21 item 5) reads one account's own orders and bookings in one club
 * through the shop's and bookings' public interfaces (member-home-sources.ts); here only whose
 * rows they are: guest rows count under the account's address only while that address is
 * confirmed (registering an address proves nothing), as for the account's tickets.
 */
export class MemberHomeRepository {
  constructor(private readonly db: Db) {}

  /** The account's address, lower-cased, when it is confirmed; null otherwise. */
  async confirmedEmail(userId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.emailValidatedAt)));
    return row ? row.email.toLowerCase() : null;
  }

  /**
   * The people of the home in the club: the account's own enabled profiles (`profileIds`, the
   * club context's) and the enabled children they are the guardian of, each profile once.
   */
  async people(clubId: number, profileIds: readonly number[]): Promise<HomePersonRow[]> {
    if (profileIds.length === 0) return [];
    const columns = { id: profiles.id, hash: profiles.publicId, name: profiles.name, surname: profiles.surname };
    const [own, children] = await Promise.all([
      this.db
        .select(columns)
        .from(profiles)
        .where(and(eq(profiles.clubId, clubId), inArray(profiles.id, [...profileIds]), eq(profiles.enabled, true)))
        .orderBy(asc(profiles.id)),
      this.db
        .selectDistinct(columns)
        .from(guardianships)
        .innerJoin(profiles, eq(profiles.id, guardianships.childProfileId))
        .where(and(inArray(guardianships.guardianProfileId, [...profileIds]), eq(profiles.clubId, clubId), eq(profiles.enabled, true)))
        .orderBy(asc(profiles.id)),
    ]);
    const seen = new Set(own.map((row) => row.id));
    return [
      ...own.map((row) => ({ ...row, relation: 'self' as const })),
      ...children.filter((row) => !seen.has(row.id)).map((row) => ({ ...row, relation: 'child' as const })),
    ];
  }
}
