import type { FastifyBaseLogger } from 'fastify';
import { errors } from '../../lib/errors';
import { logRef } from '../../lib/log-redaction';
import { refusalOf, type CheckoutClaim, type CheckoutRefusal } from './checkout-proof';
import { ledgerPayment, type AttemptRow, type PaymentRow } from './ledger.repository';
import type { LedgerService } from './ledger.service';
import type { GatewayEvent, PaymentGateway } from './payment-gateway';
import type { PaymentsData } from './payments.data';
import type { PaymentPurposeRouter } from './purpose-router';

/** What the event record keeps: where it came from, what it named, and why it was refused (null: handled). */
type EventOutcome = { accountId: string | null; reference: string | null; refusal: CheckoutRefusal | null };
type CheckoutEvent = Extract<GatewayEvent, { type: 'checkout.paid' | 'checkout.failed' }>;
type MoneyBackEvent = Extract<GatewayEvent, { type: 'payment.refunded' | 'payment.reversed' }>;
/** The ledger's payment an event names, and its attempt through this provider. */
type Named = { payment: PaymentRow; attempt: AttemptRow | undefined };

/**
 * Stripe's webhook: only a body signed with the endpoint's secret is read, and each event is
 * handled once (a repeated delivery does nothing more; every handler is idempotent on its own
 * too, for two deliveries racing). A checkout event names a payment of the ledger by its
 * reference, and counts only when it proves it is about it (its club's account, the attempt's
 * session, the amount and currency asked for); otherwise it is recorded as refused, with why, and
 * changes nothing. What counts is written to the ledger first, then handed to the feature that
 * owns the payment's purpose. A payment its owner no longer waits for (an order whose reservation
 * ran out, a cancelled booking) is given back: nobody is charged for what went to someone else.
 */
export class StripeWebhookService {
  constructor(
    private readonly data: PaymentsData,
    private readonly ledger: LedgerService,
    private readonly gateway: PaymentGateway | null,
    private readonly purposes: PaymentPurposeRouter,
    private readonly log: FastifyBaseLogger,
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
        const seen = { accountId: event.accountId, reference: event.orderHash };
        const named = await this.named(gateway, event);
        const refusal = await this.refusal(gateway, event, named);
        if (refusal || !named?.attempt) {
          // Answered 200 all the same: Stripe would only retry what can never prove itself.
          this.log.warn(
            { eventId: event.id, reference: logRef(event.orderHash), refusal },
            'checkout event refused: it proves nothing about what it names',
          );
          return { ...seen, refusal: refusal ?? 'unknownReference' };
        }
        if (event.type === 'checkout.paid') await this.paid(gateway, named.payment, named.attempt, event.paymentIntentId);
        else await this.ended(named.payment, named.attempt, event.ended);
        return { ...seen, refusal: null };
      }
      case 'payment.refunded':
      case 'payment.reversed':
        return this.moneyBack(gateway, event);
      case 'account.updated':
        await this.data.write([], (repos) => repos.paymentAccounts.setState(gateway.provider, event.accountId, event));
        return { accountId: event.accountId, reference: null, refusal: null };
      default:
        return { accountId: null, reference: null, refusal: null };
    }
  }

  private async named(gateway: PaymentGateway, event: CheckoutEvent): Promise<Named | null> {
    const payment = await this.data.read.ledger.byReference(event.orderHash);
    if (!payment) return null;
    return { payment, attempt: await this.data.read.ledger.attemptFor(payment.id, gateway.provider, event.sessionId) };
  }

  /** Why the event cannot count for the payment it names (checkout-proof.ts), or null when it can. */
  private async refusal(gateway: PaymentGateway, event: CheckoutEvent, named: Named | null): Promise<CheckoutRefusal | null> {
    // A payment never opened through this provider (the test provider's, cash) is nothing its events may name.
    const claim: CheckoutClaim | null = named?.attempt
      ? { clubId: named.payment.clubId, sessionId: named.attempt.sessionId, amount: named.attempt.amount, currency: named.attempt.currency }
      : null;
    const account = claim ? await this.data.read.paymentAccounts.ofClub(claim.clubId, gateway.provider) : undefined;
    return refusalOf(event, claim, account?.accountId, { payment: event.type === 'checkout.paid' });
  }

  private async paid(gateway: PaymentGateway, payment: PaymentRow, attempt: AttemptRow, paymentIntentId: string): Promise<void> {
    await this.ledger.attemptPaid(payment, attempt, paymentIntentId);
    const outcome = await this.purposes.paid(ledgerPayment(payment, paymentIntentId));
    if (outcome === 'kept') return;
    const account = await this.data.read.paymentAccounts.ofClub(payment.clubId, gateway.provider);
    if (!account) return;
    await gateway.refund({ accountId: account.accountId, paymentIntentId, orderHash: payment.reference });
    await this.ledger.noteRefund({ reference: payment.reference }, undefined, 'no longer awaited');
    this.log.warn(
      { reference: logRef(payment.reference), purpose: payment.purpose },
      'payment for something no longer waiting for it: refunded',
    );
  }

  /**
   * Money that came back at the provider after the payment: a refund made there (the app's own
   * refunds are in the ledger already, so only what it does not know yet counts) or a dispute. It
   * counts only from the account of the club whose payment it names.
   */
  private async moneyBack(gateway: PaymentGateway, event: MoneyBackEvent): Promise<EventOutcome> {
    const found = await this.data.read.ledger.byIntent(gateway.provider, event.paymentIntentId);
    const account = found ? await this.data.read.paymentAccounts.ofClub(found.payment.clubId, gateway.provider) : undefined;
    const refusal: CheckoutRefusal | null = !found
      ? 'unknownReference'
      : !account || account.accountId !== event.accountId
        ? 'accountMismatch'
        : null;
    const seen = { accountId: event.accountId, reference: found?.payment.reference ?? null };
    if (refusal || !found) {
      this.log.warn({ eventId: event.id, refusal }, 'payment event refused: it proves nothing about what it names');
      return { ...seen, refusal: refusal ?? 'unknownReference' };
    }
    const news = ledgerPayment(found.payment, event.paymentIntentId);
    if (event.type === 'payment.refunded') {
      const unknown = event.amountRefunded - found.payment.refundedAmount;
      const refund =
        unknown > 0 ? await this.ledger.noteRefund({ reference: found.payment.reference }, unknown, 'refunded at the provider') : undefined;
      if (refund) await this.purposes.refunded(news, refund);
    } else {
      const reversal = await this.ledger.noteReversal(found.payment, {
        amount: event.amount,
        kind: 'chargeback',
        reasonCode: event.reasonCode,
        providerReference: event.disputeId,
      });
      if (reversal) await this.purposes.reversed(news, reversal);
    }
    return { ...seen, refusal: null };
  }

  private async ended(payment: PaymentRow, attempt: AttemptRow, status: 'failed' | 'expired'): Promise<void> {
    await this.ledger.attemptEnded(payment, attempt, status);
    const news = ledgerPayment(payment);
    await (status === 'failed' ? this.purposes.failed(news) : this.purposes.expired(news));
  }
}
