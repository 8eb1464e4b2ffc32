import type { RouteAccess } from '@tribuna/contract';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/authz/actor';
import { allowedActions, type ClubRule, type ClubRules } from '../lib/authz/policy';
import { errors } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contract declaration): 'public', 'signed-in' or a named action. */
    access?: RouteAccess;
    /** The contract path the route was registered from (for logs and the matrix). */
    contractPath?: string;
  }
  interface FastifyInstance {
    /** The actions `actor` may perform by the collected rules (GET /api/profile's `can`). */
    allowedActions(actor: Actor): string[];
  }
}

/** What a route's access rule looks at: the caller as an `Actor` (lib/authz), without an object. */
export type AccessSubject = Actor;
export type AccessRule = ClubRule;
export type AccessRules = ClubRules;

/** Loads the caller's platform-wide subject for named actions on routes without a club. */
export type PlatformSubjectLoader = (userPublicId: string) => Promise<AccessSubject | null>;

/**
 * Judges each route's declared action before its handler (after the bearer, club-context and
 * feature hooks). A club route is judged with the caller's roles in that club; a route without
 * a club with the caller's platform-wide admin flag. An action nobody defined fails at start-up,
 * not at the first request.
 */
export const accessPlugin = fp<{ rules: AccessRules; loadPlatformSubject: PlatformSubjectLoader }>(
  async (app, { rules, loadPlatformSubject }) => {
    app.decorate('allowedActions', (actor: Actor) => allowedActions(rules, actor));
    app.addHook('onRoute', (route) => {
      const access = (route.config as { access?: string } | undefined)?.access;
      if (access && access !== 'public' && access !== 'signed-in' && !rules[access]) {
        throw new Error(`route ${route.method} ${route.url} declares unknown access "${access}"`);
      }
    });

    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public' || access === 'signed-in') return;
      const rule = rules[access]!;
      if (request.clubContext) {
        if (!rule(request.clubContext.viewer)) throw errors.forbidden();
        return;
      }
      if (!request.actor) throw errors.unauthenticated();
      const subject = await loadPlatformSubject(request.actor.userId);
      if (!subject) throw errors.unauthenticated();
      if (!rule(subject)) throw errors.forbidden();
    });
  },
);
