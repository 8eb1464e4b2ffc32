import { z } from 'zod';
import { LoginBodySchema, LogoutResponseSchema, TokenResponseSchema } from './auth';
import { defineRoute } from './common/route';
import { FIRST_PAGE_CALLS } from './first-page.paths';

const tags = ['auth'];
/** Refresh and logout read the refresh cookie, not a body; whatever body is sent is ignored. */
const IgnoredBodySchema = z.unknown().optional();

/**
 * Signing in and out (spec 4, 5). All public: the refresh token travels in an httpOnly cookie,
 * never in a body, and refresh and logout are refused from an untrusted Origin.
 */
export const AUTH_ROUTES = {
  login: defineRoute({
    method: 'POST',
    path: FIRST_PAGE_CALLS.login.path,
    summary: 'Log in with username and password; sets the refresh cookie',
    tags,
    access: 'public',
    body: LoginBodySchema,
    status: 200,
    response: TokenResponseSchema,
    // 401 INVALID_CREDENTIALS; 429 after too many failures per account or per address.
    errors: [401, 429],
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/refresh_token',
    summary: 'Exchange the refresh cookie for a new token (the cookie rotates)',
    tags,
    access: 'public',
    body: IgnoredBodySchema,
    status: 200,
    response: TokenResponseSchema,
    // 401 REFRESH_FAILED (no, unknown, reused or expired cookie; untrusted Origin).
    errors: [401, 429],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    summary: 'Revoke the refresh token family and clear the cookie',
    tags,
    access: 'public',
    body: IgnoredBodySchema,
    status: 200,
    response: LogoutResponseSchema,
    // 403 from an untrusted Origin.
    errors: [403],
  }),
} as const;
