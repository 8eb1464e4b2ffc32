import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { newHumanReference } from '../../lib/human-reference';
import { newPublicId } from '../../lib/ids';
import type { BookingRow, BusyInterval, NewBooking } from './booking-rows';

const LIVE = ne(bookings.status, 'cancelled');

/** A club's bookings and blocks on its calendars. */
export class BookingsRepository {
  constructor(private readonly db: Db) {}

  /** Live bookings and blocks of some of the club's calendars overlapping [from, to). */
  async busy(clubId: number, calendarIds: readonly number[], from: Date, to: Date): Promise<BusyInterval[]> {
    if (!calendarIds.length) return [];
    return this.db
      .select({ calendarId: bookings.calendarId, startAt: bookings.startAt, endAt: bookings.endAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.clubId, clubId),
          inArray(bookings.calendarId, [...calendarIds]),
          LIVE,
          lt(bookings.startAt, to),
          gt(bookings.endAt, from),
          // A pending booking whose hold ran out no longer holds its slot.
          or(ne(bookings.status, 'pending'), isNull(bookings.holdUntil), gt(bookings.holdUntil, sql`now()`)),
        ),
      );
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
  calendarBookingsSince(clubId: number, calendarId: number, from: Date): Promise<BookingRow[]> {
    return this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.clubId, clubId), eq(bookings.calendarId, calendarId), gte(bookings.endAt, from)))
      .orderBy(asc(bookings.startAt))
      .limit(5000);
  }

  /** The booking a public address names (its status page: the hash is the key, and names the club). */
  async byHash(bookingHash: string): Promise<BookingRow | undefined> {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.publicId, bookingHash));
    return row;
  }

  /** `byHash`, its row locked until the transaction ends. */
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

  async update(clubId: number, id: number, values: Partial<NewBooking>): Promise<BookingRow> {
    const [row] = await this.db
      .update(bookings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(bookings.clubId, clubId), eq(bookings.id, id)))
      .returning();
    return row!;
  }

  /**
   * A calendar's bookings and blocks not cancelled that start after `now`, soonest first; `lock`
   * takes their rows (a payment confirming one waits, and then finds it cancelled).
   */
  async liveAhead(clubId: number, calendarId: number, now: Date, { lock = false } = {}): Promise<BookingRow[]> {
    const query = this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.clubId, clubId), eq(bookings.calendarId, calendarId), LIVE, gt(bookings.startAt, now)))
      .orderBy(asc(bookings.startAt), asc(bookings.id));
    return lock ? query.for('update') : query;
  }

  /** Pending bookings whose hold ran out are cancelled, in every club (the scheduler's job): the slot is free again. */
  async expirePending(limit: number): Promise<number> {
    const rows = await this.db.execute(sql`
      update bookings set status = 'cancelled', cancelled_at = now(), updated_at = now()
      where id in (select id from bookings where status = 'pending' and hold_until < now() limit ${limit} for update skip locked)
      returning id`);
    return (rows as unknown as { rows?: unknown[] }).rows?.length ?? (rows as unknown as unknown[]).length ?? 0;
  }
}
