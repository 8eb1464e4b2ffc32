import type { CardCheckoutRequest, CardPayments } from '../../../lib/payments/card-payments';
import type { Data } from '../../../repositories';
import type { PaymentGateway } from './payment-gateway';

/**
 * The shop's card provider offered to other features (lib/payments/card-payments.ts): a checkout
 * of one line on the club's connected account, refunds, and whether the account takes charges.
 */
export function gatewayCardPayments(data: Data, gateway: PaymentGateway): CardPayments {
  const account = (clubId: number) => data.read.paymentAccounts.ofClub(clubId, gateway.provider);
  return {
    async available(clubId) {
      return Boolean((await account(clubId))?.chargesEnabled);
    },
    async open(request: CardCheckoutRequest) {
      const connected = await account(request.clubId);
      if (!connected?.chargesEnabled) throw new Error('the club takes no card payments');
      return gateway.createCheckout({
        accountId: connected.accountId,
        orderHash: request.reference,
        purchaseIdentifier: request.reference,
        email: request.email,
        locale: request.locale,
        currency: request.currency,
        lines: [{ name: request.title, unitAmount: request.amount, quantity: 1 }],
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
      });
    },
    async refund({ clubId, paymentIntentId, reference, amount }) {
      const connected = await account(clubId);
      if (!connected) throw new Error('the club has no card account');
      await gateway.refund({ accountId: connected.accountId, paymentIntentId, orderHash: reference, amount });
    },
  };
}
