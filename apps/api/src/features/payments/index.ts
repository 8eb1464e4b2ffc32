import type { Feature, FeatureContext } from '../../lib/feature/feature';
import type { CardPayments } from '../../lib/payments/card-payments';
import { gatewayCardPayments } from './card-payments';
import { LedgerService, type RecordedPayment, type RefundTarget } from './ledger.service';
import type { PaymentGateway } from './payment-gateway';
import { paymentsRepositories } from './payments.data';
import { paymentsRoutes } from './payments.routes';
import { PaymentPurposeRouter } from './purpose-router';
import { StripeGateway } from './stripe-gateway';
import { StripeWebhookService } from './stripe-webhook.service';

export type { RecordedPayment, RefundTarget } from './ledger.service';

/** What the payments feature offers the features that sell. */
export type PaymentsPublic = {
  /** Card checkouts on the club's connected account (Stripe Connect); null when the server has no card provider. */
  cards: CardPayments | null;
  /** Whether the built-in test provider may take payments (config; off in production unless set). */
  testProvider: boolean;
  /** Payments that needed no provider round trip: the test provider's button, cash at the club, imported sales. */
  record(payments: readonly RecordedPayment[]): Promise<void>;
  /** Money given back without the card provider (a test or cash payment): the ledger notes it. */
  noteRefund(target: RefundTarget, amount: number | undefined, reason: string | null): Promise<void>;
};

/** The parts built once per app: the gateway, the ledger and the router of purposes. */
function build(ctx: FeatureContext) {
  const data = ctx.units(paymentsRepositories);
  const gateway: PaymentGateway | null = ctx.config.stripe ? new StripeGateway(ctx.config.stripe) : null;
  const ledger = new LedgerService(data);
  const purposes = new PaymentPurposeRouter(ctx.paymentPurposes, ctx, ctx.log);
  const webhook = new StripeWebhookService(data, ledger, gateway, purposes, ctx.log);
  const cards = gateway ? gatewayCardPayments(data, ledger, gateway) : null;
  return { data, gateway, ledger, webhook, cards };
}

const parts = new WeakMap<FeatureContext, ReturnType<typeof build>>();
const partsOf = (ctx: FeatureContext) => {
  let built = parts.get(ctx);
  if (!built) parts.set(ctx, (built = build(ctx)));
  return built;
};

/**
 * Payments (issue 22): the clubs' connected accounts, the gateway adapters (Stripe Connect, the
 * built-in test provider's records), the ledger of payments, attempts, refunds and reversals, and
 * the provider's webhook, which hands each outcome to the feature owning the payment's purpose.
 */
export const paymentsFeature: Feature<'payments'> = {
  name: 'payments',
  provides(ctx) {
    const { cards, ledger } = partsOf(ctx);
    return {
      cards,
      testProvider: ctx.config.paymentsTestProvider,
      record: (payments) => ledger.record(payments),
      noteRefund: async (target, amount, reason) => {
        await ledger.noteRefund(target, amount, reason);
      },
    };
  },
  async routes(api, ctx) {
    // Built here, at start-up: a purpose declared by two features stops the app now, not at the first payment.
    const { data, gateway, webhook } = partsOf(ctx);
    await api.register(paymentsRoutes, { data, appUrl: ctx.config.appUrl, gateway, webhook });
  },
};
