import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResolvedConfig } from './config';
import type { Database } from './db/client';
import type { BoundedCacheOptions } from './lib/cache/bounded-cache';
import { CHANGES_CHANNEL, ChangeFeed } from './lib/cache/change-feed';
import { loggerOptions, type LogOptions } from './lib/log-redaction';
import { AppMetrics } from './lib/observability/app-metrics';
import { contextualLogger, runAsRequest } from './lib/observability/log-context';
import { metricsPlugin } from './lib/observability/metrics.plugin';
import { requestIdOf } from './lib/observability/request-id';
import { RateLimiter } from './lib/rate-limit/rate-limiter';
import { assertDistinctRuleNames, RATE_RULES } from './lib/rate-limit/rules';
import { TokenService } from './lib/tokens';
import { FEATURES } from './features';
import { installTemplates } from './lib/outbox/templates/template-registry';
import { assertUniqueNames, collectRules, createFeatureContext } from './lib/feature/feature-context';
import type { FeatureContext } from './lib/feature/feature';
import type { FileStorage } from './lib/uploads/file-storage';
import { uploadsStorage } from './lib/uploads/uploads-storage';
import { accessPlugin } from './plugins/access.plugin';
import { authPlugin } from './plugins/auth.plugin';
import { actingProfilePlugin } from './lib/route/acting-profile.plugin';
import { clubContextPlugin } from './plugins/club-context.plugin';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.plugin';
import { featureGatePlugin } from './plugins/feature-gate.plugin';
import { healthPlugin } from './plugins/health.plugin';
import { staleOnOutagePlugin } from './plugins/stale-on-outage.plugin';
import { Readiness } from './lib/health/readiness';
import { inputGuardPlugin } from './plugins/input-guard.plugin';
import { openapiPlugin } from './plugins/openapi.plugin';
import { platformSubjectLoader } from './plugins/platform-subject.repository';
import { securityPlugin } from './plugins/security.plugin';
import { webPlugin } from './plugins/web.plugin';

export type BuildAppOptions = {
  config: ResolvedConfig;
  database: Database;
  /** false for no logs (tests); else level/stream overrides. Redaction always applies (lib/log-redaction.ts). */
  logger?: false | LogOptions;
  /** Read cache settings (size, TTL, clock); tests inject a clock. */
  cache?: BoundedCacheOptions;
  /** The process's storage port (server.ts builds it once); by default local disk under DATA_DIR. */
  files?: FileStorage;
  /** The rate limits' clock; tests freeze it so a run that crosses a window boundary counts the same. */
  rateLimitClock?: () => number;
};

/** A registered route as the authorization matrix test sees it. */
export type RouteSummary = { method: string; url: string; public: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RouteSummary[];
    /** Read caches kept coherent through PostgreSQL notifications (lib/cache/change-feed.ts). */
    changes: ChangeFeed;
    /** What every feature got (server.ts starts the features' jobs with it; tests reach a feature's interface). */
    featureContext: FeatureContext;
    /** This app's Prometheus registry and counters (lib/observability). */
    metrics: AppMetrics;
    /** GET /ready's state; graceful shutdown turns it off first (lib/health). */
    readiness: Readiness;
  }
}

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp({
  config,
  database,
  logger,
  cache,
  files = uploadsStorage(config),
  rateLimitClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel, logger),
    // nginx's x-request-id when it is a safe token, else a new UUID (lib/observability/request-id.ts).
    genReqId: requestIdOf,
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
    // The rest of the request runs in its log scope: services' loggers write its reqId.
    runAsRequest(request.log, done);
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

  const tokens = new TokenService(config.jwtSecret, config.tokenTtl, config.jwtSecretPrevious);
  const db = database.db;
  // Read caches are created off and turn on once LISTEN is active (below).
  const changes = new ChangeFeed(cache, app.log);
  app.decorate('changes', changes);
  // Rate limits: counters in PostgreSQL, shared by every route that limits (and every process).
  const limiter = new RateLimiter(db, config.rateLimit, rateLimitClock);
  assertUniqueNames(FEATURES);
  assertDistinctRuleNames([RATE_RULES, ...FEATURES.map((feature) => feature.rateLimits)]);
  // The outbox renders and masks by the templates the features declare.
  installTemplates(FEATURES.flatMap((feature) => feature.outboxTemplates ?? []));
  // Services log through the current request's (or job's) logger: their lines carry its id.
  const log = contextualLogger(app.log);
  const ctx = createFeatureContext({ config, db, database, changes, limiter, tokens, log, files }, FEATURES);
  app.decorate('featureContext', ctx);

  await app.register(errorHandlerPlugin);
  // Before compression (security plugin): remembers public pages' last good answers for outages.
  await app.register(staleOnOutagePlugin);
  // Every route's answers are counted; GET /metrics sits outside /api, before the SPA fallback.
  const metrics = new AppMetrics({
    db,
    poolStats: database.poolStats,
    openStreams: () => ctx.use('communications').events.hub.openStreams,
    jobs: () => FEATURES.flatMap((feature) => feature.jobs?.(ctx) ?? []),
    log: app.log,
  });
  app.decorate('metrics', metrics);
  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  // Before every route's validation: no control characters in any string from outside.
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);
  // /health and /ready, outside /api and before the SPA fallback (decision 0016).
  const readiness = new Readiness(database);
  app.decorate('readiness', readiness);
  await app.register(healthPlugin, { readiness });

  // The JSON API: every route in this scope needs a bearer token unless it says it is public.
  await app.register(
    async (api) => {
      await api.register(authPlugin, { tokens });
      for (const feature of FEATURES) await feature.guards?.(api, ctx);
      await api.register(clubContextPlugin, { db, changes });
      // After the club context: a route's `config.feature` is judged for the club it loaded.
      await api.register(featureGatePlugin, { db, changes });
      // Last of the checks: the route's declared action, judged in the club the context loaded.
      await api.register(accessPlugin, { rules: collectRules(FEATURES), loadPlatformSubject: platformSubjectLoader(db, changes) });
      // After the access check: the `Profile` header of thread and message routes (spec 5).
      await api.register(actingProfilePlugin, { db, changes });
      for (const feature of FEATURES) await feature.routes?.(api, ctx);
    },
    { prefix: '/api' },
  );

  // Pages some features serve outside /api (the portal's server-made HTML), before the SPA fallback.
  for (const feature of FEATURES) await feature.pages?.(app, ctx);
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
