import { z } from 'zod';
import { defineRoute } from './common/route';
import { EndImpersonationResponseSchema, ImpersonationResponseSchema, StartImpersonationBodySchema } from './impersonation';

const tags = ['impersonation'];

/**
 * Impersonation (issue 3 part 9). Who may impersonate whom depends on the clubs both people
 * belong to, not only on roles, so the service decides it; the routes only need a token.
 */
export const IMPERSONATION_ROUTES = {
  start: defineRoute({
    method: 'POST',
    path: '/api/impersonation',
    summary: "Act as a profile's account (admins: anyone but admins; managers: people of their clubs)",
    tags,
    access: 'signed-in',
    forbidWhileImpersonating: true,
    body: StartImpersonationBodySchema,
    status: 200,
    response: ImpersonationResponseSchema,
    // Not allowed to impersonate (anyone, or this person); unknown profile.
    errors: [403, 404],
  }),
  end: defineRoute({
    method: 'DELETE',
    path: '/api/impersonation',
    summary: 'Stop impersonating: a new token for the real person',
    tags,
    access: 'signed-in',
    // Whatever a client sends along is ignored.
    body: z.unknown().optional(),
    status: 200,
    response: EndImpersonationResponseSchema,
    // Not impersonating anyone.
    errors: [409],
  }),
} as const;
