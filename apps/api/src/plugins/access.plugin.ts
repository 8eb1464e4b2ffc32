import type { ClubRole, RouteAccess } from '@tribuna/contract';
import fp from 'fastify-plugin';
import { errors } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contract declaration): 'public', 'signed-in' or a named action. */
    access?: RouteAccess;
    /** The contract path the route was registered from (for logs and the matrix). */
    contractPath?: string;
  }
}

/** What an access rule may look at: the caller's admin flag and roles in the club at hand. */
export type AccessSubject = { admin: boolean; roles: readonly ClubRole[] };
export type AccessRule = (subject: AccessSubject) => boolean;
export type AccessRules = Readonly<Record<string, AccessRule>>;

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
