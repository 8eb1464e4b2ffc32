import type { Feature } from '../../lib/feature/feature';
import type { CardPayments, PaymentReturns } from '../../lib/payments/card-payments';
import { commerceRoutes } from './commerce.routes';
import { orderRoutes } from './commerce-orders.routes';
import { salesRoutes } from './commerce-sales.routes';
import { COMMERCE_RULES } from './commerce.policy';
import { gatewayCardPayments } from './payments/card-payments';
import type { PaymentGateway } from './payments/payment-gateway';
import { paymentsRoutes } from './payments/payments.routes';
import { StripeGateway } from './payments/stripe-gateway';
import { seedDemoCommerce } from './seed/commerce-seed';

/** What the shop offers other features: its card provider and the webhook's other listeners. */
export type CommercePublic = {
  /** The card provider (Stripe Connect) when the server has one set up. */
  gateway: PaymentGateway | null;
  /** Card checkouts through that provider, for other features (bookings). */
  cardPayments: CardPayments | null;
  /** Other features add their side of the provider's webhook here; it is read per request. */
  paymentReturns: PaymentReturns[];
};

/** The shop: catalogue, checkout, orders, sales, tickets and card payments. */
export const commerceFeature: Feature<'commerce'> = {
  name: 'commerce',
  rules: COMMERCE_RULES,
  // Campaigns, products and orders in every state (issue 12).
  seed: ({ db }) => seedDemoCommerce(db),
  provides({ config, data }) {
    const gateway = config.stripe ? new StripeGateway(config.stripe) : null;
    return { gateway, cardPayments: gateway ? gatewayCardPayments(data, gateway) : null, paymentReturns: [] };
  },
  async routes(api, ctx) {
    const { data, config, limiter, changes } = ctx;
    const { gateway, paymentReturns } = ctx.use('commerce');
    await api.register(commerceRoutes, { data, changes });
    await api.register(orderRoutes, {
      data,
      appUrl: config.appUrl,
      testProvider: config.paymentsTestProvider,
      gateway,
      limiter,
      changes,
      checkoutConcurrency: config.checkoutConcurrency,
    });
    await api.register(salesRoutes, { data, appUrl: config.appUrl, limiter });
    await api.register(paymentsRoutes, { data, appUrl: config.appUrl, gateway, paymentReturns });
  },
};
