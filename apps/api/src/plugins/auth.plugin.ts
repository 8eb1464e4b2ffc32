import fp from 'fastify-plugin';
import { errors } from '../lib/errors';
import type { AccessClaims, TokenService } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no bearer token (login, public club, app config…). */
    public?: boolean;
    /**
     * A public route that answers more to a signed-in caller: a bearer, when sent, is checked
     * here like anywhere (invalid: 401), so the impersonation guard and audit see it too.
     */
    optionalAuth?: boolean;
  }
  interface FastifyRequest {
    /** The authenticated caller; set on every non-public route, and on `optionalAuth` ones when a bearer is sent. */
    actor: AccessClaims | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** Reads `Authorization: Bearer <jwt>`; throws UNAUTHENTICATED, TOKEN_INVALID or TOKEN_EXPIRED. */
export function authenticate(tokens: TokenService, header: string | undefined): AccessClaims {
  if (!header) throw errors.unauthenticated();
  const match = BEARER.exec(header.trim());
  if (!match?.[1]) throw errors.tokenInvalid();
  return tokens.verify(match[1]);
}

/**
 * Bearer check for every route registered in the scope this plugin is added to, unless the
 * route says `config: { public: true }`. Secure by default: a new route is protected until
 * someone decides otherwise. The check is a signature verification only (no database). Public
 * `optionalAuth` routes check a bearer only when one is sent.
 */
export const authPlugin = fp<{ tokens: TokenService }>(async (app, { tokens }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const { public: isPublic, optionalAuth } = request.routeOptions.config;
    if (isPublic && !(optionalAuth && request.headers.authorization !== undefined)) return done();
    try {
      request.actor = authenticate(tokens, request.headers.authorization);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});
