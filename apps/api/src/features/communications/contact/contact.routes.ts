import { CONTACT_ROUTES, PROFILE_HEADER } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../../config';
import { RateLimiter, enforce } from '../../../lib/rate-limit/rate-limiter';
import { CONTACT_RATE_RULES } from './contact.rate-limits';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { CommunicationsData } from '../communications.data';
import type { MessagingEvents } from '../events/messaging-events';
import { ContactService } from './contact.service';
import { ContactFormTokens } from './form-token';

export type ContactRoutesOptions = {
  data: CommunicationsData;
  config: ResolvedConfig;
  events: MessagingEvents;
  limiter: RateLimiter;
};

/** The contact form (issue 11 part 4): public, and signed-in people are known by their token. */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (scope, { data, config, events, limiter }) => {
  const app = scope as ApiScope;
  const linkTo = (path: string) => new URL(path, `${config.appUrl}/`).toString();
  const service = new ContactService(data, events, new ContactFormTokens(config.jwtSecret), linkTo);

  registerRoute(app, CONTACT_ROUTES.formToken, ({ params }) => service.formToken(params.clubHash));

  // `optionalAuth`: a token, when sent, is checked by the bearer plugin (401 lets the client renew it).
  registerRoute(app, CONTACT_ROUTES.contactClub, async ({ params, body, request, reply, ctx }) => {
    const club = await service.clubOf(params.clubHash);
    const { actor } = ctx;
    const profile = request.headers[PROFILE_HEADER.toLowerCase()];
    // Every request spends its address's budget; only a message that is sent spends the sender's
    // and the club's (decision 0005), so nobody closes the form for others.
    enforce(reply, await limiter.hit(CONTACT_RATE_RULES.contactPerAddress, ctx.ip));
    const sender = actor ? `user:${actor.userId}` : `ip:${ctx.ip}`;
    return limiter.limitAccepted(
      reply,
      [
        [CONTACT_RATE_RULES.contactPerSender, `${club.id}:${sender}`],
        [CONTACT_RATE_RULES.contactPerClub, String(club.id)],
      ],
      () => service.send(club, { userPublicId: actor?.userId ?? null, profileHash: Array.isArray(profile) ? profile[0] : profile }, body),
    );
  });
};
