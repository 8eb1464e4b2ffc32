import { and, asc, desc, eq, exists, gte, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingCalendars, bookingLinkGroups, bookings, campaigns, orderItems, orders, users } from '../../db/schema';

/** How many rows a home shows at most: the newest orders, the soonest bookings. */
export const MEMBER_HOME_LIMIT = 50;

/**
 * One account's own orders and bookings in one club (issue 21 item 5). Every query is scoped by
 * the club and by the account: rows placed signed in as it (or with one of its profiles), and
 * guest rows under its address only while that address is confirmed (registering an address
 * proves nothing), as for the account's tickets.
 */
export class MemberHomeRepository {
  constructor(private readonly db: Db) {}

  /** The account's address, lower-cased, when it is confirmed; null otherwise. */
  private async confirmedEmail(userId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.emailValidatedAt)));
    return row ? row.email.toLowerCase() : null;
  }

  async orders(clubId: number, userId: number) {
    const email = await this.confirmedEmail(userId);
    const guestOrders = email ? and(isNull(orders.userId), eq(orders.paidByEmail, email)) : undefined;
    const rows = await this.db
      .select({
        id: orders.id,
        hash: orders.publicId,
        purchaseIdentifier: orders.purchaseIdentifier,
        createdAt: orders.createdAt,
        status: orders.status,
        amount: orders.amountCents,
        campaign: { hash: campaigns.publicId, name: campaigns.name },
      })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .where(and(eq(orders.clubId, clubId), or(eq(orders.userId, userId), guestOrders)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(MEMBER_HOME_LIMIT);
    const lines =
      rows.length === 0
        ? []
        : await this.db
            .select({ orderId: orderItems.orderId, name: orderItems.name, option: orderItems.optionName, quantity: orderItems.quantity })
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(orderItems.id));
    return rows.map(({ id, ...row }) => ({ ...row, lines: lines.filter((line) => line.orderId === id) }));
  }

  /** Coming (not yet ended), not cancelled bookings made with the account's profiles here or its confirmed address. */
  async comingBookings(clubId: number, userId: number, profileIds: readonly number[], now: Date) {
    const email = await this.confirmedEmail(userId);
    const mine: SQL[] = [];
    if (profileIds.length > 0) mine.push(inArray(bookings.profileId, [...profileIds]));
    if (email) mine.push(eq(bookings.bookerEmail, email));
    if (mine.length === 0) return [];
    return this.db
      .select({
        hash: bookings.publicId,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        status: bookings.status,
        amount: bookings.amount,
        currency: bookings.currency,
        calendarName: bookingCalendars.name,
        timeZone: bookingCalendars.timeZone,
      })
      .from(bookings)
      .innerJoin(bookingCalendars, eq(bookingCalendars.id, bookings.calendarId))
      .where(
        and(
          eq(bookings.clubId, clubId),
          eq(bookings.kind, 'booking'),
          ne(bookings.status, 'cancelled'),
          gte(bookings.endAt, now),
          or(...mine),
        ),
      )
      .orderBy(asc(bookings.startAt), asc(bookings.id))
      .limit(MEMBER_HOME_LIMIT);
  }

  /** The club's enabled booking links that have a calendar, by name. */
  openLinks(clubId: number) {
    return this.db
      .select({ hash: bookingLinkGroups.publicId, name: bookingLinkGroups.name, audience: bookingLinkGroups.audience })
      .from(bookingLinkGroups)
      .where(
        and(
          eq(bookingLinkGroups.clubId, clubId),
          eq(bookingLinkGroups.enabled, true),
          exists(
            this.db
              .select({ id: bookingCalendars.id })
              .from(bookingCalendars)
              .where(and(eq(bookingCalendars.clubId, clubId), sql`${bookingCalendars.id} = any(${bookingLinkGroups.calendarIds})`)),
          ),
        ),
      )
      .orderBy(asc(bookingLinkGroups.name), asc(bookingLinkGroups.id));
  }
}
