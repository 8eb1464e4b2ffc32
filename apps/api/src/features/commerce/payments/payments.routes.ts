import { PAYMENTS_ROUTES as PAYMENTS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { PaymentReturns } from '../../../lib/payments/card-payments';
import type { Data } from '../../../repositories';
import { PaymentsService } from '../payments.service';
import { OnboardingService } from './onboarding.service';
import type { PaymentGateway } from './payment-gateway';
import { StripeWebhookService } from './stripe-webhook.service';

/**
 * Payment onboarding and Stripe's webhook, in a scope of their own: the webhook's signature is
 * computed over the exact bytes Stripe sent, so here JSON bodies are kept raw (a Buffer).
 */
export const paymentsRoutes: FastifyPluginAsync<{
  data: Data;
  appUrl: string;
  gateway: PaymentGateway | null;
  /** Other features' sides of the webhook (bookings), by their references' prefix. */
  paymentReturns?: readonly PaymentReturns[];
}> = async (scope, { data, appUrl, gateway, paymentReturns = [] }) => {
  const app = scope as ApiScope;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
  const onboarding = new OnboardingService(data, gateway, appUrl);
  const webhook = new StripeWebhookService(data, gateway, new PaymentsService(data, appUrl, gateway), app.log, paymentReturns);

  registerRoute(app, PAYMENTS.onboardLinks, ({ ctx, request }) => onboarding.links(ctx, request.url));
  registerRoute(app, PAYMENTS.onboard, ({ ctx }) => onboarding.state(ctx));
  registerRoute(app, PAYMENTS.stripeWebhook, ({ request }) => {
    const signature = request.headers['stripe-signature'];
    return webhook.receive(request.body, typeof signature === 'string' ? signature : undefined);
  });
};
