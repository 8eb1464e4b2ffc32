import { ORDER_STATUS, type Order } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { Data } from '../../repositories';
import { presentOne } from './checkout.service';

/**
 * What a payment changes, whichever provider reports it: a pending order becomes paid once
 * (a repeated report answers the same paid order: providers retry their webhooks), and the
 * campaign's collected amount grows by it, in one transaction under the order's lock.
 */
export class PaymentsService {
  constructor(private readonly data: Data) {}

  async markPaid(orderHash: string, reference: string): Promise<Order> {
    return this.data.write([], async (repos) => {
      const order = await repos.orders.lockByHash(orderHash);
      if (!order) throw errors.notFound();
      if (order.status === ORDER_STATUS.paid) return presentOne(repos, order);
      if (order.status !== ORDER_STATUS.pendingPayment || order.reservedUntil <= new Date()) throw errors.conflict('orderNotPending');
      const paid = await repos.orders.setStatus(order, { status: ORDER_STATUS.paid, paidAt: new Date(), paymentReference: reference });
      await repos.orders.addCollected(order.campaignId, order.amountCents);
      return presentOne(repos, paid);
    });
  }

  /**
   * Lets go of reservations that ran out unpaid: each such order becomes unpaid (2) and its units
   * return to the stock, order by order in one transaction. Returns how many were released.
   */
  async releaseExpired(limit = 500): Promise<number> {
    return this.data.write([], async (repos) => {
      const expired = await repos.orders.expiredReservations(limit);
      const items = await repos.orders.items(expired.map((order) => order.id));
      for (const order of expired) {
        await repos.orders.returnUnits(items.filter((item) => item.orderId === order.id));
        await repos.orders.setStatus(order, { status: ORDER_STATUS.unpaid });
      }
      return expired.length;
    });
  }
}
