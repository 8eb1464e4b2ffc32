import {
  RESERVATION_MINUTES,
  STRIPE_RESERVATION_MINUTES,
  type CheckoutBody,
  type CheckoutResult,
  type Order,
  type PaymentProvider,
} from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { AccessClaims } from '../../lib/tokens';
import type { CommerceData, CommerceRepositories } from './commerce.data';
import type { CampaignRow } from './catalogue.repository';
import type { CheckoutCatalogue } from './checkout-catalogue';
import { presentOrder } from './order.presenter';
import type { OrderRow } from './orders.repository';
import { presentBuyerOrder } from './present-orders';
import { newPurchaseIdentifier } from './purchase-identifier';
import { newPublicId } from '../../lib/ids';
import type { CardPayments } from '../../lib/payments/card-payments';
import { SHOP_CURRENCY } from './payments.service';
import { pricedLines } from './checkout-pricing';
import { CATALOGUE_TABLES, SALES_COUNTERS } from './catalogue-tables';
import { inClub } from '../../lib/data/unit-of-work';
import type { BoundedCache } from '../../lib/cache/bounded-cache';
import type { WatchedTable } from '../../lib/cache/change-feed';
import type { ConcurrencyGate } from '../../lib/data/concurrency-gate';

/**
 * A reserved order, and the buyer's view of it made from what was just written (no read back);
 * no view when the idempotency key had been used already (the earlier order is answered).
 */
export type Reservation = { order: OrderRow; presentation: Order | null };
type Buyer = { type: 'guardian' | 'external'; name: string; email: string; userId: number | null };
/** How orders get paid: the card provider when the club has one ready, else the built-in test provider's page. */
export type Payments = {
  /** The payments feature's card checkouts; null when the server has no card provider. */
  cards: CardPayments | null;
  /** config.appUrl: the test provider's page and the provider's return addresses are the shop's order page. */
  appUrl: string;
  /** Lets a pending order go at once (the provider could not open its checkout). */
  release: (orderHash: string) => Promise<void>;
};
/** What a busy shop keeps in the process: the catalogues checkouts price from, and the turn of their writes. */
export type CheckoutLoad = {
  /** Catalogues by club and campaign, until a catalogue write (CHECKOUT_CATALOGUE_TABLES); a sale leaves them be. */
  catalogues: BoundedCache<CheckoutCatalogue>;
  /** Checkouts writing at once (config.checkoutConcurrency). */
  gate: ConcurrencyGate;
};
/** What checkout's catalogue is read from: not the sales counters, which checkout does not read (the database checks stock). */
export const CHECKOUT_CATALOGUE_TABLES: readonly WatchedTable[] = ['clubs', 'club_features', ...CATALOGUE_TABLES];

/**
 * Checkout (issue 12 part 3): every unit of the order is taken in one transaction, or none. A
 * unit is taken by a conditional update (`sold + q <= total`), so concurrent buyers of the last
 * units get exactly what is left and the rest a clear 409 soldOut; the database's check keeps the
 * same promise should any other path try. Prices and taxes are read from the catalogue.
 */
export class CheckoutService {
  constructor(
    private readonly data: CommerceData,
    private readonly payments: Payments,
    /** Without it (managers' cash orders and imports) nothing is cached or queued. */
    private readonly load?: CheckoutLoad,
  ) {}

  async checkout(clubHash: string, campaignHash: string, body: CheckoutBody, actor: AccessClaims | null): Promise<CheckoutResult> {
    // The catalogue from the cache, then the whole write as one statement (tribuna_reserve_order):
    // a guest's checkout is one round trip and holds no lock while this process is busy elsewhere.
    const reads = this.data.read;
    const catalogue = await this.pricingCatalogue(clubHash, campaignHash);
    const { club, campaign } = catalogue ?? {};
    if (!catalogue || !club || !campaign || !campaign.published) throw errors.notFound();
    const now = new Date();
    if (campaign.startsAt > now || campaign.endsAt <= now) throw errors.conflict('campaignClosed');
    const buyer = await this.buyerOf(reads, club.id, body, actor);
    // Cards through the club's provider account once it takes charges; the test provider otherwise.
    const cardsTaken = this.payments.cards ? await this.payments.cards.available(club.id) : false;
    const provider: PaymentProvider = cardsTaken ? 'stripe' : 'test';
    const minutes = provider === 'stripe' ? STRIPE_RESERVATION_MINUTES : RESERVATION_MINUTES;
    const write = () =>
      this.data.writeOne(inClub(club.id, SALES_COUNTERS), (repos) =>
        this.reserve(repos, { clubId: club.id, campaign, now, minutes, catalogue }, buyer, body, provider),
      );
    const reservation = await (this.load ? this.load.gate.run(write) : write());
    // A retried checkout (same idempotency key): the order as it stands now.
    if (!reservation.presentation) return this.result(reservation.order);
    if (reservation.order.paymentProvider !== 'stripe') return this.answer(reservation.order, reservation.presentation);
    return this.result(await this.openCheckout(reservation.order));
  }

  /** The selling club's campaign with its products, options and taxes; undefined when there is none. */
  private pricingCatalogue(clubHash: string, campaignHash: string): Promise<CheckoutCatalogue | undefined> {
    const read = async () => {
      const catalogue = await this.data.read.catalogue.checkoutCatalogue(clubHash, campaignHash);
      return catalogue.club && catalogue.campaign ? catalogue : undefined;
    };
    return this.load ? this.load.catalogues.getOrLoad(`${clubHash}/${campaignHash}`, read) : read();
  }

  /**
   * The provider's hosted checkout for a new order, after the order's commit (no transaction waits
   * on the network). If the provider cannot open it, the order lets its units go at once.
   */
  private async openCheckout(order: OrderRow): Promise<OrderRow> {
    const reads = this.data.read;
    const [items, club] = await Promise.all([reads.orders.items([order.id]), reads.orders.clubOf(order)]);
    const page = `${this.payments.appUrl}/ecommerce/orders/${order.publicId}`;
    try {
      if (!this.payments.cards) throw new Error('no card provider');
      // The ledger's payment for the order, named at the provider by the order's hash.
      const session = await this.payments.cards.open({
        clubId: order.clubId,
        purpose: 'shop_order',
        subjectId: order.publicId,
        reference: order.publicId,
        title: order.purchaseIdentifier,
        purchaseIdentifier: order.purchaseIdentifier,
        amount: order.amountCents,
        email: order.paidByEmail,
        locale: club.locale ?? 'es',
        currency: SHOP_CURRENCY,
        lines: items.map((item) => ({
          name: item.optionName ? `${item.name} (${item.optionName})` : item.name,
          unitAmount: item.unitTotalCents,
          quantity: item.quantity,
        })),
        successUrl: `${page}?paid=1`,
        cancelUrl: page,
        expiresAt: new Date(order.reservedUntil.getTime() - 60_000),
      });
      return await this.data.write([], (repos) =>
        // The buyer's way back to the provider's page; the session itself is the ledger's (its events alone may pay the order).
        repos.orders.change(order, { checkoutUrl: session.url }),
      );
    } catch {
      await this.payments.release(order.publicId);
      throw errors.conflict('paymentUnavailable');
    }
  }

  /**
   * Takes every unit (and seat) of the order and writes it pending payment, or throws having
   * taken nothing (the caller's transaction rolls back). Shared by checkout and the managers'
   * cash orders.
   */
  async reserve(
    repos: CommerceRepositories,
    where: {
      clubId: number;
      campaign: Pick<CampaignRow, 'id' | 'publicId' | 'name'>;
      now: Date;
      minutes?: number;
      /** Already read (checkout reads it in one query); otherwise read here. */
      catalogue?: Pick<CheckoutCatalogue, 'products' | 'options' | 'taxes'>;
    },
    buyer: Buyer,
    body: Pick<CheckoutBody, 'items' | 'idempotencyKey'>,
    provider: PaymentProvider,
    /** Imports record sales made elsewhere: the per-buyer limits of online sales do not apply. */
    { limits = true } = {},
  ): Promise<Reservation> {
    const lines = pricedLines(where.catalogue ?? (await this.catalogueOf(repos, where.campaign.id)), body.items);
    const amount = lines.reduce((sum, line) => sum + line.unitTotalCents * line.quantity, 0);
    const tax = lines.reduce((sum, line) => sum + line.unitTaxCents * line.quantity, 0);
    const reserved = await repos.orders.reserve({
      order: {
        publicId: newPublicId(),
        clubId: where.clubId,
        campaignId: where.campaign.id,
        purchaseIdentifier: newPurchaseIdentifier(where.now),
        paidByType: buyer.type,
        paidByName: buyer.name,
        paidByEmail: buyer.email,
        userId: buyer.userId,
        amountCents: amount,
        taxAmountCents: tax,
        reservedUntil: new Date(where.now.getTime() + (where.minutes ?? RESERVATION_MINUTES) * 60_000),
        paymentProvider: provider,
        idempotencyKey: body.idempotencyKey ?? null,
        checkLimits: limits,
      },
      lines: lines.map(({ productHash: _hash, ...line }) => line),
    });
    if ('existing' in reserved) return { order: reserved.existing, presentation: null };
    const { order, items } = reserved;
    // The answer is made from the rows just written: a checkout reads nothing back.
    const seats = lines.flatMap((line, index) =>
      line.seats.map((seat) => ({
        id: 0,
        productId: line.productId,
        orderId: order.id,
        orderItemId: items[index]!.id,
        seatRow: seat.row,
        seatNumber: seat.seat,
      })),
    );
    const hashes = new Map(lines.map((line) => [line.productId, line.productHash]));
    const presented = presentOrder(
      order,
      { items, tickets: [], seats },
      { hash: where.campaign.publicId, name: where.campaign.name },
      hashes,
    );
    return { order, presentation: presented };
  }

  async order(orderHash: string): Promise<Order> {
    const row = await this.data.read.orders.byHash(orderHash);
    if (!row) throw errors.notFound();
    return presentBuyerOrder(this.data.read, row, 'pooled');
  }

  private async result(order: OrderRow): Promise<CheckoutResult> {
    return this.answer(order, await presentBuyerOrder(this.data.read, order, 'pooled'));
  }

  private answer(order: OrderRow, presented: Order): CheckoutResult {
    const provider = order.paymentProvider as PaymentProvider;
    return {
      order: presented,
      payment: { provider, checkoutUrl: order.checkoutUrl ?? `${this.payments.appUrl}/ecommerce/orders/${order.publicId}` },
    };
  }

  /** Members and guardians of the club buy as themselves; anyone else names who pays. */
  private async buyerOf(repos: CommerceRepositories, clubId: number, body: CheckoutBody, actor: AccessClaims | null): Promise<Buyer> {
    const account = actor ? await repos.orders.buyer(actor.userId, clubId) : undefined;
    if (account?.inClub) {
      const name = `${account.name} ${account.lastname}`.trim() || account.email;
      return { type: 'guardian' as const, name, email: account.email.toLowerCase(), userId: account.id };
    }
    const given = body.buyer ?? (account ? { name: `${account.name} ${account.lastname}`.trim(), email: account.email } : undefined);
    if (!given?.name || !given.email) throw errors.validation([{ field: 'buyer', code: 'buyerRequired' }]);
    return { type: 'external' as const, name: given.name, email: given.email.toLowerCase(), userId: account?.id ?? null };
  }

  /** Each line priced from the catalogue: the product is the campaign's, its option is its own. */
  private async catalogueOf(repos: CommerceRepositories, campaignId: number) {
    const products = await repos.catalogue.products([campaignId]);
    const options = await repos.catalogue.optionsOf(products.map((product) => product.id));
    const taxes = await repos.catalogue.taxesByIds(products.flatMap((product) => (product.taxId === null ? [] : [product.taxId])));
    return { products, options, taxes };
  }
}
