import { ORDER_STATUS, sessionLocaleForClub, type Order } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { Data } from '../../repositories';
import { presentBuyerOrder } from './present-orders';
import type { OrderRow } from './orders.repository';
import { receiptPdf } from './receipt-pdf';

/**
 * What a payment changes, whichever provider reports it: a pending order becomes paid once
 * (a repeated report answers the same paid order: providers retry their webhooks), and the
 * campaign's collected amount grows by it, in one transaction under the order's lock.
 */
export class PaymentsService {
  constructor(
    private readonly data: Data,
    /** config.appUrl: the receipt links to the order's page. */
    private readonly appUrl = '',
  ) {}

  async markPaid(orderHash: string, reference: string): Promise<Order> {
    return this.data.write([], async (repos) => {
      const order = await repos.orders.lockByHash(orderHash);
      if (!order) throw errors.notFound();
      if (order.status === ORDER_STATUS.paid) return presentBuyerOrder(repos, order);
      if (order.status !== ORDER_STATUS.pendingPayment || order.reservedUntil <= new Date()) throw errors.conflict('orderNotPending');
      const paid = await repos.orders.setStatus(order, { status: ORDER_STATUS.paid, paidAt: new Date(), paymentReference: reference });
      await repos.orders.addCollected(order.campaignId, order.amountCents);
      const presented = await presentBuyerOrder(repos, paid);
      // The receipt leaves with the payment's commit (transactional outbox), its PDF attached.
      const club = await repos.orders.clubOf(paid);
      const locale = sessionLocaleForClub(club.locale);
      await repos.notifications.enqueue({
        channel: 'email',
        to: paid.paidByEmail,
        template: 'order-receipt',
        locale,
        userId: paid.userId,
        data: {
          clubName: club.name,
          purchaseIdentifier: paid.purchaseIdentifier,
          total: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(paid.amountCents / 100),
          orderLink: `${this.appUrl}/ecommerce/orders/${paid.publicId}`,
        },
        attachments: [
          {
            filename: `${paid.purchaseIdentifier}.pdf`,
            contentType: 'application/pdf',
            content: await receiptPdf(presented, club.name, locale),
          },
        ],
      });
      return presented;
    });
  }

  /**
   * Refunds a paid order (the provider gives the money back first; the test provider has nothing
   * to give): it becomes refunded, its units return to the stock and the campaign's collected
   * amount drops by it, under the order's lock. A refunded order answers unchanged.
   */
  async refund(ctx: ClubRequestContext, orderHash: string): Promise<OrderRow> {
    return this.data.write([], async (repos) => {
      const order = await repos.orders.lockByHash(orderHash);
      if (!order || order.clubId !== ctx.club.id) throw errors.notFound();
      if (order.status === ORDER_STATUS.refunded) return order;
      if (order.status !== ORDER_STATUS.paid) throw errors.conflict('orderNotRefundable');
      await repos.orders.returnUnits(await repos.orders.items([order.id]));
      await repos.orders.addCollected(order.campaignId, -order.amountCents);
      const refunded = await repos.orders.setStatus(order, { status: ORDER_STATUS.refunded, refundedAt: new Date() });
      await repos.audit.record(ctx, { action: 'order.refunded', target: orderHash, metadata: { amount: order.amountCents } });
      return refunded;
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
