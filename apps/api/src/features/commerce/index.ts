import type { Db } from '../../db/client';
import type { Feature } from '../../lib/feature/feature';
import { commerceJobs } from './commerce-jobs';
import { commerceRoutes } from './commerce.routes';
import { orderRoutes } from './commerce-orders.routes';
import { salesRoutes } from './commerce-sales.routes';
import { COMMERCE_RULES } from './commerce.policy';
import { COMMERCE_RATE_RULES } from './commerce.rate-limits';
import type { AccountOrdersRepository, OrdersAccount } from './account-orders.repository';
import { commerceRepositories } from './commerce.data';
import { GuestOrdersRepository } from './guest-orders.repository';
import { PaymentsService } from './payments.service';
import { seedDemoCommerce } from './seed/commerce-seed';
import { ShopOrderPaymentHandler } from './shop-order-payment-handler';
import { COMMERCE_TEMPLATES } from './templates/commerce-templates';
import { CATALOGUE_TABLES } from './catalogue-tables';

/** What the shop offers other features. */
export type CommercePublic = {
  /** The club's published, running campaigns, and how many of them sell tickets (the portal's shop components). */
  openCounts(clubId: number): Promise<{ campaigns: number; ticketCampaigns: number }>;
  /** One account's own orders in a club, newest first, with their lines (the member's home). */
  accountOrders(clubId: number, account: OrdersAccount, limit: number): ReturnType<AccountOrdersRepository['list']>;
  /**
   * Guest orders' hand-over to an account, bound to the caller's handle: a repository of the
   * caller's unit of work, so it writes inside the caller's transaction (accounts' e-mail
   * confirmation hands them over in the transaction that confirms the address).
   */
  guestOrdersOn(db: Db): GuestOrdersHandOver;
};

/** Hands the guest orders bought with an address over to its account; how many per club. */
export type GuestOrdersHandOver = Pick<GuestOrdersRepository, 'handOver'>;

/** The shop: catalogue, checkout, orders, sales and tickets; its orders are paid through the payments feature. */
export const commerceFeature: Feature<'commerce'> = {
  name: 'commerce',
  outboxTemplates: COMMERCE_TEMPLATES,
  watchedTables: CATALOGUE_TABLES,
  rules: COMMERCE_RULES,
  rateLimits: COMMERCE_RATE_RULES,
  jobs: commerceJobs,
  // Campaigns, products and orders in every state (issue 12).
  seed: ({ db }) => seedDemoCommerce(db),
  provides: ({ units }) => {
    const data = units(commerceRepositories);
    return {
      openCounts: (clubId) => data.read.catalogue.openCounts(clubId),
      accountOrders: (clubId, account, limit) => data.read.accountOrders.list(clubId, account, limit),
      guestOrdersOn: (db) => new GuestOrdersRepository(db),
    };
  },
  paymentPurposes: {
    shop_order: (ctx) => {
      const data = ctx.units(commerceRepositories);
      return new ShopOrderPaymentHandler(data, new PaymentsService(data, ctx.config.appUrl, ctx.use('payments')), ctx.log);
    },
  },
  async routes(api, ctx) {
    const { config, limiter, changes } = ctx;
    const data = ctx.units(commerceRepositories);
    await api.register(commerceRoutes, { data, changes });
    await api.register(orderRoutes, {
      data,
      appUrl: config.appUrl,
      testProvider: config.paymentsTestProvider,
      payments: ctx.use('payments'),
      limiter,
      changes,
      checkoutConcurrency: config.checkoutConcurrency,
    });
    await api.register(salesRoutes, { data, appUrl: config.appUrl, limiter, payments: ctx.use('payments') });
  },
};
