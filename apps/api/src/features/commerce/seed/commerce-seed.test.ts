import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { campaignProducts, campaigns, clubs, orders, tickets, users } from '../../../db/schema';
import { seedDemoCommerce } from './commerce-seed';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

describe('demo shop', () => {
  it('gives CD Demo four campaigns and orders in every state, with stock and collected that follow the orders', async () => {
    const db = testDb.database.db;
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, 'cd-demo'));
    const names = (await db.select({ name: campaigns.name }).from(campaigns).where(eq(campaigns.clubId, club!.id))).map((c) => c.name);
    // Kit, the league match, the raffle and the cup match already played (issue 21: a past event).
    expect(names).toHaveLength(4);
    const states = await db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.clubId, club!.id))
      .groupBy(orders.status);
    expect(states.map((s) => s.status).sort()).toEqual([0, 1, 2, 3]);
    expect(states.reduce((sum, s) => sum + s.count, 0)).toBeGreaterThanOrEqual(250);
    const mismatches = await db.execute(sql`
      select c.id from campaigns c
       where c.collected_cents <> coalesce((select sum(o.amount_cents) from orders o where o.campaign_id = c.id and o.status = 1), 0)
      union all
      select p.id from campaign_products p
       where p.stock_sold <> coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                                        where i.product_id = p.id and o.status in (0, 1)), 0)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
    // Tickets: one per unit of a paid ticket order; seats held by paid and pending orders only.
    const ticketMismatches = await db.execute(sql`
      select o.id from orders o join order_items i on i.order_id = o.id join campaign_products p on p.id = i.product_id
       where p.is_ticket and o.status = 1 and o.club_id = ${club!.id}
         and (select count(*) from tickets t where t.order_item_id = i.id and not t.cancelled) <> i.quantity
      union all
      select h.order_id from seat_holds h join orders o on o.id = h.order_id where o.status not in (0, 1)`);
    expect((ticketMismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The ledger has a payment for every paid or refunded order (and none for the others), in its status.
    const ledgerMismatches = await db.execute(sql`
      select o.id from orders o left join payments p on p.purpose = 'shop_order' and p.subject_id = o.public_id
       where o.club_id = ${club!.id}
         and (case o.status when 1 then p.status is distinct from 'paid' or p.amount <> o.amount_cents
                            when 3 then p.status is distinct from 'refunded' or p.refunded_amount <> o.amount_cents
                            else p.id is not null end)`);
    expect((ledgerMismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [guardian] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'guardian@demo.test'));
    const guardianTickets = await db
      .select({
        seatRow: tickets.seatRow,
        reference: tickets.reference,
        eventStartsAt: campaignProducts.eventStartsAt,
        eventVenue: campaignProducts.eventVenue,
      })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .innerJoin(campaignProducts, eq(campaignProducts.id, tickets.productId))
      .where(eq(orders.userId, guardian!.id));
    expect(guardianTickets.length).toBeGreaterThan(0);
    expect(guardianTickets.every((ticket) => ticket.seatRow !== null)).toBe(true);
    expect(guardianTickets.every((ticket) => /^T-[0-9A-Z]{4}-[0-9A-Z]{2}$/.test(ticket.reference))).toBe(true);
    // Their tickets say when and where: one match to come, one already played.
    const now = Date.now();
    expect(guardianTickets.some((ticket) => ticket.eventStartsAt!.getTime() > now)).toBe(true);
    expect(guardianTickets.some((ticket) => ticket.eventStartsAt!.getTime() < now)).toBe(true);
    expect(new Set(guardianTickets.map((ticket) => ticket.eventVenue))).toEqual(new Set(['Campo Municipal']));
    // The member's home has an order history too: a paid order of the kit campaign.
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@demo.test'));
    const memberOrders = await db.select({ status: orders.status }).from(orders).where(eq(orders.userId, member!.id));
    expect(memberOrders).toEqual([{ status: 1 }]);
    // Idempotent: a second run adds nothing.
    await seedDemoCommerce(db);
    expect(await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.clubId, club!.id))).toHaveLength(4);
  });
});
