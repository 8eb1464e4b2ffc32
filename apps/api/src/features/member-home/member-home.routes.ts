import { MEMBER_HOME_ROUTES as HOME } from '@tribuna/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ResolvedConfig } from '../../config';
import { bookingsClock } from '../../lib/bookings-clock';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { HomeBookings, HomeNews, HomeShop, HomeTeams } from './member-home-sources';
import type { MemberHomeData } from './member-home.data';
import { MemberHomeService } from './member-home.service';
import { MyHomeService } from './my-home.service';

/** A person's own orders and bookings: never kept by shared caches. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The member's and guardian's home (issue 21 item 5): the routes of the contract's MEMBER_HOME_ROUTES table. */
type Options = { data: MemberHomeData; config: ResolvedConfig; shop: HomeShop; bookings: HomeBookings; teams: HomeTeams; news: HomeNews };

export const memberHomeRoutes: FastifyPluginAsync<Options> = async (scope, { data, config, shop, bookings, teams, news }) => {
  const app = scope as ApiScope;
  const clock = bookingsClock(config);
  const service = new MemberHomeService(data.read.memberHome, shop, bookings, clock);
  const myHome = new MyHomeService(data.read.memberHome, teams, news, clock);
  registerRoute(app, HOME.home, ({ ctx, reply }) => {
    personal(reply);
    return myHome.home(ctx);
  });

  registerRoute(app, HOME.myOrders, ({ ctx, reply }) => {
    personal(reply);
    return service.orders(ctx);
  });
  registerRoute(app, HOME.myBookings, ({ ctx, reply }) => {
    personal(reply);
    return service.bookings(ctx);
  });
  registerRoute(app, HOME.bookingLinks, ({ ctx }) => service.links(ctx));
};
