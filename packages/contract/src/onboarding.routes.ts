import { z } from 'zod';
import { PublicClubSchema } from './clubs';
import { PaginationQuerySchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  AccessRequestCollectionSchema,
  AccessRequestDecisionBodySchema,
  AccessRequestSchema,
  AccessRequestStatusSchema,
  ClubSearchCollectionSchema,
  ClubSearchQuerySchema,
  CreateClubBodySchema,
  OrphanedManagersQuerySchema,
  OrphanedManagersResponseSchema,
  RequestAdminAccessBodySchema,
} from './onboarding';

const tags = ['onboarding'];

/** GET /api/clubs/{clubHash}/admin-access-requests: optionally only one status. */
export const AccessRequestListQuerySchema = PaginationQuerySchema.extend({ status: AccessRequestStatusSchema.optional() });
export const AccessRequestParamsSchema = ClubHashParamsSchema.extend({ requestHash: PublicIdSchema });
/** The logo's version (`?v=`): the current one is cached for a year. */
export const ClubLogoQuerySchema = z.object({ v: z.string().max(64).optional() });

/**
 * Club onboarding (issue 3): finding a club, registering a new one, its logo, the
 * orphaned-managers check and asking a club's managers for manager access.
 */
export const ONBOARDING_ROUTES = {
  searchClubs: defineRoute({
    method: 'GET',
    path: '/api/clubs/search',
    summary: 'Search clubs by name, ignoring case and accents (no token)',
    tags,
    access: 'public',
    query: ClubSearchQuerySchema,
    status: 200,
    response: ClubSearchCollectionSchema,
  }),
  createClub: defineRoute({
    method: 'POST',
    path: '/api/clubs',
    summary: 'Register a new club; the caller becomes its first manager',
    tags,
    access: 'signed-in',
    forbidWhileImpersonating: true,
    body: CreateClubBodySchema,
    status: 201,
    response: PublicClubSchema,
  }),
  orphanedManagers: defineRoute({
    method: 'GET',
    path: '/api/users/orphaned-managers',
    summary: 'Whether a club has profiles waiting and no enabled manager',
    tags,
    access: 'signed-in',
    query: OrphanedManagersQuerySchema,
    status: 200,
    response: OrphanedManagersResponseSchema,
    // The club named in the query may not exist.
    errors: [404],
  }),
  requestAccess: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/request-admin-access',
    summary: 'Ask to become a manager of the club; its managers are notified',
    tags,
    // Anyone signed in may ask a club they do not belong to (the service refuses the club's own
    // managers); not while impersonating.
    access: 'signed-in',
    clubAccess: 'any',
    forbidWhileImpersonating: true,
    params: ClubHashParamsSchema,
    body: RequestAdminAccessBodySchema.nullish(),
    status: 201,
    response: AccessRequestSchema,
    errors: [409],
  }),
  listAccessRequests: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/admin-access-requests',
    summary: "The club's manager access requests, newest first (managers)",
    tags,
    access: 'onboarding.decideAccessRequests',
    params: ClubHashParamsSchema,
    query: AccessRequestListQuerySchema,
    status: 200,
    response: AccessRequestCollectionSchema,
  }),
  decideAccessRequest: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/admin-access-requests/:requestHash/decision',
    summary: 'Approve (creates a manager profile) or refuse a pending request (managers)',
    tags,
    access: 'onboarding.decideAccessRequests',
    params: AccessRequestParamsSchema,
    body: AccessRequestDecisionBodySchema,
    status: 200,
    response: AccessRequestSchema,
    // Already decided.
    errors: [409],
  }),
  myAccessRequests: defineRoute({
    method: 'GET',
    path: '/api/users/me/admin-access-requests',
    summary: "The caller's own manager access requests",
    tags,
    access: 'signed-in',
    query: PaginationQuerySchema,
    status: 200,
    response: AccessRequestCollectionSchema,
  }),
  uploadLogo: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/logo',
    summary: 'Upload the club logo (multipart field "file": PNG, JPEG or WebP, at most 2 MB)',
    tags,
    access: 'onboarding.uploadLogo',
    params: ClubHashParamsSchema,
    multipart: true,
    status: 200,
    response: PublicClubSchema,
  }),
  logo: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/logo',
    summary: "The club's logo (public; cached for a year when the version matches)",
    tags,
    access: 'public',
    params: ClubHashParamsSchema,
    query: ClubLogoQuerySchema,
    status: 200,
    response: z.any(),
    download: true,
  }),
} as const;
