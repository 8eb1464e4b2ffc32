import {
  EndImpersonationResponseSchema,
  ImpersonationResponseSchema,
  REFRESH_COOKIE_NAME,
  StartImpersonationBodySchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { withErrors } from '../../lib/http';
import type { TokenService } from '../../lib/tokens';
import { ImpersonationService } from './impersonation.service';

export const impersonationRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenService }> = async (
  app,
  { db, tokens },
) => {
  const service = new ImpersonationService(db, tokens);

  app.post(
    '/impersonation',
    {
      config: { forbidWhileImpersonating: true },
      schema: {
        tags: ['impersonation'],
        summary: "Act as a profile's account (admins: anyone but admins; managers: people of their clubs)",
        body: StartImpersonationBodySchema,
        response: withErrors({ 200: ImpersonationResponseSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => service.start(request.actor!, request.body.profileHash, request.ip),
  );

  app.delete(
    '/impersonation',
    {
      schema: {
        tags: ['impersonation'],
        summary: 'Stop impersonating: a new token for the real person',
        body: z.unknown().optional(),
        response: withErrors({ 200: EndImpersonationResponseSchema }, [401, 409]),
      },
    },
    (request) => service.end(request.actor!, request.cookies[REFRESH_COOKIE_NAME], request.ip),
  );
};
