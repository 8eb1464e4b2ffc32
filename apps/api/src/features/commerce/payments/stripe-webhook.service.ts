import { ORDER_STATUS } from '@tribuna/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, errors } from '../../../lib/errors';
import { logRef } from '../../../lib/log-redaction';
import { referencePrefix, type CheckoutClaim, type PaymentReturns } from '../../../lib/payments/card-payments';
import type { Data } from '../../../repositories';
import type { PaymentsService } from '../payments.service';
import { refusalOf, type CheckoutRefusal } from './checkout-proof';
import { SHOP_CURRENCY, type GatewayEvent, type PaymentGateway } from './payment-gateway';

/** What the event record keeps: where it came from, what it named, and why it was refused (null: handled). */
type EventOutcome = { accountId: string | null; reference: string | null; refusal: CheckoutRefusal | null };

/**
 * Stripe's webhook: only a body signed with the endpoint's secret is read, and each event is
 * handled once (a repeated delivery does nothing more; every handler is idempotent on its own
 * too, for two deliveries racing). A checkout event counts only when it proves it is about what
 * it names (its club's account, the session opened, the amount and currency charged); otherwise
 * it is recorded as refused, with why, and changes nothing. A payment that arrives for an order
 * whose reservation already ran out is given back: the buyer is never charged for units that went to someone else.
 */
export class StripeWebhookService {
  constructor(
    private readonly data: Data,
    private readonly gateway: PaymentGateway | null,
    private readonly payments: PaymentsService,
    private readonly log: FastifyBaseLogger,
    /** Other features' checkouts (`booking:…` references), by prefix. */
    private readonly returns: readonly PaymentReturns[] = [],
  ) {}

  async receive(rawBody: unknown, signature: string | undefined): Promise<{ received: boolean }> {
    const gateway = this.gateway;
    if (!gateway) throw errors.notFound();
    let event: GatewayEvent;
    try {
      if (!Buffer.isBuffer(rawBody) || !signature) throw new Error('unsigned');
      event = gateway.verifyEvent(rawBody, signature);
    } catch {
      throw errors.validation([{ field: 'stripe-signature', code: 'signatureInvalid' }]);
    }
    if (await this.data.read.paymentAccounts.seen(gateway.provider, event.id)) return { received: true };
    const outcome = await this.handle(gateway, event);
    await this.data.write([], (repos) =>
      repos.paymentAccounts.firstDelivery(gateway.provider, { eventId: event.id, type: event.type, ...outcome }),
    );
    return { received: true };
  }

  private async handle(gateway: PaymentGateway, event: GatewayEvent): Promise<EventOutcome> {
    switch (event.type) {
      case 'checkout.paid':
      case 'checkout.failed': {
        const other = this.returnsOf(event.orderHash);
        const seen = { accountId: event.accountId, reference: event.orderHash };
        const refusal = await this.refusal(gateway, event, other);
        if (refusal) {
          // Answered 200 all the same: Stripe would only retry what can never prove itself.
          this.log.warn(
            { eventId: event.id, reference: logRef(event.orderHash), refusal },
            'checkout event refused: it proves nothing about what it names',
          );
          return { ...seen, refusal };
        }
        if (event.type === 'checkout.failed') await (other ? other.failed(event.orderHash) : this.payments.release(event.orderHash));
        else if (other) await this.otherPaid(gateway, other, event.orderHash, event.paymentIntentId);
        else await this.paid(gateway, event.orderHash, event.paymentIntentId);
        return { ...seen, refusal: null };
      }
      case 'account.updated':
        await this.data.write([], (repos) => repos.paymentAccounts.setState(gateway.provider, event.accountId, event));
        return { accountId: event.accountId, reference: null, refusal: null };
      default:
        return { accountId: null, reference: null, refusal: null };
    }
  }

  /** Why the event cannot count for what it names (checkout-proof.ts), or null when it can. */
  private async refusal(
    gateway: PaymentGateway,
    event: Extract<GatewayEvent, { type: 'checkout.paid' | 'checkout.failed' }>,
    other: PaymentReturns | undefined,
  ): Promise<CheckoutRefusal | null> {
    const claim = other ? await other.claim(event.orderHash) : await this.orderClaim(event.orderHash);
    const account = claim ? await this.data.read.paymentAccounts.ofClub(claim.clubId, gateway.provider) : undefined;
    return refusalOf(event, claim, account?.accountId, { payment: event.type === 'checkout.paid' });
  }

  /** The card checkout stored for a shop order; null when it names none. */
  private async orderClaim(orderHash: string): Promise<CheckoutClaim | null> {
    const order = await this.data.read.orders.byHash(orderHash);
    if (!order || order.paymentProvider !== 'stripe') return null;
    // Orders opened before migration 0025 kept their session only in payment_reference, while pending.
    const sessionId = order.checkoutSessionId ?? (order.status === ORDER_STATUS.pendingPayment ? order.paymentReference : null);
    return { clubId: order.clubId, sessionId, amount: order.amountCents, currency: SHOP_CURRENCY };
  }

  private returnsOf(reference: string): PaymentReturns | undefined {
    const prefix = referencePrefix(reference);
    return prefix === null ? undefined : this.returns.find((returns) => returns.prefix === prefix);
  }

  /** Another feature's payment; one that arrives for something no longer waiting for it is given back. */
  private async otherPaid(gateway: PaymentGateway, returns: PaymentReturns, reference: string, paymentIntentId: string): Promise<void> {
    const outcome = await returns.paid(reference, paymentIntentId);
    if (outcome.kept) return;
    const account = await this.data.read.paymentAccounts.ofClub(outcome.clubId, gateway.provider);
    if (!account) return;
    await gateway.refund({ accountId: account.accountId, paymentIntentId, orderHash: reference });
    this.log.warn({ reference: logRef(reference) }, 'payment for something no longer waiting for it: refunded');
  }

  private async paid(gateway: PaymentGateway, orderHash: string, paymentIntentId: string): Promise<void> {
    try {
      await this.payments.markPaid(orderHash, paymentIntentId, 'stripe');
    } catch (error) {
      if (!(error instanceof AppError) || error.reason !== 'orderNotPending') throw error;
      const order = await this.data.read.orders.byHash(orderHash);
      if (!order || order.status === ORDER_STATUS.paid) return;
      const account = await this.data.read.paymentAccounts.ofClub(order.clubId, gateway.provider);
      if (!account) return;
      await gateway.refund({ accountId: account.accountId, paymentIntentId, orderHash });
      this.log.warn({ reference: logRef(orderHash), status: order.status }, 'payment for an order no longer waiting for it: refunded');
    }
  }
}
