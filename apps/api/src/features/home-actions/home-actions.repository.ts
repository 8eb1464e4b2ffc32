import { and, count, eq, isNotNull, lt, min, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { charges, joiningRequests, managerAccessRequests, orders, profiles } from '../../db/schema';

/** One kind's tally: how many, the money at stake (cents) and the oldest one's date. */
export type Tally = { count: number; amount: number | null; oldestAt: Date | string | null };

const PAID = 1; // ORDER_STATUS.paid
/** What a charge asks for: its amount and any bank return fee, less what was given back. */
const chargeDue = sql<number>`${charges.amount} + ${charges.returnFee} - ${charges.refundedAmount}`;

/**
 * Live counts for the manager's home, each one indexed read scoped by the club (the working
 * tables of onboarding, joining, the shop and fees, read only). They run side by side: the
 * page's first card waits for the slowest, not the sum.
 */
export class HomeActionsRepository {
  constructor(private readonly db: Db) {}

  async tallies(
    clubId: number,
    today: string,
  ): Promise<Record<'requests' | 'selfRegistered' | 'signUps' | 'orders' | 'overdue' | 'returned', Tally>> {
    const [requests, selfRegistered, signUps, toDeliver, overdue, returned] = await Promise.all([
      this.db
        .select({ count: count(), oldestAt: min(managerAccessRequests.createdAt) })
        .from(managerAccessRequests)
        .where(and(eq(managerAccessRequests.clubId, clubId), eq(managerAccessRequests.status, 'pending'))),
      // The access-requests page's pre-enrolments: profiles one made oneself, awaiting acceptance.
      this.db
        .select({ count: count(), oldestAt: min(profiles.createdAt) })
        .from(profiles)
        .where(and(eq(profiles.clubId, clubId), eq(profiles.preEnrollment, true), eq(profiles.enabled, true), isNotNull(profiles.userId))),
      this.db
        .select({ count: count(), oldestAt: min(joiningRequests.createdAt) })
        .from(joiningRequests)
        .where(and(eq(joiningRequests.clubId, clubId), eq(joiningRequests.status, 'pending'))),
      this.db
        .select({ count: count(), oldestAt: min(orders.paidAt) })
        .from(orders)
        .where(and(eq(orders.clubId, clubId), eq(orders.status, PAID), eq(orders.delivered, false))),
      this.db
        .select({ count: count(), amount: sum(chargeDue), oldestAt: min(charges.dueOn) })
        .from(charges)
        .where(
          and(eq(charges.clubId, clubId), or(and(eq(charges.status, 'pending'), lt(charges.dueOn, today)), eq(charges.status, 'unpaid'))),
        ),
      this.db
        .select({ count: count(), amount: sum(chargeDue), oldestAt: min(charges.updatedAt) })
        .from(charges)
        .where(and(eq(charges.clubId, clubId), eq(charges.status, 'returned'))),
    ]);
    const tally = (
      row: { count: number; amount?: string | number | null; oldestAt: Date | string | null } | undefined,
      money = false,
    ): Tally => ({
      count: Number(row?.count ?? 0),
      amount: money ? Number(row?.amount ?? 0) : null,
      oldestAt: row?.oldestAt ?? null,
    });
    return {
      requests: tally(requests[0]),
      selfRegistered: tally(selfRegistered[0]),
      signUps: tally(signUps[0]),
      orders: tally(toDeliver[0]),
      overdue: tally(overdue[0], true),
      returned: tally(returned[0], true),
    };
  }
}
