import type { FastifyBaseLogger } from 'fastify';
import type { FeatureContext } from '../../lib/feature/feature';
import type {
  LedgerPayment,
  LedgerRefund,
  LedgerReversal,
  PaidOutcome,
  PaymentPurpose,
  PaymentPurposeHandler,
  PurposeDeclaration,
} from '../../lib/payments/payment-purposes';

type Factory = (ctx: FeatureContext) => PaymentPurposeHandler;

/**
 * Takes each ledger outcome to the handler of the payment's purpose. Built from every feature's
 * declaration at start-up, which it refuses when two features claim one purpose (whichever
 * registered last would otherwise win, silently). Handlers are built on first use, so a handler
 * may ask for other features' interfaces in any order. A purpose nobody handles is logged and
 * acknowledged: the provider would only retry what no code can take.
 */
export class PaymentPurposeRouter {
  private readonly factories = new Map<PaymentPurpose, { feature: string; build: Factory }>();
  private readonly built = new Map<PaymentPurpose, PaymentPurposeHandler>();

  constructor(
    declarations: readonly PurposeDeclaration[],
    private readonly ctx: FeatureContext,
    private readonly log: FastifyBaseLogger,
  ) {
    for (const { feature, purposes } of declarations) {
      for (const [purpose, build] of Object.entries(purposes) as [PaymentPurpose, Factory | undefined][]) {
        if (!build) continue;
        const taken = this.factories.get(purpose);
        if (taken) throw new Error(`payment purpose "${purpose}" is handled by both "${taken.feature}" and "${feature}"`);
        this.factories.set(purpose, { feature, build });
      }
    }
  }

  /** The purposes some feature handles. */
  get purposes(): PaymentPurpose[] {
    return [...this.factories.keys()];
  }

  /** `kept` when nobody handles the purpose: the money is not given back by guesswork. */
  async paid(payment: LedgerPayment): Promise<PaidOutcome> {
    const handler = this.handlerOf(payment, 'paid');
    return handler ? handler.paid(payment) : 'kept';
  }

  async failed(payment: LedgerPayment): Promise<void> {
    await this.handlerOf(payment, 'failed')?.failed(payment);
  }

  async expired(payment: LedgerPayment): Promise<void> {
    await this.handlerOf(payment, 'expired')?.expired(payment);
  }

  async refunded(payment: LedgerPayment, refund: LedgerRefund): Promise<void> {
    await this.handlerOf(payment, 'refunded')?.refunded(payment, refund);
  }

  async reversed(payment: LedgerPayment, reversal: LedgerReversal): Promise<void> {
    await this.handlerOf(payment, 'reversed')?.reversed(payment, reversal);
  }

  private handlerOf(payment: LedgerPayment, outcome: string): PaymentPurposeHandler | undefined {
    const existing = this.built.get(payment.purpose);
    if (existing) return existing;
    const factory = this.factories.get(payment.purpose);
    if (!factory) {
      this.log.warn(
        { payment: payment.id, purpose: payment.purpose, outcome },
        'payment outcome for a purpose no feature handles: acknowledged',
      );
      return undefined;
    }
    const handler = factory.build(this.ctx);
    this.built.set(payment.purpose, handler);
    return handler;
  }
}
