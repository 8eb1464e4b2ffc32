import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { ResolvedConfig } from './config';
import type { Database } from './db/client';
import type { BoundedCacheOptions } from './lib/cache/bounded-cache';
import { CHANGES_CHANNEL, ChangeFeed } from './lib/cache/change-feed';
import { loggerOptions, type LogOptions } from './lib/log-redaction';
import { RateLimiter } from './lib/rate-limit/rate-limiter';
import { TokenService } from './lib/tokens';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { devOutboxRoutes } from './features/accounts/dev-outbox.routes';
import { passwordResetRoutes } from './features/accounts/password-reset.routes';
import { appConfigRoutes } from './features/app-config/app-config.routes';
import { authRoutes } from './features/auth/auth.routes';
import { clubSettingsRoutes } from './features/club-settings/club-settings.routes';
import { clubsRoutes } from './features/clubs/clubs.routes';
import { impersonationGuardPlugin } from './features/impersonation/impersonation-guard.plugin';
import { impersonationRoutes } from './features/impersonation/impersonation.routes';
import { invitationsRoutes } from './features/invitations/invitations.routes';
import { memberCardRoutes } from './features/member-card/member-card.routes';
import { memberHomeRoutes } from './features/member-home/member-home.routes';
import { cardDesignRoutes } from './features/member-card/design/card-design.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { peopleRoutes } from './features/people/people.routes';
import { personPhotoRoutes } from './features/person-photo/person-photo.routes';
import { accountClaimsRoutes } from './features/people/families/account-claims.routes';
import { familiesRoutes } from './features/people/families/families.routes';
import { peopleImportRoutes } from './features/people/import/people-import.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { teamsRoutes } from './features/teams/teams.routes';
import { sponsorsRoutes } from './features/sponsors/sponsors.routes';
import { portalRoutes } from './features/portal/portal.routes';
import { commerceRoutes } from './features/commerce/commerce.routes';
import { orderRoutes } from './features/commerce/commerce-orders.routes';
import { salesRoutes } from './features/commerce/commerce-sales.routes';
import { paymentsRoutes } from './features/commerce/payments/payments.routes';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { StripeGateway } from './features/commerce/payments/stripe-gateway';
import { gatewayCardPayments } from './features/commerce/payments/card-payments';
import type { PaymentReturns } from './lib/payments/card-payments';
import { communicationsRoutes } from './features/communications/communications.routes';
import { contactRoutes } from './features/communications/contact/contact.routes';
import { createMessagingEvents, messagingEventsRoutes } from './features/communications/events';
import { MessagingReadCache } from './features/communications/messaging-read-cache';
import { ACCESS_RULES } from './access-rules';
import { accessPlugin } from './plugins/access.plugin';
import { createRepositories } from './repositories';
import { UnitOfWork } from './lib/data/unit-of-work';
import { authPlugin } from './plugins/auth.plugin';
import { actingProfilePlugin } from './lib/route/acting-profile.plugin';
import { clubContextPlugin } from './plugins/club-context.plugin';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.plugin';
import { featureGatePlugin } from './plugins/feature-gate.plugin';
import { inputGuardPlugin } from './plugins/input-guard.plugin';
import { openapiPlugin } from './plugins/openapi.plugin';
import { platformSubjectLoader } from './plugins/platform-subject.repository';
import { securityPlugin } from './plugins/security.plugin';
import { webPlugin } from './plugins/web.plugin';
import { portalPagePlugin } from './plugins/portal-page/portal-page.plugin';

export type BuildAppOptions = {
  config: ResolvedConfig;
  database: Database;
  /** false for no logs (tests); else level/stream overrides. Redaction always applies (lib/log-redaction.ts). */
  logger?: false | LogOptions;
  /** Read cache settings (size, TTL, clock); tests inject a clock. */
  cache?: BoundedCacheOptions;
};

/** A registered route as the authorization matrix test sees it. */
export type RouteSummary = { method: string; url: string; public: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RouteSummary[];
    /** Read caches kept coherent through PostgreSQL notifications (lib/cache/change-feed.ts). */
    changes: ChangeFeed;
    /** Messaging's per-profile read cache, kept by messaging changes (features/communications). */
    messagingReadCache: MessagingReadCache;
  }
}

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp({ config, database, logger, cache }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel, logger),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // A hop count is valid at runtime (proxy-addr) although the type omits it.
    trustProxy: config.trustProxy as boolean | string[],
    bodyLimit: 1024 * 1024,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Bad percent-encoding and overlong path parameters answer in the contract's error shape.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The API speaks JSON only. Dropping text/plain also closes the "simple request" path that
  // lets another site POST without a CORS preflight. An empty JSON body reads as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  // PATCH bodies arrive as merge-patch JSON (spec 7): parsed exactly like JSON.
  app.addContentTypeParser(['application/json', 'application/merge-patch+json'], { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  const routes: RouteSummary[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
    for (const method of methods) routes.push({ method, url: route.url, public: isPublic });
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.log.level === 'info' || request.log.level === 'debug' || request.log.level === 'trace') {
      // The route pattern, never the raw URL: paths and query strings carry tokens and codes.
      request.log.info(
        { method: request.method, route: request.routeOptions.url ?? null, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    }
    done();
  });

  const tokens = new TokenService(config.jwtSecret, config.tokenTtl);
  const db = database.db;
  // Read caches are created off and turn on once LISTEN is active (below).
  const changes = new ChangeFeed(cache, app.log);
  app.decorate('changes', changes);
  // Lists and badges of messaging follow the messaging changes (messaging-read-cache.ts).
  const readCache = new MessagingReadCache(changes);
  app.decorate('messagingReadCache', readCache);
  // Repositories built once; writes go through units of work that keep the caches true.
  const data = new UnitOfWork(db, changes, createRepositories);
  // Rate limits: counters in PostgreSQL, shared by every route that limits (and every process).
  const limiter = new RateLimiter(db, config.rateLimit);

  await app.register(errorHandlerPlugin);
  // Before every route's validation: no control characters in any string from outside.
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);

  // The JSON API: every route in this scope needs a bearer token unless it says it is public.
  await app.register(
    async (api) => {
      await api.register(authPlugin, { tokens });
      await api.register(impersonationGuardPlugin, { db });
      await api.register(clubContextPlugin, { db, changes });
      // After the club context: a route's `config.feature` is judged for the club it loaded.
      await api.register(featureGatePlugin, { db, changes });
      // Last of the checks: the route's declared action, judged in the club the context loaded.
      await api.register(accessPlugin, { rules: ACCESS_RULES, loadPlatformSubject: platformSubjectLoader(db, changes) });
      // After the access check: the `Profile` header of thread and message routes (spec 5).
      await api.register(actingProfilePlugin, { db, changes });
      await api.register(authRoutes, { data, tokens, config, limiter });
      await api.register(accountsRoutes, { data, tokens, config, limiter });
      await api.register(passwordResetRoutes, { data, tokens, config, limiter });
      // Developer mail page: codes and links of messages held without SMTP/SMS providers. Demo
      // mode only (parseConfig refuses it in production; checked again here all the same).
      if (config.demoMode && config.nodeEnv !== 'production') await api.register(devOutboxRoutes, { data });
      await api.register(appConfigRoutes, { config });
      await api.register(profileRoutes, { data, changes });
      await api.register(clubsRoutes, { data, changes });
      await api.register(onboardingRoutes, { data, config });
      await api.register(invitationsRoutes, { data, config });
      await api.register(impersonationRoutes, { data, tokens });
      await api.register(teamsRoutes, { data });
      await api.register(sponsorsRoutes, { data, config, limiter });
      await api.register(portalRoutes, { data });
      await api.register(commerceRoutes, { data, changes });
      const gateway = config.stripe ? new StripeGateway(config.stripe) : null;
      // Bookings take card payments through the shop's provider, and hear its webhook through it.
      const cardPayments = gateway ? gatewayCardPayments(data, gateway) : null;
      const paymentReturns: PaymentReturns[] = [];
      await api.register(orderRoutes, {
        data,
        appUrl: config.appUrl,
        testProvider: config.paymentsTestProvider,
        gateway,
        limiter,
        changes,
        checkoutConcurrency: config.checkoutConcurrency,
      });
      await api.register(salesRoutes, { data, appUrl: config.appUrl, limiter });
      await api.register(bookingsRoutes, { data, config, limiter, changes, cardPayments, paymentReturns });
      await api.register(paymentsRoutes, { data, appUrl: config.appUrl, gateway, paymentReturns });
      await api.register(clubSettingsRoutes, { data });
      await api.register(memberCardRoutes, { data });
      await api.register(memberHomeRoutes, { data, config });
      await api.register(cardDesignRoutes, { data, config });
      await api.register(peopleRoutes, { data, changes });
      await api.register(familiesRoutes, { data, config, limiter });
      await api.register(accountClaimsRoutes, { data, limiter });
      await api.register(peopleImportRoutes, { data });
      await api.register(personPhotoRoutes, { data, config });
      // New messages and read-state changes reach open tabs at once, in every API process
      // (LISTEN/NOTIFY); the events plugin closes the streams and the listener with the app.
      const events = createMessagingEvents({
        db,
        listen: database.listen,
        logger: app.log,
        observer: {
          change: (change) => readCache.apply(change),
          membershipChanged: () => readCache.clearAll(),
          live: (live) => readCache.setLive(live),
        },
      });
      await api.register(communicationsRoutes, { data, config, events, readCache });
      await api.register(messagingEventsRoutes, { events });
      await api.register(contactRoutes, { data, config, events, limiter });
      // Listen from the start (not only once a stream opens): the read cache needs the changes.
      events.listening().catch((error: unknown) => app.log.warn({ err: error }, 'messaging events not heard; read cache off'));
    },
    { prefix: '/api' },
  );

  // Portal addresses get server-made HTML (title, social tags, content) before the SPA fallback.
  await app.register(portalPagePlugin, { db, distDir: config.webDistDir, appUrl: config.appUrl });
  await app.register(webPlugin, { distDir: config.webDistDir });

  // Last, so a failed registration leaves no connection open. The listener reconnects on its
  // own if it drops; closing the app stops it (tests and graceful shutdown must not hang).
  const stopListening = await database.listen(CHANGES_CHANNEL, changes.listener);
  app.addHook('onClose', async () => {
    await stopListening();
    changes.clearAll();
  });
  return app;
}
