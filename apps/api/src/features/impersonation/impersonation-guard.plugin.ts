import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { errors } from '../../lib/errors';
import type { AccessClaims } from '../../lib/tokens';
import { IMPERSONATION_RULES } from './impersonation.policy';
import { ImpersonationRepository } from './impersonation.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route refuses impersonation tokens with 403 IMPERSONATION_FORBIDDEN: starting another
     * impersonation, changing the password, creating clubs, admin routes, asking for manager access.
     */
    forbidWhileImpersonating?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const impersonator = (request: FastifyRequest) => request.actor?.impersonatorId;

/**
 * The one place impersonation limits are enforced (registered right after the bearer plugin):
 * every request of an impersonation token first re-checks that its author still may
 * impersonate that person (401 IMPERSONATION_ENDED otherwise: demoted, disabled, panel access
 * off…); routes flagged `forbidWhileImpersonating` refuse impersonation tokens before
 * validation; and every write made while impersonating is audited under the real person.
 */
export const impersonationGuardPlugin = fp<{ db: Db }>(async (app, { db }) => {
  const repository = new ImpersonationRepository(db);
  // Cached per pair until any write to users or profiles, from any process (change feed), so
  // the check costs no query on most requests and a lost right ends the session at once.
  const standing = app.changes.cache<boolean>(['users', 'profiles']);
  const stillAllowed = async ({ userId, impersonatorId }: AccessClaims & { impersonatorId: string }) => {
    const [impersonator, impersonated] = await Promise.all([repository.impersonator(impersonatorId), repository.impersonated(userId)]);
    return Boolean(impersonator && impersonated && IMPERSONATION_RULES.stillAllowed(impersonator, impersonated));
  };

  // After the bearer plugin's onRequest hook (registered before this plugin), before any work.
  app.addHook('onRequest', async (request) => {
    const actor = request.actor;
    if (!actor?.impersonatorId) return;
    const claims = { ...actor, impersonatorId: actor.impersonatorId };
    const allowed = await standing.getOrLoad(`${claims.impersonatorId} ${claims.userId}`, () => stillAllowed(claims));
    if (!allowed) throw errors.impersonationEnded();
  });

  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.forbidWhileImpersonating && impersonator(request)) {
      throw errors.impersonationForbidden();
    }
  });

  // onSend, not onResponse: the audit row exists before the caller hears the write succeeded.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!impersonator(request) || READS.has(request.method)) return payload;
    try {
      await recordAudit(db, {
        action: 'impersonation.request',
        actor: request.actor,
        target: `${request.method} ${request.routeOptions.url ?? request.url}`,
        metadata: { status: reply.statusCode },
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'impersonation audit failed');
    }
    return payload;
  });
});
