import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Guest orders (bought signed out, no account attached) handed over to the account whose address
 * bought them. Bound to the handle it is given: the accounts feature binds it to its own
 * transaction, so the hand-over commits or rolls back with the e-mail confirmation.
 */
export class GuestOrdersRepository {
  constructor(private readonly db: Db) {}

  /** Hands the address's guest orders, in every club, over to the account; how many each club handed over. */
  async handOver(userId: number, email: string): Promise<{ clubId: number; orders: number }[]> {
    const attached = await this.db
      .update(orders)
      .set({ userId, updatedAt: sql`now()` })
      .where(and(isNull(orders.userId), eq(orders.paidByEmail, email.toLowerCase())))
      .returning({ clubId: orders.clubId });
    const perClub = new Map<number, number>();
    for (const { clubId } of attached) perClub.set(clubId, (perClub.get(clubId) ?? 0) + 1);
    return [...perClub].map(([clubId, count]) => ({ clubId, orders: count }));
  }
}
