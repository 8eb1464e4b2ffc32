import { ORDER_ROUTES as ORDERS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import { errors } from '../../lib/errors';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { CommerceData } from './commerce.data';
import { CSV_TYPE, XLSX_TYPE } from '../../lib/spreadsheets/spreadsheet-writers';
import { CHECKOUT_CATALOGUE_TABLES, CheckoutService } from './checkout.service';
import type { CheckoutCatalogue } from './checkout-catalogue';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { ConcurrencyGate } from '../../lib/data/concurrency-gate';
import { ORDERS_LIST_TOPICS, OrdersAdminService } from './orders-admin.service';
import { PaymentsService, type OrderPayments } from './payments.service';
import { TicketsService } from './tickets.service';
import { COMMERCE_RATE_RULES } from './commerce.rate-limits';
import { enforce, type RateLimiter } from '../../lib/rate-limit/rate-limiter';

/**
 * Buying (issue 12 part 3): checkout and the buyer's order. A club whose Stripe account takes
 * charges sells through Stripe's hosted checkout; otherwise the built-in test provider's page
 * (the shop's order page) takes the payment.
 */
type OrderRoutesOptions = {
  data: CommerceData;
  appUrl: string;
  /** config.paymentsTestProvider: whether the built-in test provider may mark orders paid. */
  testProvider: boolean;
  /** The payments feature (card checkouts and refunds, the ledger's records). */
  payments: OrderPayments;
  limiter: RateLimiter;
  changes: ChangeFeed;
  /** config.checkoutConcurrency. */
  checkoutConcurrency: number;
};

export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (
  scope,
  { data, appUrl, testProvider, payments: ledger, limiter, changes, checkoutConcurrency },
) => {
  const app = scope as ApiScope;
  const payments = new PaymentsService(data, appUrl, ledger);
  const checkout = new CheckoutService(
    data,
    { cards: ledger.cards, appUrl, release: (orderHash) => payments.release(orderHash) },
    {
      catalogues: changes.cache<CheckoutCatalogue>(CHECKOUT_CATALOGUE_TABLES, { maxEntries: 2_000 }),
      gate: new ConcurrencyGate(checkoutConcurrency),
    },
  );
  const admin = new OrdersAdminService(data, {
    totals: changes.cache<number>(ORDERS_LIST_TOPICS, { maxEntries: 5_000 }),
    pages: changes.cache<number[]>(ORDERS_LIST_TOPICS, { maxEntries: 5_000 }),
  });
  const tickets = new TicketsService(data);

  // Public (anyone may buy); a signed-in member or guardian buys as themselves: the route is
  // `optionalAuth`, so the bearer plugin checks a sent token (invalid: 401).
  registerRoute(app, ORDERS.checkout, async ({ ctx, params, body, reply }) => {
    const { actor } = ctx;
    // Every request spends its address's budget; only an accepted checkout spends the buyer's
    // (a guest's e-mail with the address), so nobody can lock another person's e-mail out of the shop.
    enforce(reply, await limiter.hit(COMMERCE_RATE_RULES.checkoutsPerAddress, ctx.ip));
    const buyer = actor ? `user:${actor.userId}` : `email:${body.buyer?.email?.toLowerCase() ?? ''}|ip:${ctx.ip}`;
    return limiter.limitAccepted(reply, [[COMMERCE_RATE_RULES.checkoutsPerBuyer, buyer]], () =>
      checkout.checkout(params.clubHash, params.campaignHash, body, actor),
    );
  });
  registerRoute(app, ORDERS.order, ({ params }) => checkout.order(params.orderHash));
  // Off (404) where the test provider is off (production by default): it would give goods away.
  registerRoute(app, ORDERS.payWithTestProvider, ({ params }) => {
    if (!testProvider) throw errors.notFound();
    return payments.markPaid(params.orderHash, `test-${randomUUID()}`, 'test');
  });

  registerRoute(app, ORDERS.myTickets, ({ ctx }) => tickets.mine(ctx));
  registerRoute(
    app,
    ORDERS.ticketsPdf,
    async ({ params, reply }) => {
      const file = await tickets.pdf(params.orderHash);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    { produces: ['application/pdf'] },
  );

  // Managers (issue 12 part 6).
  registerRoute(app, ORDERS.list, ({ ctx, query, request }) => admin.list(ctx, query, request.url));
  registerRoute(app, ORDERS.update, ({ ctx, params, body }) => admin.setDelivered(ctx, params.orderHash, body.delivered));
  registerRoute(app, ORDERS.refund, async ({ ctx, params }) => admin.present(await payments.refund(ctx, params.orderHash)));
  registerRoute(
    app,
    ORDERS.export,
    async ({ ctx, query, reply }) => {
      const file = admin.export(ctx, query);
      // Exports of buyers' data are sensitive actions (Administration → Audit, issue 25).
      await data.read.audit.record(ctx, { action: 'orders.exported', metadata: { format: query.format } });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
    { produces: [CSV_TYPE, XLSX_TYPE] },
  );
};
