import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignProducts, campaigns, clubs, orderItems, orders, productOptions, profiles, users } from '../../db/schema';
import { UNKEPT_LIST, type KeptList } from '../../lib/cache/kept-list';
import { fromNearerEnd } from '../../lib/hydra';
import { preparedOnce } from '../../lib/data/prepared-once';
import { newPublicId } from '../../lib/ids';
import type { TicketEvent } from './order.presenter';
import { reserveOrder, type ReserveOrderInput, type ReserveOrderResult } from './reserve-order';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
export type OrderFilters = {
  status?: number;
  paidBy?: 'guardian' | 'external';
  from?: string;
  to?: string;
  campaign?: string;
  product?: string;
  search?: string;
};

/** Orders and their lines; stock moves here, one conditional update per product or option. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /**
   * The reads of every managers' orders page and every order shown, prepared once per repository
   * (on first use, not when a unit of work binds one to its transaction): building a select of a
   * whole row with 30 ids in drizzle cost more than PostgreSQL's answer. Ids go as one array.
   */
  private readonly prepared = preparedOnce(() => {
    const ids = sql.placeholder('ids');
    return {
      page: this.db
        .select()
        .from(orders)
        .where(and(eq(orders.clubId, sql.placeholder('clubId')), sql`${orders.id} = any(${ids}::int[])`))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .prepare('orders_page_rows'),
      items: this.db
        .select()
        .from(orderItems)
        .where(sql`${orderItems.orderId} = any(${ids}::int[])`)
        .orderBy(asc(orderItems.id))
        .prepare('order_items_of_orders'),
      lines: this.db
        .select({
          item: orderItems,
          productHash: campaignProducts.publicId,
          eventStartsAt: campaignProducts.eventStartsAt,
          eventVenue: campaignProducts.eventVenue,
        })
        .from(orderItems)
        .leftJoin(campaignProducts, eq(campaignProducts.id, orderItems.productId))
        .where(sql`${orderItems.orderId} = any(${ids}::int[])`)
        .orderBy(asc(orderItems.id))
        .prepare('order_lines_of_orders'),
      campaigns: this.db
        .select({ id: campaigns.id, hash: campaigns.publicId, name: campaigns.name })
        .from(campaigns)
        .where(sql`${campaigns.id} = any(${ids}::int[])`)
        .prepare('campaigns_of_orders'),
    };
  });

  /** The signed-in buyer: account details and whether they are a member or guardian of the club. */
  async buyer(userPublicId: string, clubId: number) {
    const [user] = await this.db
      .select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email })
      .from(users)
      .where(eq(users.publicId, userPublicId));
    if (!user) return undefined;
    const [profile] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.userId, user.id),
          eq(profiles.clubId, clubId),
          eq(profiles.enabled, true),
          // A pre-enrolment not yet accepted is no membership.
          eq(profiles.preEnrollment, false),
          inArray(profiles.type, [PROFILE_TYPE_CODES.member, PROFILE_TYPE_CODES.guardian]),
        ),
      )
      .limit(1);
    return { ...user, inClub: Boolean(profile) };
  }

  async byHash(orderHash: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.publicId, orderHash));
    return row;
  }

  /** The order, locked for this transaction (payment and expiry never cross). */
  async lockByHash(orderHash: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.publicId, orderHash)).for('update');
    return row;
  }

  /** Takes `quantity` units of a product if that many are left; false when they are not. */
  async takeProductUnits(productId: number, quantity: number): Promise<boolean> {
    const taken = await this.db
      .update(campaignProducts)
      .set({ stockSold: sql`${campaignProducts.stockSold} + ${quantity}` })
      .where(and(eq(campaignProducts.id, productId), sql`${campaignProducts.stockSold} + ${quantity} <= ${campaignProducts.stockTotal}`))
      .returning({ id: campaignProducts.id });
    return taken.length === 1;
  }

  async takeOptionUnits(optionId: number, quantity: number): Promise<boolean> {
    const taken = await this.db
      .update(productOptions)
      .set({ stockSold: sql`${productOptions.stockSold} + ${quantity}` })
      .where(and(eq(productOptions.id, optionId), sql`${productOptions.stockSold} + ${quantity} <= ${productOptions.stockTotal}`))
      .returning({ id: productOptions.id });
    return taken.length === 1;
  }

  /** Gives an order's units back (an expired reservation, a refund). */
  async returnUnits(items: readonly OrderItemRow[]): Promise<void> {
    // Products, then options, each in the order of its id: the order checkout takes them in
    // (tribuna_reserve_order, migration 0021), so a return and a checkout never wait in a circle.
    for (const [productId, quantity] of unitsBy(items, (item) => item.productId)) {
      await this.db
        .update(campaignProducts)
        .set({ stockSold: sql`${campaignProducts.stockSold} - ${quantity}` })
        .where(eq(campaignProducts.id, productId));
    }
    for (const [optionId, quantity] of unitsBy(items, (item) => item.optionId)) {
      await this.db
        .update(productOptions)
        .set({ stockSold: sql`${productOptions.stockSold} - ${quantity}` })
        .where(eq(productOptions.id, optionId));
    }
  }

  /** Checkout's write in one statement (reserve-order.ts). */
  reserve(input: ReserveOrderInput): Promise<ReserveOrderResult> {
    return reserveOrder(this.db, input);
  }

  /** The order and its lines; the lines come back in the order given (identities rise as inserted). */
  async insert(
    values: Omit<typeof orders.$inferInsert, 'id' | 'publicId'>,
    items: NewOrderItem[],
  ): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
    const [order] = await this.db
      .insert(orders)
      .values({ ...values, publicId: newPublicId() })
      .returning();
    const lines = await this.db
      .insert(orderItems)
      .values(items.map((item) => ({ ...item, orderId: order!.id })))
      .returning();
    return { order: order!, items: lines.sort((a, b) => a.id - b.id) };
  }

  items(orderIds: readonly number[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.prepared().items.execute({ ids: [...orderIds] });
  }

  /** The orders' lines with their products' hashes and events (what showing an order needs), in one read. */
  async linesOf(
    orderIds: readonly number[],
  ): Promise<{ items: OrderItemRow[]; hashes: Map<number, string>; events: Map<number, TicketEvent> }> {
    const hashes = new Map<number, string>();
    const events = new Map<number, TicketEvent>();
    if (orderIds.length === 0) return { items: [], hashes, events };
    const rows = await this.prepared().lines.execute({ ids: [...orderIds] });
    for (const { item, productHash, eventStartsAt, eventVenue } of rows) {
      if (productHash === null) continue;
      hashes.set(item.productId, productHash);
      events.set(item.productId, { eventStartsAt, eventVenue });
    }
    return { items: rows.map((row) => row.item), hashes, events };
  }

  /** One order's state, payment, checkout page or delivery changed; answers the row as it now is. */
  async change(
    order: OrderRow,
    values: Partial<Pick<OrderRow, 'status' | 'paidAt' | 'refundedAt' | 'checkoutUrl' | 'delivered'>>,
  ): Promise<OrderRow> {
    const [updated] = await this.db
      .update(orders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  }

  async addCollected(campaignId: number, cents: number): Promise<void> {
    await this.db
      .update(campaigns)
      .set({ collectedCents: sql`${campaigns.collectedCents} + ${cents}` })
      .where(eq(campaigns.id, campaignId));
  }

  /** Whether any pending order's reservation has run out (the partial index orders_pending_idx answers it). */
  async anyExpiredReservation(): Promise<boolean> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 0), lte(orders.reservedUntil, sql`now()`)))
      .limit(1);
    return rows.length > 0;
  }

  /** Pending orders whose reservation has run out, locked; others' locks are skipped, not waited for. */
  expiredReservations(limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 0), lte(orders.reservedUntil, sql`now()`)))
      .orderBy(asc(orders.reservedUntil))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  private filterOf(clubId: number, filters: OrderFilters): SQL {
    const conditions: SQL[] = [eq(orders.clubId, clubId)];
    if (filters.status !== undefined) conditions.push(eq(orders.status, filters.status));
    if (filters.paidBy) conditions.push(eq(orders.paidByType, filters.paidBy));
    // Clubs have no time zone of their own yet: order days are Spain's. The days as ranges of the
    // timestamp itself, so orders_club_created_idx serves them.
    if (filters.from) conditions.push(sql`${orders.createdAt} >= (${filters.from}::date::timestamp at time zone 'Europe/Madrid')`);
    if (filters.to) conditions.push(sql`${orders.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone 'Europe/Madrid')`);
    if (filters.campaign) {
      conditions.push(sql`${orders.campaignId} = (select id from campaigns where public_id = ${filters.campaign} and club_id = ${clubId})`);
    }
    if (filters.product) {
      conditions.push(sql`exists (select 1 from order_items i join campaign_products p on p.id = i.product_id
        where i.order_id = ${orders.id} and p.public_id = ${filters.product} and p.club_id = ${clubId})`);
    }
    if (filters.search) {
      const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(${orders.purchaseIdentifier} ilike ${pattern} or ${orders.paidByName} ilike ${pattern} or ${orders.paidByEmail} ilike ${pattern})`,
      );
    }
    return and(...conditions)!;
  }

  /**
   * One page, newest first (ties on the timestamp broken by id, so no order moves between pages).
   * The page's ids come first from orders_club_created_idx (an index-only scan skips the offset's
   * rows without reading them; a page in the later half walks from the oldest end), then only
   * those orders are read. `kept` may keep the total and the page's ids until the club's sales
   * change (orders-admin.service.ts); the rows are read fresh every time.
   */
  async pageOfOrders(clubId: number, filters: OrderFilters, offset: number, limit: number, kept: KeptList = UNKEPT_LIST) {
    const where = this.filterOf(clubId, filters);
    const total = await kept.total(async () => (await this.db.select({ value: count() }).from(orders).where(where))[0]?.value ?? 0);
    if (offset >= total) return { rows: [], total };
    const ids = await kept.pageIds(offset, limit, async () => {
      const read = fromNearerEnd(offset, limit, total);
      const order = read.backwards ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
      const found = await this.db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...order)
        .offset(read.offset)
        .limit(read.limit);
      return found.map((row) => row.id);
    });
    if (ids.length === 0) return { rows: [], total };
    return { rows: await this.prepared().page.execute({ clubId, ids }), total };
  }

  /** Every order the filters match, oldest first, in batches (exports stream them). */
  async *eachOrderBatch(clubId: number, filters: OrderFilters, size = 500): AsyncGenerator<OrderRow[]> {
    let after = 0;
    for (;;) {
      const batch = await this.db
        .select()
        .from(orders)
        .where(and(this.filterOf(clubId, filters), gt(orders.id, after)))
        .orderBy(asc(orders.id))
        .limit(size);
      if (batch.length === 0) return;
      yield batch;
      after = batch.at(-1)!.id;
    }
  }

  async byClubAndHash(clubId: number, orderHash: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.clubId, clubId), eq(orders.publicId, orderHash)));
    return row;
  }

  async campaignsByIds(ids: readonly number[]): Promise<Map<number, { hash: string; name: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.prepared().campaigns.execute({ ids: [...new Set(ids)] });
    return new Map(rows.map(({ id, ...campaign }) => [id, campaign]));
  }

  /** The club an order belongs to, for its receipt: name and locale. */
  async clubOf(order: OrderRow): Promise<{ name: string; locale: string | null }> {
    const [row] = await this.db.select({ name: clubs.name, locale: clubs.locale }).from(clubs).where(eq(clubs.id, order.clubId));
    return row!;
  }

  /** Which of these products are tickets (each unit sold becomes a ticket). */
  async ticketProductIds(productIds: readonly number[]): Promise<Set<number>> {
    if (productIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: campaignProducts.id })
      .from(campaignProducts)
      .where(and(inArray(campaignProducts.id, [...new Set(productIds)]), eq(campaignProducts.isTicket, true)));
    return new Set(rows.map((row) => row.id));
  }
}

/** Units per product (or option) over an order's lines, in the order of their ids; lines without one are left out. */
function unitsBy(items: readonly OrderItemRow[], idOf: (item: OrderItemRow) => number | null): [number, number][] {
  const units = new Map<number, number>();
  for (const item of items) {
    const id = idOf(item);
    if (id !== null) units.set(id, (units.get(id) ?? 0) + item.quantity);
  }
  return [...units].sort(([a], [b]) => a - b);
}
