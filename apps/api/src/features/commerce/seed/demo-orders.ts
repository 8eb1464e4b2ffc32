import { ORDER_STATUS } from '@tribuna/contract';
import { eq, sql } from 'drizzle-orm';
import type { OptionRow, ProductRow, TaxRow } from '../catalogue.repository';
import { OrdersRepository, type OrderItemRow, type OrderRow } from '../orders.repository';
import { TicketsRepository } from '../tickets.repository';
import { newPurchaseIdentifier } from '../purchase-identifier';
import { amountsOf } from '../tax-amounts';
import type { Db } from '../../../db/client';
import { campaigns, productOptions } from '../../../db/schema';
import { seedDemoPayments, type DemoPayment } from '../../../db/seed/demo-ledger';

/** The demo shop's orders: names of guest buyers, a spread of states, units and seats taken as checkout takes them, the ledger's payments. */
const BUYERS = [
  'Laia Puig',
  'Hugo Martín',
  'Nerea Etxeberria',
  'Brais Castro',
  'Sofía Romero',
  'Marc Vidal',
  'Lucía Navarro',
  'Iñaki Goñi',
  'Uxía Varela',
  'Pau Ferrer',
];

/** A repeatable spread of order states: mostly paid, some waiting, some expired, a few refunded. */
function statusOf(n: number): number {
  const slot = n % 20;
  if (slot < 14) return ORDER_STATUS.paid;
  if (slot < 15) return ORDER_STATUS.pendingPayment;
  if (slot < 18) return ORDER_STATUS.unpaid;
  return ORDER_STATUS.refunded;
}

export async function seedOrders(
  db: Db,
  campaign: {
    clubId: number;
    campaignId: number;
    startsAt: Date;
    seed: number;
    firstBuyer?: { id: number; name: string; lastname: string; email: string };
  },
  products: { row: ProductRow; options: OptionRow[]; tax: TaxRow | undefined }[],
  count: number,
) {
  const ordersRepo = new OrdersRepository(db);
  const ticketsRepo = new TicketsRepository(db);
  /** The next free seat of each seat-mapped product, taken front row first. */
  const nextSeat = new Map<number, number>();
  let collected = 0;
  const ledger: DemoPayment[] = [];
  for (let n = 0; n < count; n += 1) {
    const account = n === 0 ? campaign.firstBuyer : undefined;
    // A demo account's order is of the campaign's first product (the match's numbered seats, the shirt).
    const { row, options, tax } = products[account ? 0 : (n + campaign.seed) % products.length]!;
    const option = options.length ? options[(n * 7) % options.length] : undefined;
    const quantity = 1 + ((n * 5 + campaign.seed) % 3);
    let status = account ? ORDER_STATUS.paid : statusOf(n + campaign.seed);
    // Paid and pending orders hold their units; when none are left, the demo order went unpaid.
    if (
      (status === ORDER_STATUS.paid || status === ORDER_STATUS.pendingPayment) &&
      !(await takeUnits(db, ordersRepo, row, option, quantity))
    ) {
      status = ORDER_STATUS.unpaid;
    }
    const { taxAmount, totalAmount } = amountsOf(row.priceCents, tax ?? null);
    const buyerName = account ? `${account.name} ${account.lastname}`.trim() : BUYERS[n % BUYERS.length]!;
    const createdAt = new Date(Math.min(Date.now() - 3_600_000, campaign.startsAt.getTime() + (n + 1) * 3 * 3_600_000));
    const { order, items } = await ordersRepo.insert(
      {
        clubId: campaign.clubId,
        campaignId: campaign.campaignId,
        purchaseIdentifier: newPurchaseIdentifier(createdAt),
        status,
        paidByType: n % 3 === 0 ? 'guardian' : 'external',
        paidByName: buyerName,
        paidByEmail:
          account?.email ??
          `${buyerName
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]+/g, '.')}${n % 7}@example.org`,
        userId: account?.id ?? null,
        amountCents: totalAmount * quantity,
        taxAmountCents: taxAmount * quantity,
        delivered: status === ORDER_STATUS.paid && n % 2 === 0,
        // A pending one still holds its units for a while; expired ones ran out long ago.
        reservedUntil: new Date(status === ORDER_STATUS.pendingPayment ? Date.now() + 10 * 60_000 : createdAt.getTime() + 15 * 60_000),
        paymentProvider: 'test',
        paidAt: status === ORDER_STATUS.paid || status === ORDER_STATUS.refunded ? createdAt : null,
        refundedAt: status === ORDER_STATUS.refunded ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      },
      [
        {
          productId: row.id,
          optionId: option?.id ?? null,
          name: row.name,
          optionName: option?.name ?? null,
          quantity,
          unitPriceCents: row.priceCents,
          unitTaxCents: taxAmount,
          unitTotalCents: totalAmount,
          taxName: tax?.name ?? null,
          taxRateBasisPoints: tax?.rateBasisPoints ?? null,
          taxType: tax?.type ?? null,
        },
      ],
    );
    if (status === ORDER_STATUS.paid) collected += totalAmount * quantity;
    // Paid (and refunded) demo orders went through the test provider: the ledger has their payment.
    if (order.paidAt) {
      ledger.push({
        clubId: order.clubId,
        purpose: 'shop_order',
        subjectId: order.publicId,
        reference: order.publicId,
        amount: order.amountCents,
        currency: 'EUR',
        intentId: `test-demo-${n}`,
        paidAt: order.paidAt,
        refundedAt: order.refundedAt,
      });
    }
    await seatsAndTickets(ticketsRepo, { order, item: items[0]!, product: row, status, nextSeat });
  }
  await seedDemoPayments(db, ledger);
  await db.update(campaigns).set({ collectedCents: collected }).where(eq(campaigns.id, campaign.campaignId));
}

/** Takes the units the way checkout does (option, then product), giving the option's back if the product has none left. */
async function takeUnits(db: Db, ordersRepo: OrdersRepository, product: ProductRow, option: OptionRow | undefined, quantity: number) {
  if (option && !(await ordersRepo.takeOptionUnits(option.id, quantity))) return false;
  if (await ordersRepo.takeProductUnits(product.id, quantity)) return true;
  if (option) {
    await db
      .update(productOptions)
      .set({ stockSold: sql`${productOptions.stockSold} - ${quantity}` })
      .where(eq(productOptions.id, option.id));
  }
  return false;
}

/**
 * What a checkout and payment leave for tickets: seats held by paid and pending orders (front row
 * first), a ticket per unit of a paid order, and the cancelled tickets of a refunded one.
 */
async function seatsAndTickets(
  ticketsRepo: TicketsRepository,
  {
    order,
    item,
    product,
    status,
    nextSeat,
  }: { order: OrderRow; item: OrderItemRow; product: ProductRow; status: number; nextSeat: Map<number, number> },
) {
  const holds = status === ORDER_STATUS.paid || status === ORDER_STATUS.pendingPayment;
  const seats: { row: number; seat: number }[] = [];
  if (holds && product.seatRows !== null && product.seatsPerRow !== null) {
    for (let unit = 0; unit < item.quantity; unit += 1) {
      const index = nextSeat.get(product.id) ?? 0;
      nextSeat.set(product.id, index + 1);
      seats.push({ row: Math.floor(index / product.seatsPerRow) + 1, seat: (index % product.seatsPerRow) + 1 });
    }
    await ticketsRepo.holdSeats({ productId: product.id, orderId: order.id, orderItemId: item.id }, seats);
  }
  if (!product.isTicket || (status !== ORDER_STATUS.paid && status !== ORDER_STATUS.refunded)) return;
  await ticketsRepo.issue(
    Array.from({ length: item.quantity }, (_, unit) => ({
      clubId: order.clubId,
      orderId: order.id,
      orderItemId: item.id,
      productId: product.id,
      seat: seats[unit] ?? null,
    })),
  );
  if (status === ORDER_STATUS.refunded) await ticketsRepo.cancelOf(order.id);
}
