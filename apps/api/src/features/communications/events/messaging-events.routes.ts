import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/errors';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import { openEventStream } from './event-stream';
import type { LiveMessagingEvents } from './live-messaging-events';

export type MessagingEventsRoutesOptions = { events: LiveMessagingEvents };

/** Seconds a client refused for lack of room waits before trying again (it polls meanwhile). */
const RETRY_AFTER_SECONDS = 30;

/**
 * GET /communications/events: the acting profile's server-sent events (issue 10 part 5). The
 * plugin owns the streams' lifetime: they end before the server closes (so it can close, and
 * clients reconnect to another process) and the listeners stop with the app.
 */
export const messagingEventsRoutes: FastifyPluginAsync<MessagingEventsRoutesOptions> = async (scope, { events }) => {
  const app = scope as ApiScope;
  app.addHook('preClose', (done) => {
    events.hub.closeAll();
    done();
  });
  app.addHook('onClose', () => events.close());

  registerRoute(
    app,
    COMMUNICATIONS_ROUTES.events,
    async ({ ctx, reply }) => {
      const profileId = ctx.profile.id;
      const refuseIfFull = () => {
        if (events.hub.hasRoomFor(profileId)) return;
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw errors.rateLimited(RETRY_AFTER_SECONDS);
      };
      refuseIfFull();
      await events.listening();
      // Checked again with no await before the add: other streams may have opened meanwhile.
      refuseIfFull();
      const owner = {
        userId: ctx.actor.userId,
        sessionUserId: ctx.actor.impersonatorId ?? ctx.actor.userId,
        sessionId: ctx.actor.sessionId,
      };
      const subscriber = events.hub.add(ctx.club.id, profileId, owner, openEventStream(reply));
      reply.raw.on('close', () => subscriber.close());
      return reply;
    },
    { produces: ['text/event-stream'] },
  );
};
