import { ORDER_STATUS_NAMES, type CashOrderBody, type ManagedOrder, type SoldProductList } from '@tribuna/contract';
import { randomUUID } from 'node:crypto';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CommerceData } from './commerce.data';
import { campaignOf } from './campaigns.service';
import type { CheckoutService } from './checkout.service';
import type { PaymentsService } from './payments.service';
import type { OrderRow } from './orders.repository';
import { presentManagedOrders } from './present-orders';
import { SALES_COUNTERS } from './catalogue-tables';
import { inClub } from '../../lib/data/unit-of-work';

/**
 * Sales as managers see and make them: who bought a product, and an order paid in cash at the
 * club, taken exactly as a checkout takes it (same prices, stock, seats and limits) and paid at once.
 */
export class SalesService {
  constructor(
    private readonly data: CommerceData,
    private readonly checkout: CheckoutService,
    private readonly payments: PaymentsService,
  ) {}

  async soldProducts(ctx: ClubRequestContext, campaignHash: string, productHash: string, url: string): Promise<SoldProductList> {
    const reads = this.data.read;
    const campaign = await campaignOf(reads.catalogue, ctx, campaignHash);
    const product = await reads.catalogue.product(campaign, productHash);
    if (!product) throw errors.notFound();
    const lines = await reads.tickets.soldLines(product.id);
    const seats = await reads.tickets.seatsOf([...new Set(lines.map((line) => line.order.id))]);
    const items = lines.map(({ item, order }) => ({
      order: {
        hash: order.publicId,
        purchaseIdentifier: order.purchaseIdentifier,
        status: order.status,
        statusName: ORDER_STATUS_NAMES[order.status]!,
        delivered: order.delivered,
        createdAt: order.createdAt.toISOString(),
      },
      buyer: { name: order.paidByName, email: order.paidByEmail, type: order.paidByType as 'guardian' | 'external' },
      option: item.optionName,
      quantity: item.quantity,
      seats: seats.filter((seat) => seat.orderItemId === item.id).map((seat) => ({ row: seat.seatRow, seat: seat.seatNumber })),
    }));
    const unitsWhere = (status: number) =>
      lines.filter((line) => line.order.status === status).reduce((sum, line) => sum + line.item.quantity, 0);
    return { ...wholeCollection(url, items), units: { paid: unitsWhere(1), pending: unitsWhere(0) } };
  }

  async cashOrder(ctx: ClubRequestContext, campaignHash: string, body: CashOrderBody): Promise<ManagedOrder> {
    const reference = `cash-${randomUUID()}`;
    let recorded: OrderRow | undefined;
    const answer = await this.data.write(inClub(ctx.club.id, SALES_COUNTERS), async (repos) => {
      const campaign = await campaignOf(repos.catalogue, ctx, campaignHash);
      const email = body.buyer.email.toLowerCase();
      const { order: pending } = await this.checkout.reserve(
        repos,
        { clubId: ctx.club.id, campaign, now: new Date() },
        { type: 'external', name: body.buyer.name, email, userId: null },
        { items: body.items },
        'cash',
      );
      let paid = await this.payments.settle(repos, pending, reference, { receipt: true });
      if (body.delivered) paid = await repos.orders.change(paid, { delivered: true });
      await repos.audit.record(ctx, { action: 'order.cash-recorded', target: paid.publicId, metadata: { amount: paid.amountCents } });
      recorded = paid;
      return (await presentManagedOrders(repos, [paid]))[0]!;
    });
    // The money taken at the club, in the ledger once the order is committed.
    if (recorded) await this.payments.recordInLedger([{ order: recorded, reference }], 'cash');
    return answer;
  }
}
