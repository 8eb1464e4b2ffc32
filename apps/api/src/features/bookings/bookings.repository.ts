import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  bookingBusyTimes,
  bookingCalendars,
  bookingExceptions,
  bookingLinkGroups,
  bookingOpeningRules,
  bookingPricingPolicies,
  bookings,
  clubs,
  profiles,
  users,
} from '../../db/schema';
import { newHumanReference } from '../../lib/human-reference';
import { newPublicId } from '../../lib/ids';

export type CalendarRow = typeof bookingCalendars.$inferSelect;
export type OpeningRuleRow = typeof bookingOpeningRules.$inferSelect;
export type ExceptionRow = typeof bookingExceptions.$inferSelect;
export type PolicyRow = typeof bookingPricingPolicies.$inferSelect;
export type LinkRow = typeof bookingLinkGroups.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingClub = { id: number; publicId: string; name: string; shortname: string; locale: string };
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'publicId' | 'reference' | 'createdAt' | 'updatedAt'>;

/** A feed's secret: 192 random bits, url-safe. */
export const newFeedToken = () => randomBytes(24).toString('base64url');

const LIVE = ne(bookings.status, 'cancelled');

/** Calendars, their hours and exceptions, price rules, links and bookings of the clubs. */
export class BookingsRepository {
  constructor(private readonly db: Db) {}

  async club(id: number): Promise<BookingClub> {
    const [row] = await this.db
      .select({ id: clubs.id, publicId: clubs.publicId, name: clubs.name, shortname: clubs.shortname, locale: clubs.locale })
      .from(clubs)
      .where(eq(clubs.id, id));
    return row!;
  }

  // Calendars ---------------------------------------------------------------------------------

  calendars(clubId: number): Promise<CalendarRow[]> {
    return this.db
      .select()
      .from(bookingCalendars)
      .where(eq(bookingCalendars.clubId, clubId))
      .orderBy(asc(bookingCalendars.position), asc(bookingCalendars.id));
  }

  async calendar(clubId: number, calendarHash: string): Promise<CalendarRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookingCalendars)
      .where(and(eq(bookingCalendars.clubId, clubId), eq(bookingCalendars.publicId, calendarHash)));
    return row;
  }

  async calendarByFeedToken(feedToken: string): Promise<CalendarRow | undefined> {
    const [row] = await this.db.select().from(bookingCalendars).where(eq(bookingCalendars.feedToken, feedToken));
    return row;
  }

  /** Every calendar reading an external feed, the least recently read first (never read: first of all). */
  calendarsWithExternalFeed(): Promise<CalendarRow[]> {
    return this.db
      .select()
      .from(bookingCalendars)
      .where(sql`${bookingCalendars.externalFeedUrl} is not null`)
      .orderBy(sql`${bookingCalendars.externalFeedCheckedAt} asc nulls first`, asc(bookingCalendars.id));
  }

  async insertCalendar(values: Omit<typeof bookingCalendars.$inferInsert, 'publicId' | 'feedToken'>): Promise<CalendarRow> {
    const [row] = await this.db
      .insert(bookingCalendars)
      .values({ publicId: newPublicId(), feedToken: newFeedToken(), ...values })
      .returning();
    return row!;
  }

  async updateCalendar(id: number, values: Partial<typeof bookingCalendars.$inferInsert>): Promise<CalendarRow> {
    const [row] = await this.db
      .update(bookingCalendars)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bookingCalendars.id, id))
      .returning();
    return row!;
  }

  async removeCalendar(id: number): Promise<void> {
    await this.db.delete(bookingCalendars).where(eq(bookingCalendars.id, id));
  }

  openingRules(calendarIds: readonly number[]): Promise<OpeningRuleRow[]> {
    if (!calendarIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(bookingOpeningRules)
      .where(inArray(bookingOpeningRules.calendarId, [...calendarIds]))
      .orderBy(asc(bookingOpeningRules.weekday), asc(bookingOpeningRules.opensAt));
  }

  async replaceOpeningRules(calendarId: number, rules: { weekday: number; opensAt: number; closesAt: number }[]): Promise<void> {
    await this.db.delete(bookingOpeningRules).where(eq(bookingOpeningRules.calendarId, calendarId));
    if (rules.length) await this.db.insert(bookingOpeningRules).values(rules.map((rule) => ({ calendarId, ...rule })));
  }

  // Exceptions --------------------------------------------------------------------------------

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

  // Pricing -----------------------------------------------------------------------------------

  policies(clubId: number): Promise<PolicyRow[]> {
    return this.db
      .select()
      .from(bookingPricingPolicies)
      .where(eq(bookingPricingPolicies.clubId, clubId))
      .orderBy(asc(bookingPricingPolicies.id));
  }

  async policy(clubId: number, policyHash: string): Promise<PolicyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookingPricingPolicies)
      .where(and(eq(bookingPricingPolicies.clubId, clubId), eq(bookingPricingPolicies.publicId, policyHash)));
    return row;
  }

  async insertPolicy(values: Omit<typeof bookingPricingPolicies.$inferInsert, 'publicId'>): Promise<PolicyRow> {
    const [row] = await this.db
      .insert(bookingPricingPolicies)
      .values({ publicId: newPublicId(), ...values })
      .returning();
    return row!;
  }

  async updatePolicy(id: number, values: Partial<typeof bookingPricingPolicies.$inferInsert>): Promise<PolicyRow> {
    const [row] = await this.db.update(bookingPricingPolicies).set(values).where(eq(bookingPricingPolicies.id, id)).returning();
    return row!;
  }

  async removePolicy(id: number): Promise<void> {
    await this.db.delete(bookingPricingPolicies).where(eq(bookingPricingPolicies.id, id));
  }

  // Links -------------------------------------------------------------------------------------

  links(clubId: number): Promise<LinkRow[]> {
    return this.db.select().from(bookingLinkGroups).where(eq(bookingLinkGroups.clubId, clubId)).orderBy(asc(bookingLinkGroups.id));
  }

  async link(clubId: number, linkHash: string): Promise<LinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookingLinkGroups)
      .where(and(eq(bookingLinkGroups.clubId, clubId), eq(bookingLinkGroups.publicId, linkHash)));
    return row;
  }

  async publicLink(linkHash: string): Promise<LinkRow | undefined> {
    const [row] = await this.db.select().from(bookingLinkGroups).where(eq(bookingLinkGroups.publicId, linkHash));
    return row;
  }

  async insertLink(values: Omit<typeof bookingLinkGroups.$inferInsert, 'publicId'>): Promise<LinkRow> {
    const [row] = await this.db
      .insert(bookingLinkGroups)
      .values({ publicId: newPublicId(), ...values })
      .returning();
    return row!;
  }

  async updateLink(id: number, values: Partial<typeof bookingLinkGroups.$inferInsert>): Promise<LinkRow> {
    const [row] = await this.db.update(bookingLinkGroups).set(values).where(eq(bookingLinkGroups.id, id)).returning();
    return row!;
  }

  async removeLink(id: number): Promise<void> {
    await this.db.delete(bookingLinkGroups).where(eq(bookingLinkGroups.id, id));
  }

  // Bookings ----------------------------------------------------------------------------------

  /** Live bookings and blocks of some calendars overlapping [from, to), plus external busy times. */
  async busy(calendarIds: readonly number[], from: Date, to: Date): Promise<{ calendarId: number; startAt: Date; endAt: Date }[]> {
    if (!calendarIds.length) return [];
    const ids = [...calendarIds];
    const own = await this.db
      .select({ calendarId: bookings.calendarId, startAt: bookings.startAt, endAt: bookings.endAt })
      .from(bookings)
      .where(
        and(
          inArray(bookings.calendarId, ids),
          LIVE,
          lt(bookings.startAt, to),
          gt(bookings.endAt, from),
          // A pending booking whose hold ran out no longer holds its slot.
          or(ne(bookings.status, 'pending'), isNull(bookings.holdUntil), gt(bookings.holdUntil, sql`now()`)),
        ),
      );
    const external = await this.db
      .select({ calendarId: bookingBusyTimes.calendarId, startAt: bookingBusyTimes.startAt, endAt: bookingBusyTimes.endAt })
      .from(bookingBusyTimes)
      .where(and(inArray(bookingBusyTimes.calendarId, ids), lt(bookingBusyTimes.startAt, to), gt(bookingBusyTimes.endAt, from)));
    return [...own, ...external];
  }

  /** Bookings (all states) of the club's calendars starting in [from, to), for the agenda. */
  inRange(clubId: number, from: Date, to: Date): Promise<BookingRow[]> {
    return this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.clubId, clubId), lt(bookings.startAt, to), gt(bookings.endAt, from)))
      .orderBy(asc(bookings.startAt), asc(bookings.id));
  }

  /** One calendar's live bookings from an instant on (the ICS feed). */
  calendarBookingsSince(calendarId: number, from: Date): Promise<BookingRow[]> {
    return this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.calendarId, calendarId), gte(bookings.endAt, from)))
      .orderBy(asc(bookings.startAt))
      .limit(5000);
  }

  async byHash(bookingHash: string): Promise<BookingRow | undefined> {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.publicId, bookingHash));
    return row;
  }

  async lockByHash(bookingHash: string): Promise<BookingRow | undefined> {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.publicId, bookingHash)).for('update');
    return row;
  }

  async inClub(clubId: number, bookingHash: string): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.clubId, clubId), eq(bookings.publicId, bookingHash)))
      .for('update');
    return row;
  }

  async calendarById(id: number): Promise<CalendarRow> {
    const [row] = await this.db.select().from(bookingCalendars).where(eq(bookingCalendars.id, id));
    return row!;
  }

  /** Live bookings of an email through a link's calendars starting in [from, to) (the weekly cap). */
  async countForBooker(clubId: number, email: string, calendarIds: readonly number[], from: Date, to: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.clubId, clubId),
          eq(bookings.bookerEmail, email),
          inArray(bookings.calendarId, [...calendarIds]),
          LIVE,
          gte(bookings.startAt, from),
          lt(bookings.startAt, to),
        ),
      );
    return row?.n ?? 0;
  }

  /** Serialises one booker's bookings in a club until the transaction ends (the weekly cap). */
  async lockBooker(clubId: number, email: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${clubId}::int, hashtext(${email}))`);
  }

  /**
   * Inserts a booking with a new short reference; the exclusion constraint refuses an overlap
   * (23P01, caught by the caller). Pending bookings whose hold ran out on that calendar are
   * cancelled first, so an abandoned payment never blocks the slot. A reference already used in
   * the club (one chance in a billion) inserts nothing, without aborting the transaction, and is
   * drawn again.
   */
  async insert(values: NewBooking): Promise<BookingRow> {
    await this.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(bookings.calendarId, values.calendarId), eq(bookings.status, 'pending'), lt(bookings.holdUntil, sql`now()`)));
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await this.db
        .insert(bookings)
        .values({ publicId: newPublicId(), reference: newHumanReference('R'), ...values })
        // Only the reference's index: an overlap still raises, as the caller expects.
        .onConflictDoNothing({ target: [bookings.clubId, bookings.reference] })
        .returning();
      if (row) return row;
    }
    throw new Error('could not draw a unique booking reference');
  }

  async update(id: number, values: Partial<NewBooking>): Promise<BookingRow> {
    const [row] = await this.db
      .update(bookings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bookings.id, id))
      .returning();
    return row!;
  }

  /**
   * A calendar's bookings and blocks not cancelled that start after `now`, soonest first; `lock`
   * takes their rows (a payment confirming one waits, and then finds it cancelled).
   */
  async liveAhead(calendarId: number, now: Date, { lock = false } = {}): Promise<BookingRow[]> {
    const query = this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.calendarId, calendarId), LIVE, gt(bookings.startAt, now)))
      .orderBy(asc(bookings.startAt), asc(bookings.id));
    return lock ? query.for('update') : query;
  }

  /** Pending bookings whose hold ran out are cancelled (the slot is free again). */
  async expirePending(limit: number): Promise<number> {
    const rows = await this.db.execute(sql`
      update bookings set status = 'cancelled', cancelled_at = now(), updated_at = now()
      where id in (select id from bookings where status = 'pending' and hold_until < now() limit ${limit} for update skip locked)
      returning id`);
    return (rows as unknown as { rows?: unknown[] }).rows?.length ?? (rows as unknown as unknown[]).length ?? 0;
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

  async profile(id: number): Promise<{ id: number; name: string; surname: string; email: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: profiles.id, name: profiles.name, surname: profiles.surname, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, id));
    return row;
  }

  async accountEmail(userId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? undefined;
  }

  async replaceBusyTimes(calendarId: number, busy: { startAt: Date; endAt: Date; summary: string }[]): Promise<void> {
    await this.db.delete(bookingBusyTimes).where(eq(bookingBusyTimes.calendarId, calendarId));
    for (let i = 0; i < busy.length; i += 500) {
      await this.db.insert(bookingBusyTimes).values(busy.slice(i, i + 500).map((b) => ({ calendarId, ...b })));
    }
  }
}
