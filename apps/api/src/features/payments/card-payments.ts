import type { CardCheckoutRequest, CardPayments } from '../../lib/payments/card-payments';
import type { LedgerService } from './ledger.service';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentsData } from './payments.data';

/**
 * Card payments on the club's connected account, offered to the features that sell (the shop,
 * bookings): a hosted checkout recorded in the ledger as an attempt of the thing's payment,
 * refunds noted there too, and whether the account takes charges.
 */
export function gatewayCardPayments(data: PaymentsData, ledger: LedgerService, gateway: PaymentGateway): CardPayments {
  const account = (clubId: number) => data.read.paymentAccounts.ofClub(clubId, gateway.provider);
  return {
    async available(clubId) {
      return Boolean((await account(clubId))?.chargesEnabled);
    },
    async open(request: CardCheckoutRequest) {
      const connected = await account(request.clubId);
      if (!connected?.chargesEnabled) throw new Error('the club takes no card payments');
      // The network first, outside any transaction; the ledger then keeps the session the provider opened.
      const session = await gateway.createCheckout({
        accountId: connected.accountId,
        orderHash: request.reference,
        purchaseIdentifier: request.purchaseIdentifier ?? request.reference,
        email: request.email,
        locale: request.locale,
        currency: request.currency,
        lines: request.lines ?? [{ name: request.title, unitAmount: request.amount, quantity: 1 }],
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
      });
      await data.write([], async (repos) => {
        const { clubId, purpose, subjectId, reference, amount, currency } = request;
        const payment = await repos.ledger.open({ clubId, purpose, subjectId, reference, amount, currency, method: 'card' });
        await repos.ledger.addAttempt(payment.id, {
          provider: gateway.provider,
          sessionId: session.sessionId,
          url: session.url,
          amount,
          currency,
          expiresAt: request.expiresAt,
        });
      });
      return session;
    },
    async refund({ clubId, paymentIntentId, reference, amount }) {
      const connected = await account(clubId);
      if (!connected) throw new Error('the club has no card account');
      const intent = paymentIntentId ?? (await ledger.paidIntent(reference));
      if (!intent) throw new Error('the ledger has no card payment for it');
      await gateway.refund({ accountId: connected.accountId, paymentIntentId: intent, orderHash: reference, amount });
      await ledger.noteRefund({ reference }, amount, 'refunded by the club');
    },
  };
}
