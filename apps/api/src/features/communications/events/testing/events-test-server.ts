import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEATURES } from '../../..';
import { collectRules } from '../../../../lib/feature/feature-context';
import type { Database } from '../../../../db/client';
import { ChangeFeed } from '../../../../lib/cache/change-feed';
import { actingProfilePlugin } from '../../../../lib/route/acting-profile.plugin';
import { TokenService } from '../../../../lib/tokens';
import { accessPlugin } from '../../../../plugins/access.plugin';
import { authPlugin } from '../../../../plugins/auth.plugin';
import { clubContextPlugin } from '../../../../plugins/club-context.plugin';
import { errorHandlerPlugin } from '../../../../plugins/error-handler.plugin';
import { platformSubjectLoader } from '../../../../plugins/platform-subject.repository';
import type { ResolvedConfig } from '../../../../config';
import type { HubLimits } from '../event-hub';
import { createMessagingEvents, type LiveMessagingEvents } from '../live-messaging-events';
import { messagingEventsRoutes } from '../messaging-events.routes';

export type EventsServer = { app: FastifyInstance; events: LiveMessagingEvents; url: string };

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * One "API process" for the stream tests: the bearer, club-context, access and Profile header checks of the API
 * scope (as app.ts registers them) with only the events route, listening on a real port so a
 * test reads the stream with fetch like a browser. Tokens of the main test app are valid here
 * (same secret); access uses the app's own rules.
 */
export async function startEventsServer(
  database: Pick<Database, 'db' | 'listen'>,
  config: ResolvedConfig,
  limits?: Partial<HubLimits>,
): Promise<EventsServer> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const changes = new ChangeFeed();
  const events = createMessagingEvents({ db: database.db, listen: database.listen, logger: quiet, limits });
  await app.register(errorHandlerPlugin);
  await app.register(
    async (api) => {
      await api.register(authPlugin, { tokens: new TokenService(config.jwtSecret, config.tokenTtl) });
      await api.register(clubContextPlugin, { db: database.db, changes });
      await api.register(accessPlugin, { rules: collectRules(FEATURES), loadPlatformSubject: platformSubjectLoader(database.db, changes) });
      await api.register(actingProfilePlugin, { db: database.db, changes });
      await api.register(messagingEventsRoutes, { events });
    },
    { prefix: '/api' },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, events, url: address };
}
