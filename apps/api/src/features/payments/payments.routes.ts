import { PAYMENTS_ROUTES as PAYMENTS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import { OnboardingService } from './onboarding.service';
import type { StripeWebhookService } from './stripe-webhook.service';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentsData } from './payments.data';

/**
 * Payment onboarding and Stripe's webhook, in a scope of their own: the webhook's signature is
 * computed over the exact bytes Stripe sent, so here JSON bodies are kept raw (a Buffer).
 */
export const paymentsRoutes: FastifyPluginAsync<{
  data: PaymentsData;
  appUrl: string;
  gateway: PaymentGateway | null;
  webhook: StripeWebhookService;
}> = async (scope, { data, appUrl, gateway, webhook }) => {
  const app = scope as ApiScope;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
  const onboarding = new OnboardingService(data, gateway, appUrl);

  registerRoute(app, PAYMENTS.onboardLinks, ({ ctx, request }) => onboarding.links(ctx, request.url));
  registerRoute(app, PAYMENTS.onboard, ({ ctx }) => onboarding.state(ctx));
  registerRoute(app, PAYMENTS.stripeWebhook, ({ request }) => {
    const signature = request.headers['stripe-signature'];
    return webhook.receive(request.body, typeof signature === 'string' ? signature : undefined);
  });
};
