import { MEMBER_CARD_ROUTES as CARDS } from '@tribuna/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { FeesPublic } from '../fees';
import type { MemberCardData } from './member-card.data';
import { MemberCardService } from './member-card.service';

/** Cards are personal: never kept by shared caches (nor by the web app's offline worker). */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** My ID (issue 4 part 7): the routes of the contract's MEMBER_CARD_ROUTES table. */
export const memberCardRoutes: FastifyPluginAsync<{ data: MemberCardData; fees: FeesPublic }> = async (scope, { data, fees }) => {
  const app = scope as ApiScope;
  const service = new MemberCardService(data.read.memberCard, data.read.cardDesigns, fees);

  registerRoute(app, CARDS.own, ({ ctx, reply }) => {
    personal(reply);
    return service.own(ctx);
  });
  registerRoute(app, CARDS.children, ({ ctx, reply }) => {
    personal(reply);
    return service.children(ctx);
  });
};
