import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { bookingCalendars, bookingExceptions, bookingOpeningRules } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { CalendarRow, ExceptionRow, OpeningRuleRow } from './booking-rows';

/** A feed's secret: 192 random bits, url-safe. */
export const newFeedToken = () => randomBytes(24).toString('base64url');

type OpeningBand = { weekday: number; opensAt: number; closesAt: number };

/** A club's calendars (courts, rooms) with their weekly hours, and the club's closed or special days. */
export class CalendarsRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<CalendarRow[]> {
    return this.db
      .select()
      .from(bookingCalendars)
      .where(eq(bookingCalendars.clubId, clubId))
      .orderBy(asc(bookingCalendars.position), asc(bookingCalendars.id));
  }

  async byHash(clubId: number, calendarHash: string): Promise<CalendarRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookingCalendars)
      .where(and(eq(bookingCalendars.clubId, clubId), eq(bookingCalendars.publicId, calendarHash)));
    return row;
  }

  async byId(clubId: number, id: number): Promise<CalendarRow> {
    const [row] = await this.db
      .select()
      .from(bookingCalendars)
      .where(and(eq(bookingCalendars.clubId, clubId), eq(bookingCalendars.id, id)));
    return row!;
  }

  /** The calendar a private feed address names (public: the token is the only key, and names the club). */
  async byFeedToken(feedToken: string): Promise<CalendarRow | undefined> {
    const [row] = await this.db.select().from(bookingCalendars).where(eq(bookingCalendars.feedToken, feedToken));
    return row;
  }

  async insert(values: Omit<typeof bookingCalendars.$inferInsert, 'publicId' | 'feedToken'>): Promise<CalendarRow> {
    const [row] = await this.db
      .insert(bookingCalendars)
      .values({ publicId: newPublicId(), feedToken: newFeedToken(), ...values })
      .returning();
    return row!;
  }

  async update(clubId: number, id: number, values: Partial<typeof bookingCalendars.$inferInsert>): Promise<CalendarRow> {
    const [row] = await this.db
      .update(bookingCalendars)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(bookingCalendars.clubId, clubId), eq(bookingCalendars.id, id)))
      .returning();
    return row!;
  }

  async remove(clubId: number, id: number): Promise<void> {
    await this.db.delete(bookingCalendars).where(and(eq(bookingCalendars.clubId, clubId), eq(bookingCalendars.id, id)));
  }

  /** The club's calendars among `ids` (opening rules and busy times carry no club of their own). */
  private inClub(clubId: number, calendarIds: readonly number[]) {
    return this.db
      .select({ id: bookingCalendars.id })
      .from(bookingCalendars)
      .where(and(eq(bookingCalendars.clubId, clubId), inArray(bookingCalendars.id, [...calendarIds])));
  }

  // Weekly hours --------------------------------------------------------------------------------

  openingRules(clubId: number, calendarIds: readonly number[]): Promise<OpeningRuleRow[]> {
    if (!calendarIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(bookingOpeningRules)
      .where(inArray(bookingOpeningRules.calendarId, this.inClub(clubId, calendarIds)))
      .orderBy(asc(bookingOpeningRules.weekday), asc(bookingOpeningRules.opensAt));
  }

  async replaceOpeningRules(clubId: number, calendarId: number, rules: OpeningBand[]): Promise<void> {
    if (!(await this.inClub(clubId, [calendarId])).length) throw new Error('calendar of another club');
    await this.db.delete(bookingOpeningRules).where(eq(bookingOpeningRules.calendarId, calendarId));
    if (rules.length) await this.db.insert(bookingOpeningRules).values(rules.map((rule) => ({ calendarId, ...rule })));
  }

  // Exceptions (closed or special days) ---------------------------------------------------------

  exceptions(clubId: number, from: string, until?: string): Promise<ExceptionRow[]> {
    return this.db
      .select()
      .from(bookingExceptions)
      .where(
        and(
          eq(bookingExceptions.clubId, clubId),
          gte(bookingExceptions.day, from),
          until === undefined ? undefined : lt(bookingExceptions.day, until),
        ),
      )
      .orderBy(asc(bookingExceptions.day), asc(bookingExceptions.id));
  }

  async insertException(values: Omit<typeof bookingExceptions.$inferInsert, 'publicId'>): Promise<ExceptionRow> {
    const [row] = await this.db
      .insert(bookingExceptions)
      .values({ publicId: newPublicId(), ...values })
      .returning();
    return row!;
  }

  /** Removes the club's exception; false when there is no such exception in the club. */
  async removeException(clubId: number, exceptionHash: string): Promise<boolean> {
    const removed = await this.db
      .delete(bookingExceptions)
      .where(and(eq(bookingExceptions.clubId, clubId), eq(bookingExceptions.publicId, exceptionHash)))
      .returning({ id: bookingExceptions.id });
    return removed.length > 0;
  }
}
