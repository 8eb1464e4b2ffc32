import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, profiles, users } from '../../db/schema';
import type { BookingClub } from './booking-rows';

/**
 * What bookings reads of the club and its people (tables other areas write): the club's name and
 * language for pages and e-mails, and who a booker is for the member price.
 */
export class ClubDirectoryRepository {
  constructor(private readonly db: Db) {}

  async club(id: number): Promise<BookingClub> {
    const [row] = await this.db
      .select({ id: clubs.id, publicId: clubs.publicId, name: clubs.name, shortname: clubs.shortname, locale: clubs.locale })
      .from(clubs)
      .where(eq(clubs.id, id));
    return row!;
  }

  /** A club's person with this email, if any (a manager's booking for a member gets the member price). */
  async memberByEmail(clubId: number, email: string): Promise<{ id: number } | undefined> {
    const [row] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      // A pre-enrolment not yet accepted gets no member price.
      .where(
        and(
          eq(profiles.clubId, clubId),
          sql`lower(${profiles.email}) = ${email.toLowerCase()}`,
          eq(profiles.enabled, true),
          eq(profiles.preEnrollment, false),
        ),
      )
      .limit(1);
    return row;
  }

  async profile(clubId: number, id: number): Promise<{ id: number; name: string; surname: string; email: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: profiles.id, name: profiles.name, surname: profiles.surname, email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), eq(profiles.id, id)));
    return row;
  }

  /** The e-mail of the signed-in account (a platform row, not a club's). */
  async accountEmail(userId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? undefined;
  }
}
