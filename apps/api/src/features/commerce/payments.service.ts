import { ORDER_STATUS, sessionLocaleForClub, type Order, type PaymentProvider } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CommerceData, CommerceRepositories } from './commerce.data';
import { presentBuyerOrder } from './present-orders';
import type { OrderRow } from './orders.repository';
import { receiptPdf } from './receipt-pdf';
import { ticketsPdf } from './tickets-pdf';
import { reach } from '../../lib/payments/reach-provider';
import type { PaymentsPublic } from '../payments';
import { SALES_COUNTERS } from './catalogue-tables';
import { inClub } from '../../lib/data/unit-of-work';

/** The shop sells in euros (its receipts and prices say so). */
export const SHOP_CURRENCY = 'EUR';

/** What the shop's orders need of the payments feature: the card provider and the ledger's records. */
export type OrderPayments = Pick<PaymentsPublic, 'cards' | 'record' | 'noteRefund'>;

/** One ticket per unit of each ticket line; a line with seats gives each ticket its seat. */
async function ticketsToIssue(repos: CommerceRepositories, order: OrderRow) {
  const items = await repos.orders.items([order.id]);
  const ticketProducts = await repos.orders.ticketProductIds(items.map((item) => item.productId));
  const seats = await repos.tickets.seatsOf([order.id]);
  return items
    .filter((item) => ticketProducts.has(item.productId))
    .flatMap((item) => {
      const own = seats.filter((seat) => seat.orderItemId === item.id);
      return Array.from({ length: item.quantity }, (_, unit) => ({
        clubId: order.clubId,
        orderId: order.id,
        orderItemId: item.id,
        productId: item.productId,
        seat: own[unit] ? { row: own[unit].seatRow, seat: own[unit].seatNumber } : null,
      }));
    });
}

/**
 * What a payment changes, whichever provider reports it: a pending order becomes paid once
 * (a repeated report answers the same paid order: providers retry their webhooks), and the
 * campaign's collected amount grows by it, in one transaction under the order's lock.
 */
export class PaymentsService {
  constructor(
    private readonly data: CommerceData,
    /** config.appUrl: the receipt links to the order's page. */
    private readonly appUrl = '',
    /** The payments feature: card refunds, and the ledger's records of the test provider's payments. */
    private readonly payments: OrderPayments | null = null,
  ) {}

  /**
   * `provider` is who reports the payment: only the provider the order was opened with may pay it
   * (the test provider's button must not pay an order waiting for a card).
   */
  async markPaid(orderHash: string, reference: string, provider: PaymentProvider): Promise<Order> {
    let settled: OrderRow | null = null;
    const presented = await this.data.write(SALES_COUNTERS, async (repos) => {
      const order = await repos.orders.lockByHash(orderHash);
      if (!order) throw errors.notFound();
      if (order.status === ORDER_STATUS.paid && order.paymentProvider === provider) return presentBuyerOrder(repos, order);
      if (order.status !== ORDER_STATUS.pendingPayment || order.paymentProvider !== provider || order.reservedUntil <= new Date()) {
        throw errors.conflict('orderNotPending');
      }
      settled = await this.settle(repos, order, reference);
      return presentBuyerOrder(repos, settled);
    });
    // Card payments are in the ledger already (the webhook wrote them first); the test provider's button writes its own.
    if (settled && provider === 'test') await this.recordInLedger([{ order: settled, reference }], 'test');
    return presented;
  }

  /** The ledger's record of orders paid without the card provider (the test provider, cash, imports), each with its reference. */
  async recordInLedger(paid: readonly { order: OrderRow; reference: string }[], method: 'test' | 'cash' | 'import'): Promise<void> {
    await this.payments?.record(
      paid.map(({ order, reference }) => ({
        clubId: order.clubId,
        purpose: 'shop_order' as const,
        subjectId: order.publicId,
        reference: order.publicId,
        amount: order.amountCents,
        currency: SHOP_CURRENCY,
        method,
        provider: method,
        intentId: reference,
      })),
    );
  }

  /**
   * A pending order (locked by the caller) becomes paid: its tickets are issued, one per unit of
   * a ticket product (with the seats it holds), the campaign collects, the receipt is queued.
   */
  async settle(repos: CommerceRepositories, order: OrderRow, reference: string, { receipt = true } = {}): Promise<OrderRow> {
    const paid = await repos.orders.change(order, { status: ORDER_STATUS.paid, paidAt: new Date() });
    await repos.orders.addCollected(order.campaignId, order.amountCents);
    await repos.tickets.issue(await ticketsToIssue(repos, paid));
    if (receipt) await this.sendReceipt(repos, paid);
    return paid;
  }

  private async sendReceipt(repos: CommerceRepositories, paid: OrderRow): Promise<void> {
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
        // The tickets travel with the receipt: the buyer needs nothing else at the door.
        ...(presented.tickets.length === 0
          ? []
          : [
              {
                filename: `${paid.purchaseIdentifier}-tickets.pdf`,
                contentType: 'application/pdf',
                content: await ticketsPdf(presented, club.name, locale),
              },
            ]),
      ],
    });
  }

  /**
   * Refunds a paid order (the provider gives the money back first; the test provider has nothing
   * to give): it becomes refunded, its units return to the stock and the campaign's collected
   * amount drops by it, under the order's lock. A refunded order answers unchanged.
   */
  async refund(ctx: ClubRequestContext, orderHash: string): Promise<OrderRow> {
    const refunded = await this.data.write(inClub(ctx.club.id, SALES_COUNTERS), async (repos) => {
      const order = await repos.orders.lockByHash(orderHash);
      if (!order || order.clubId !== ctx.club.id) throw errors.notFound();
      if (order.status === ORDER_STATUS.refunded) return { row: order, noted: true };
      if (order.status !== ORDER_STATUS.paid) throw errors.conflict('orderNotRefundable');
      // The money goes back first: if the provider refuses, nothing here changes (409 paymentUnavailable).
      if (order.paymentProvider === 'stripe') await this.refundThroughGateway(order);
      await repos.orders.returnUnits(await repos.orders.items([order.id]));
      await repos.tickets.releaseSeats([order.id]);
      await repos.tickets.cancelOf(order.id);
      await repos.orders.addCollected(order.campaignId, -order.amountCents);
      const refunded = await repos.orders.change(order, { status: ORDER_STATUS.refunded, refundedAt: new Date() });
      await repos.audit.record(ctx, { action: 'order.refunded', target: orderHash, metadata: { amount: order.amountCents } });
      return { row: refunded, noted: order.paymentProvider === 'stripe' };
    });
    // A card refund is noted in the ledger as it goes through the provider; the others are noted here.
    if (!refunded.noted)
      await this.payments?.noteRefund({ purpose: 'shop_order', subjectId: orderHash }, undefined, 'refunded by the club');
    return refunded.row;
  }

  private async refundThroughGateway(order: OrderRow): Promise<void> {
    const cards = this.payments?.cards;
    if (!cards) throw errors.conflict('paymentUnavailable');
    // The provider's payment to give back is the ledger's (the attempt the order was paid through).
    await reach(() => cards.refund({ clubId: order.clubId, reference: order.publicId }));
  }

  /** An order whose payment failed or was abandoned lets its units (and seats) go at once (status unpaid). */
  async release(orderHash: string): Promise<void> {
    await this.data.write(SALES_COUNTERS, async (repos) => {
      const order = await repos.orders.lockByHash(orderHash);
      if (!order || order.status !== ORDER_STATUS.pendingPayment) return;
      await repos.orders.returnUnits(await repos.orders.items([order.id]));
      await repos.tickets.releaseSeats([order.id]);
      await repos.orders.change(order, { status: ORDER_STATUS.unpaid });
    });
  }

  /**
   * Lets go of reservations that ran out unpaid: each such order becomes unpaid (2) and its units
   * return to the stock, in one transaction. Returns how many were released.
   */
  async releaseExpired(limit = 500): Promise<number> {
    // Most minutes nothing has run out: then no transaction, and no announcement that would clear
    // every process's campaign pages for nothing.
    if (!(await this.data.read.orders.anyExpiredReservation())) return 0;
    return this.data.write(SALES_COUNTERS, async (repos) => {
      const expired = await repos.orders.expiredReservations(limit);
      const items = await repos.orders.items(expired.map((order) => order.id));
      // All their units at once, in checkout's order of rows (no circle with a checkout).
      await repos.orders.returnUnits(items);
      for (const order of expired) await repos.orders.change(order, { status: ORDER_STATUS.unpaid });
      await repos.tickets.releaseSeats(expired.map((order) => order.id));
      return expired.length;
    });
  }
}
