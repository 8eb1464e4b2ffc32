import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { errors } from '../../lib/errors';

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
 * routes flagged `forbidWhileImpersonating` refuse impersonation tokens before validation, and
 * every write made while impersonating is audited under the real person, whatever the route.
 */
export const impersonationGuardPlugin = fp<{ db: Db }>(async (app, { db }) => {
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
