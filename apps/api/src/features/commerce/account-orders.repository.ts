import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, orderItems, orders } from '../../db/schema';

/** Whose orders: the account's, and guest orders under its address while that address is confirmed. */
export type OrdersAccount = { userId: number; confirmedEmail: string | null };

/**
 * One account's own orders in one club, newest first, with their lines (the member's home reads
 * them through the shop's public interface). Scoped by the club and by the account.
 */
export class AccountOrdersRepository {
  constructor(private readonly db: Db) {}

  async list(clubId: number, { userId, confirmedEmail }: OrdersAccount, limit: number) {
    const guestOrders = confirmedEmail ? and(isNull(orders.userId), eq(orders.paidByEmail, confirmedEmail)) : undefined;
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
      .limit(limit);
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
}
