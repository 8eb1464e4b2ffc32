import Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import type { CheckoutFacts, CheckoutInput, GatewayEvent, PaymentGateway } from './payment-gateway';

/** Stripe's checkout locales that match the app's languages (Basque and Galician pages show in Spanish). */
const CHECKOUT_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = { es: 'es', en: 'en', ca: 'es', eu: 'es', gl: 'es' };

/**
 * What the event proves about itself. `client_reference_id` is whatever the account that opened
 * the session wrote, so it names, never proves: the connected account the event came from
 * (`account`, set by Stripe), the session's id, total and currency are what get checked.
 */
function factsOf(event: Stripe.Event, session: Stripe.Checkout.Session): CheckoutFacts {
  return {
    accountId: event.account ?? null,
    sessionId: session.id,
    amount: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

/**
 * Stripe Connect through Stripe's own client (stripe-node): Standard accounts for clubs, hosted
 * Checkout on the club's account (a direct charge: the money is the club's), refunds with an
 * idempotency key per order, and webhook signatures checked by the client's verifier.
 */
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  async createAccount(club: { name: string; clubHash: string }) {
    const account = await this.stripe.accounts.create(
      { type: 'standard', country: 'ES', business_profile: { name: club.name }, metadata: { clubHash: club.clubHash } },
      // A club asking twice at once gets one account.
      { idempotencyKey: `account-${club.clubHash}` },
    );
    return { accountId: account.id };
  }

  async onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }) {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
  }

  async accountState(accountId: string) {
    const account = await this.stripe.accounts.retrieve(accountId);
    return { detailsSubmitted: account.details_submitted ?? false, chargesEnabled: account.charges_enabled ?? false };
  }

  async createCheckout(input: CheckoutInput) {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.orderHash,
        customer_email: input.email,
        locale: CHECKOUT_LOCALES[input.locale] ?? 'auto',
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: input.currency.toLowerCase(), unit_amount: line.unitAmount, product_data: { name: line.name } },
        })),
        metadata: { orderHash: input.orderHash, purchaseIdentifier: input.purchaseIdentifier },
        payment_intent_data: { metadata: { orderHash: input.orderHash } },
      },
      { stripeAccount: input.accountId, idempotencyKey: `checkout-${input.orderHash}` },
    );
    if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  /**
   * The signed event, checked with the current signing secret and, while a roll is under way
   * (STRIPE_WEBHOOK_SECRET_PREVIOUS), with the previous one: Stripe signs with both during the
   * roll's overlap, and a delivery queued before it carries only the old signature.
   */
  private constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    const { webhookSecret, previousWebhookSecret } = this.settings;
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch (error) {
      if (!previousWebhookSecret || !(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      return this.stripe.webhooks.constructEvent(rawBody, signature, previousWebhookSecret);
    }
  }

  async refund(input: { accountId: string; paymentIntentId: string; orderHash: string; amount?: number }) {
    await this.stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        ...(input.amount === undefined ? {} : { amount: input.amount }),
        metadata: { orderHash: input.orderHash },
      },
      { stripeAccount: input.accountId, idempotencyKey: `refund-${input.orderHash}` },
    );
  }

  verifyEvent(rawBody: Buffer, signature: string): GatewayEvent {
    const event = this.constructEvent(rawBody, signature);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // Card payments are paid at completion; bank debits complete first and succeed later.
        if (session.payment_status !== 'paid' || !session.client_reference_id) return { id: event.id, type: 'other', name: event.type };
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? '');
        return {
          id: event.id,
          type: 'checkout.paid',
          orderHash: session.client_reference_id,
          paymentIntentId: intent,
          ...factsOf(event, session),
        };
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const session = event.data.object;
        if (!session.client_reference_id) return { id: event.id, type: 'other', name: event.type };
        const ended = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
        return { id: event.id, type: 'checkout.failed', orderHash: session.client_reference_id, ended, ...factsOf(event, session) };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        if (!intent) return { id: event.id, type: 'other', name: event.type };
        return {
          id: event.id,
          type: 'payment.refunded',
          accountId: event.account ?? null,
          paymentIntentId: intent,
          amountRefunded: charge.amount_refunded,
        };
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        const intent = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
        if (!intent) return { id: event.id, type: 'other', name: event.type };
        return {
          id: event.id,
          type: 'payment.reversed',
          accountId: event.account ?? null,
          paymentIntentId: intent,
          amount: dispute.amount,
          reasonCode: dispute.reason ?? null,
          disputeId: dispute.id,
        };
      }
      case 'account.updated': {
        const account = event.data.object;
        return {
          id: event.id,
          type: 'account.updated',
          accountId: account.id,
          detailsSubmitted: account.details_submitted ?? false,
          chargesEnabled: account.charges_enabled ?? false,
        };
      }
      default:
        return { id: event.id, type: 'other', name: event.type };
    }
  }
}
