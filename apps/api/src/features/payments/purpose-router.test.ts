import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureContext } from '../../lib/feature/feature';
import type { LedgerPayment, PaymentPurpose, PaymentPurposeHandler } from '../../lib/payments/payment-purposes';
import { PaymentPurposeRouter } from './purpose-router';

/** A handler that notes what reached it. */
function recordingHandler(paid: 'kept' | 'giveBack' = 'kept') {
  const calls: string[] = [];
  const handler: PaymentPurposeHandler = {
    paid: async (payment) => (calls.push(`paid ${payment.subjectId}`), paid),
    failed: async (payment) => void calls.push(`failed ${payment.subjectId}`),
    expired: async (payment) => void calls.push(`expired ${payment.subjectId}`),
    refunded: async (payment, refund) => void calls.push(`refunded ${payment.subjectId} ${refund.amount}`),
    reversed: async (payment, reversal) => void calls.push(`reversed ${payment.subjectId} ${reversal.kind}`),
  };
  return { handler, calls };
}

const paymentOf = (purpose: PaymentPurpose, subjectId: string): LedgerPayment => ({
  id: `pay-${subjectId}`,
  clubId: 1,
  purpose,
  subjectId,
  reference: subjectId,
  amount: 1000,
  currency: 'EUR',
  method: 'card',
  status: 'paid',
  intentId: `pi_${subjectId}`,
});

const ctx = {} as FeatureContext;
const quietLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('payment purposes reach the feature that owns them', () => {
  it('takes each outcome to the handler of its purpose, and no other', async () => {
    const shop = recordingHandler();
    const bookings = recordingHandler('giveBack');
    const router = new PaymentPurposeRouter(
      [
        { feature: 'commerce', purposes: { shop_order: () => shop.handler } },
        { feature: 'bookings', purposes: { booking: () => bookings.handler } },
      ],
      ctx,
      quietLog(),
    );
    expect(await router.paid(paymentOf('shop_order', 'o1'))).toBe('kept');
    expect(await router.paid(paymentOf('booking', 'b1'))).toBe('giveBack');
    await router.failed(paymentOf('booking', 'b2'));
    await router.expired(paymentOf('shop_order', 'o2'));
    await router.refunded(paymentOf('shop_order', 'o3'), { amount: 400, reason: null, providerReference: 're_1' });
    await router.reversed(paymentOf('booking', 'b3'), { amount: 1000, kind: 'chargeback', reasonCode: 'fraudulent' });
    expect(shop.calls).toEqual(['paid o1', 'expired o2', 'refunded o3 400']);
    expect(bookings.calls).toEqual(['paid b1', 'failed b2', 'reversed b3 chargeback']);
  });

  it('does not depend on the order in which features declared their purposes', async () => {
    const shop = recordingHandler();
    const bookings = recordingHandler();
    const router = new PaymentPurposeRouter(
      [
        { feature: 'bookings', purposes: { booking: () => bookings.handler } },
        { feature: 'commerce', purposes: { shop_order: () => shop.handler } },
      ],
      ctx,
      quietLog(),
    );
    await router.paid(paymentOf('shop_order', 'o1'));
    expect(shop.calls).toEqual(['paid o1']);
    expect(bookings.calls).toEqual([]);
  });

  it('refuses at start-up a purpose two features declare', () => {
    const build = () =>
      new PaymentPurposeRouter(
        [
          { feature: 'commerce', purposes: { shop_order: () => recordingHandler().handler } },
          { feature: 'tickets', purposes: { shop_order: () => recordingHandler().handler } },
        ],
        ctx,
        quietLog(),
      );
    expect(build).toThrow(/"shop_order" is handled by both "commerce" and "tickets"/);
  });

  it('logs and acknowledges an outcome of a purpose nobody handles (the money is not given back by guesswork)', async () => {
    const log = quietLog();
    const router = new PaymentPurposeRouter(
      [{ feature: 'commerce', purposes: { shop_order: () => recordingHandler().handler } }],
      ctx,
      log,
    );
    expect(await router.paid(paymentOf('fee_charge', 'f1'))).toBe('kept');
    await expect(router.expired(paymentOf('fee_charge', 'f1'))).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ purpose: 'fee_charge', outcome: 'paid' });
  });

  it('builds a handler once, on its first outcome, with the feature context', async () => {
    const factory = vi.fn(() => recordingHandler().handler);
    const router = new PaymentPurposeRouter([{ feature: 'bookings', purposes: { booking: factory } }], ctx, quietLog());
    expect(factory).not.toHaveBeenCalled();
    await router.paid(paymentOf('booking', 'b1'));
    await router.expired(paymentOf('booking', 'b2'));
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith(ctx);
  });
});
