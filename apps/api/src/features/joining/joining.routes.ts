import { JOINING_ROUTES as MANAGE, PUBLIC_JOINING_ROUTES as PUBLIC } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { enforce, type RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { FeesPublic } from '../fees';
import type { PeoplePublic } from '../people';
import { ActivitiesService } from './activities.service';
import type { JoiningData } from './joining.data';
import { JOINING_RATE_RULES } from './joining.rate-limits';
import { SignUpService } from './sign-up.service';

type Options = { data: JoiningData; limiter: RateLimiter; fees: FeesPublic; people: PeoplePublic; appUrl: string };

/** The portal's sign-up and inscription forms (public) and the managers' review (issue 23, part 5). */
export const joiningRoutes: FastifyPluginAsync<Options> = async (scope, { data, limiter, fees, people, appUrl }) => {
  const app = scope as ApiScope;
  const signUps = new SignUpService(data, fees, people, appUrl);
  const activities = new ActivitiesService(data, fees, signUps);

  registerRoute(app, PUBLIC.form, ({ params }) => signUps.form(params.clubShortName));
  registerRoute(app, PUBLIC.request, async ({ ctx, params, body, reply }) => {
    enforce(reply, await limiter.hit(JOINING_RATE_RULES.signUpsPerAddress, ctx.ip));
    return signUps.request(params.clubShortName, body, ctx.ip);
  });
  registerRoute(app, PUBLIC.activities, ({ params }) => activities.publicList(params.clubShortName));
  registerRoute(app, PUBLIC.inscribe, async ({ ctx, params, body, reply }) => {
    enforce(reply, await limiter.hit(JOINING_RATE_RULES.inscriptionsPerAddress, ctx.ip));
    return activities.inscribe(params.clubShortName, params.activityHash, body, ctx.ip);
  });

  registerRoute(app, MANAGE.listRequests, ({ ctx, query, request }) => signUps.list(ctx, query, request.url));
  registerRoute(app, MANAGE.decideRequest, ({ ctx, params, body }) => signUps.decide(ctx, params.requestHash, body));
  registerRoute(app, MANAGE.listActivities, ({ ctx, query, request }) => activities.list(ctx, query, request.url));
  registerRoute(app, MANAGE.createActivity, ({ ctx, body }) => activities.create(ctx, body));
  registerRoute(app, MANAGE.listInscriptions, ({ ctx, params, query, request }) =>
    activities.inscriptions(ctx, params.activityHash, query, request.url),
  );
  registerRoute(app, MANAGE.decideInscription, ({ ctx, params, body }) =>
    activities.decide(ctx, params.activityHash, params.inscriptionHash, body),
  );
};
