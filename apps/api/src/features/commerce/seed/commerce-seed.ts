import { ORDER_STATUS } from '@tribuna/contract';
import { eq, sql } from 'drizzle-orm';
import { CatalogueRepository, type ProductRow, type OptionRow, type TaxRow } from '../catalogue.repository';
import { OrdersRepository, type OrderItemRow, type OrderRow } from '../orders.repository';
import { TicketsRepository } from '../tickets.repository';
import { newPurchaseIdentifier } from '../purchase-identifier';
import { amountsOf } from '../tax-amounts';
import type { Db } from '../../../db/client';
import { campaigns, clubs, productOptions, users } from '../../../db/schema';
import { seedDemoPayments, type DemoPayment } from '../../../db/seed/demo-ledger';

type DemoProduct = {
  name: string;
  priceCents: number;
  tax: string;
  stock?: number;
  options?: [string, number][];
  isTicket?: boolean;
  /** A ticket's seat map: rows × seats (its stock). */
  seatMap?: { rows: number; seatsPerRow: number };
  maxPerBuyer?: number;
  description?: string;
  /** A ticket's event: days from now (negative: past), the hour in UTC and the place. */
  event?: { inDays: number; utcHour: number; venue: string };
};
type DemoCampaign = {
  name: string;
  description: string;
  startsInDays: number;
  days: number;
  categories: string[];
  products: DemoProduct[];
  orders: number;
  /** A demo account whose first order this is (paid, bought signed in): their tickets/list has life. */
  firstBuyer?: string;
};

const DAY = 86_400_000;
/** The league match: the day after its online sales close, in the club's ground. */
const MATCH_EVENT = { inDays: 15, utcHour: 17, venue: 'Campo Municipal' };

/** An event's start: that many days from today, at that hour (UTC), so the demo's dates stay relative to its "now". */
function eventStart(event: NonNullable<DemoProduct['event']>): Date {
  const day = new Date(Date.now() + event.inDays * DAY);
  day.setUTCHours(event.utcHour, 0, 0, 0);
  return day;
}

/**
 * Issue 12 part 7: a kit campaign with sizes, a match-ticket campaign, a finished raffle and a
 * match already played for CD Demo; one campaign for CA Exemple.
 */
const DEMO_CAMPAIGNS: Record<string, DemoCampaign[]> = {
  'cd-demo': [
    {
      name: 'Equipación 2026/27',
      description: 'La camiseta oficial de la temporada, el pantalón y la bufanda del club. Recogida en la oficina del club.',
      startsInDays: -20,
      days: 70,
      categories: ['Equipación'],
      orders: 140,
      // The member's home shows an order history, not only an invitation to the shop.
      firstBuyer: 'member@demo.test',
      products: [
        {
          name: 'Camiseta oficial',
          priceCents: 2500,
          tax: 'IVA 21 %',
          options: [
            ['S', 40],
            ['M', 60],
            ['L', 60],
            ['XL', 30],
          ],
          maxPerBuyer: 6,
        },
        {
          name: 'Pantalón',
          priceCents: 1200,
          tax: 'IVA 21 %',
          options: [
            ['S', 30],
            ['M', 40],
            ['L', 40],
          ],
        },
        { name: 'Bufanda', priceCents: 1500, tax: 'IVA 21 %', stock: 80 },
      ],
    },
    {
      name: 'CD Demo – CF Ribera (Liga)',
      description: 'Partido de liga en el campo municipal. Entrada por la puerta principal con el QR.',
      startsInDays: -5,
      days: 19,
      categories: ['Entradas'],
      orders: 90,
      firstBuyer: 'guardian@demo.test',
      products: [
        {
          name: 'Entrada general',
          priceCents: 800,
          tax: 'IVA 10 %',
          isTicket: true,
          seatMap: { rows: 12, seatsPerRow: 25 },
          maxPerBuyer: 8,
          description: 'Tribuna principal, asiento numerado: elige fila y asiento.',
          event: MATCH_EVENT,
        },
        {
          name: 'Entrada infantil',
          priceCents: 400,
          tax: 'IVA 10 %',
          stock: 150,
          isTicket: true,
          maxPerBuyer: 8,
          event: MATCH_EVENT,
        },
      ],
    },
    {
      // A match already played: the guardian's tickets/list has a past event, the manager an ended campaign.
      name: 'CD Demo – UD Rival (Copa)',
      description: 'Eliminatoria de copa en el campo municipal.',
      startsInDays: -30,
      days: 18,
      categories: ['Entradas'],
      orders: 30,
      firstBuyer: 'guardian@demo.test',
      products: [
        {
          name: 'Entrada general',
          priceCents: 600,
          tax: 'IVA 10 %',
          isTicket: true,
          seatMap: { rows: 6, seatsPerRow: 20 },
          maxPerBuyer: 8,
          event: { inDays: -12, utcHour: 17, venue: 'Campo Municipal' },
        },
      ],
    },
    {
      name: 'Sorteo de Navidad 2025',
      description: 'Cesta de Navidad con productos de la tierra. Sorteo realizado el 22 de diciembre.',
      startsInDays: -360,
      days: 40,
      categories: ['Sorteos'],
      orders: 60,
      products: [{ name: 'Papeleta', priceCents: 200, tax: 'Exento', stock: 1000 }],
    },
  ],
  'ca-exemple': [
    {
      name: 'Samarretes del club',
      description: 'Samarreta tècnica per a entrenaments i curses.',
      startsInDays: -10,
      days: 50,
      categories: ['Roba'],
      orders: 25,
      products: [
        {
          name: 'Samarreta tècnica',
          priceCents: 1800,
          tax: 'IVA 21 %',
          options: [
            ['S', 20],
            ['M', 30],
            ['L', 30],
          ],
        },
      ],
    },
  ],
};

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

/**
 * The demo shop: published campaigns with products and a few hundred orders in every state,
 * so the manager's lists, the portal's campaigns and tickets and the buyer's shop all have life.
 * Idempotent: a club that has any campaign is left alone. Stock and collected follow the orders.
 */
export async function seedDemoCommerce(db: Db): Promise<void> {
  const catalogue = new CatalogueRepository(db);
  for (const [shortname, demo] of Object.entries(DEMO_CAMPAIGNS)) {
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, shortname));
    if (!club) continue;
    const [existing] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.clubId, club.id)).limit(1);
    if (existing) continue;
    await catalogue.ensureDefaultTaxes(club.id);
    const taxes = await catalogue.taxes(club.id);
    for (const [index, plan] of demo.entries()) {
      const startsAt = new Date(Date.now() + plan.startsInDays * DAY);
      const campaign = await catalogue.insertCampaign({
        clubId: club.id,
        name: plan.name,
        description: plan.description,
        categories: plan.categories,
        startsAt,
        endsAt: new Date(startsAt.getTime() + plan.days * DAY),
        published: true,
      });
      const products: { row: ProductRow; options: OptionRow[]; tax: TaxRow | undefined }[] = [];
      for (const [position, product] of plan.products.entries()) {
        const tax = taxes.find((candidate) => candidate.name === product.tax);
        const row = await catalogue.insertProduct({
          campaignId: campaign.id,
          clubId: club.id,
          name: product.name,
          description: product.description ?? null,
          priceCents: product.priceCents,
          taxId: tax?.id ?? null,
          stockTotal: product.seatMap
            ? product.seatMap.rows * product.seatMap.seatsPerRow
            : product.options
              ? product.options.reduce((sum, [, stock]) => sum + stock, 0)
              : (product.stock ?? 0),
          seatRows: product.seatMap?.rows ?? null,
          seatsPerRow: product.seatMap?.seatsPerRow ?? null,
          maxPerBuyer: product.maxPerBuyer ?? null,
          isTicket: product.isTicket ?? false,
          eventStartsAt: product.event ? eventStart(product.event) : null,
          eventVenue: product.event?.venue ?? null,
          position,
        });
        const options: OptionRow[] = [];
        for (const [place, [name, stock]] of (product.options ?? []).entries()) {
          options.push(await catalogue.insertOption({ productId: row.id, name, stockTotal: stock, position: place }));
        }
        products.push({ row, options, tax });
      }
      const firstBuyer = plan.firstBuyer ? await accountOf(db, plan.firstBuyer) : undefined;
      await seedOrders(db, { clubId: club.id, campaignId: campaign.id, startsAt, seed: index, firstBuyer }, products, plan.orders);
    }
  }
}

async function accountOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

async function seedOrders(
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
