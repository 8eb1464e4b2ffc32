import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { campaignProducts, campaigns, clubs, orderItems, orders, seatHolds, tickets, users } from '../../db/schema';
import { newHumanReference } from '../../lib/human-reference';
import { preparedOnce } from '../../lib/data/prepared-once';
import { newPublicId } from '../../lib/ids';

export type TicketRow = typeof tickets.$inferSelect;
export type SeatHoldRow = typeof seatHolds.$inferSelect;
export type SeatInput = { row: number; seat: number };

/** What a ticket's QR carries: 128 random bits, so no ticket tells anything about another. */
const newTicketCode = () => `T1-${randomBytes(16).toString('base64url')}`;

/** Seats held by orders and the tickets of paid orders. */
export class TicketsRepository {
  constructor(private readonly db: Db) {}

  /** Every order shown reads its seats and tickets: prepared once per repository, on first use (as the orders'). */
  private readonly prepared = preparedOnce(() => {
    const ids = sql.placeholder('ids');
    return {
      seats: this.db
        .select()
        .from(seatHolds)
        .where(sql`${seatHolds.orderId} = any(${ids}::int[])`)
        .orderBy(asc(seatHolds.seatRow), asc(seatHolds.seatNumber))
        .prepare('seat_holds_of_orders'),
      tickets: this.db
        .select()
        .from(tickets)
        .where(sql`${tickets.orderId} = any(${ids}::int[])`)
        .orderBy(asc(tickets.orderItemId), asc(tickets.seatRow), asc(tickets.seatNumber), asc(tickets.id))
        .prepare('tickets_of_orders'),
    };
  });

  async account(userPublicId: string): Promise<{ id: number; email: string } | undefined> {
    const [row] = await this.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.publicId, userPublicId));
    return row;
  }

  async takenSeats(productId: number): Promise<SeatInput[]> {
    const rows = await this.db
      .select({ row: seatHolds.seatRow, seat: seatHolds.seatNumber })
      .from(seatHolds)
      .where(eq(seatHolds.productId, productId))
      .orderBy(asc(seatHolds.seatRow), asc(seatHolds.seatNumber));
    return rows;
  }

  /**
   * Holds the seats for an order line; a seat someone else holds is skipped by the unique key
   * (never overwritten), so the answer is whether every seat was free.
   */
  async holdSeats(hold: { productId: number; orderId: number; orderItemId: number }, seats: readonly SeatInput[]): Promise<boolean> {
    if (seats.length === 0) return true;
    const held = await this.db
      .insert(seatHolds)
      .values(seats.map((seat) => ({ ...hold, seatRow: seat.row, seatNumber: seat.seat })))
      .onConflictDoNothing()
      .returning({ id: seatHolds.id });
    return held.length === seats.length;
  }

  seatsOf(orderIds: readonly number[]): Promise<SeatHoldRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.prepared().seats.execute({ ids: [...orderIds] });
  }

  /** An order let go (expired, refunded): its seats are free again. */
  async releaseSeats(orderIds: readonly number[]): Promise<void> {
    if (orderIds.length === 0) return;
    await this.db.delete(seatHolds).where(inArray(seatHolds.orderId, [...orderIds]));
  }

  /**
   * Issues tickets, each with its QR code and a short reference. A reference already used in the
   * club (one chance in a billion a ticket) skips that row (no aborted transaction) and is drawn
   * again; the code and public id are 128 random bits, so they never clash in practice.
   */
  async issue(
    values: { clubId: number; orderId: number; orderItemId: number; productId: number; seat: SeatInput | null }[],
  ): Promise<void> {
    let pending = values.map(({ seat, ...ticket }) => ({ ...ticket, seatRow: seat?.row ?? null, seatNumber: seat?.seat ?? null }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 5) throw new Error('could not draw unique ticket references');
      const drawn = pending.map((ticket) => ({
        ticket,
        publicId: newPublicId(),
        code: newTicketCode(),
        reference: newHumanReference('T'),
      }));
      const inserted = await this.db
        .insert(tickets)
        .values(drawn.map(({ ticket, ...keys }) => ({ ...ticket, ...keys })))
        .onConflictDoNothing()
        .returning({ publicId: tickets.publicId });
      const done = new Set(inserted.map((row) => row.publicId));
      pending = drawn.filter((entry) => !done.has(entry.publicId)).map((entry) => entry.ticket);
    }
  }

  async cancelOf(orderId: number): Promise<void> {
    await this.db.update(tickets).set({ cancelled: true }).where(eq(tickets.orderId, orderId));
  }

  ticketsOf(orderIds: readonly number[]): Promise<TicketRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.prepared().tickets.execute({ ids: [...orderIds] });
  }

  /**
   * A person's tickets in every club, the events to come first: orders placed signed in as them
   * or handed over to them (accounts: confirming the address), and guest orders with their address
   * while it is confirmed. Registering an address proves nothing, so before its confirmation
   * the address's guest orders, whose tickets are bearer secrets, stay out.
   */
  async ofBuyer(userId: number, email: string, limit = 200) {
    const addressConfirmed = exists(
      this.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.emailValidatedAt))),
    );
    // When the ticket is for: its event's start, or, when the club gave none, the end of sales.
    const eventDay = sql`coalesce(${campaignProducts.eventStartsAt}, ${campaigns.endsAt})`;
    const guestOrderOfAddress = and(isNull(orders.userId), eq(orders.paidByEmail, email.toLowerCase()), addressConfirmed);
    return this.db
      .select({
        ticket: tickets,
        productName: orderItems.name,
        optionName: orderItems.optionName,
        event: { eventStartsAt: campaignProducts.eventStartsAt, eventVenue: campaignProducts.eventVenue },
        club: { hash: clubs.publicId, name: clubs.name },
        campaign: { hash: campaigns.publicId, name: campaigns.name, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt },
        order: { hash: orders.publicId, purchaseIdentifier: orders.purchaseIdentifier },
      })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
      .innerJoin(campaignProducts, eq(campaignProducts.id, tickets.productId))
      .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .innerJoin(clubs, eq(clubs.id, orders.clubId))
      .where(or(eq(orders.userId, userId), guestOrderOfAddress))
      .orderBy(sql`${eventDay} < now()`, asc(eventDay), desc(tickets.createdAt), asc(tickets.id))
      .limit(limit);
  }

  /** Who holds a product's units: its order lines in pending or paid orders, with their seats. */
  async soldLines(productId: number) {
    return this.db
      .select({ item: orderItems, order: orders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productId, productId), inArray(orders.status, [0, 1])))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }
}
