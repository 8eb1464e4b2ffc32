import { FAMILIES_ROUTES as FAMILIES } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../../config';
import { enforce, type RateLimiter } from '../../../lib/rate-limit/rate-limiter';
import { PEOPLE_RATE_RULES } from '../people.rate-limits';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { PeopleData } from '../people.data';
import { FamiliesService } from './families.service';

/** `limiter`: the app's one rate limiter (hand-overs are counted per manager, club and person). */
type Options = { data: PeopleData; config: ResolvedConfig; limiter: RateLimiter };

/** Families (issue 4): the routes of the contract's FAMILIES_ROUTES table. */
export const familiesRoutes: FastifyPluginAsync<Options> = async (scope, { data, config, limiter }) => {
  const app = scope as ApiScope;
  const service = new FamiliesService(data, config.appUrl);

  registerRoute(app, FAMILIES.addGuardian, ({ ctx, params, body }) => service.addGuardian(ctx, params.personHash, body.guardian));
  registerRoute(app, FAMILIES.removeGuardian, ({ ctx, params }) => service.removeGuardian(ctx, params.personHash, params.guardianHash));
  registerRoute(app, FAMILIES.guardianChildren, ({ ctx, query }) => service.children(ctx, query.club));
  registerRoute(app, FAMILIES.handOver, async ({ ctx, params, body, reply }) => {
    // The declared access (people.manageFamilies) is judged before this runs, so a member
    // cannot use up the club's allowance.
    const { actor, club } = ctx;
    enforce(
      reply,
      await limiter.hit(PEOPLE_RATE_RULES.handOversPerManager, actor.impersonatorId ?? actor.userId),
      await limiter.hit(PEOPLE_RATE_RULES.handOversPerClub, club.publicId),
      await limiter.hit(PEOPLE_RATE_RULES.handOversPerPerson, params.personHash),
    );
    return service.handOver(ctx, params.personHash, body.email);
  });
};
