import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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
}
