import { ORDER_STATUS } from '@tribuna/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, errors } from '../../../lib/errors';
import { logRef } from '../../../lib/log-redaction';
import { referencePrefix, type PaymentReturns } from '../../../lib/payments/card-payments';
import type { Data } from '../../../repositories';
import type { PaymentsService } from '../payments.service';
import type { GatewayEvent, PaymentGateway } from './payment-gateway';

/**
 * Stripe's webhook: only a body signed with the endpoint's secret is read, and each event is
 * handled once (a repeated delivery does nothing more; every handler is idempotent on its own
 * too, for two deliveries racing). A payment that arrives for an order whose reservation already
 * ran out is given back: the buyer is never charged for units that went to someone else.
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
    await this.handle(gateway, event);
    await this.data.write([], (repos) => repos.paymentAccounts.firstDelivery(gateway.provider, event.id, event.type));
    return { received: true };
  }

  private async handle(gateway: PaymentGateway, event: GatewayEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.paid': {
        const other = this.returnsOf(event.orderHash);
        if (other) return this.otherPaid(gateway, other, event.orderHash, event.paymentIntentId);
        return this.paid(gateway, event.orderHash, event.paymentIntentId);
      }
      case 'checkout.failed': {
        const other = this.returnsOf(event.orderHash);
        if (other) return other.failed(event.orderHash);
        await this.payments.release(event.orderHash);
        return;
      }
      case 'account.updated':
        await this.data.write([], (repos) => repos.paymentAccounts.setState(gateway.provider, event.accountId, event));
        return;
      default:
        return;
    }
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
      await this.payments.markPaid(orderHash, paymentIntentId);
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
