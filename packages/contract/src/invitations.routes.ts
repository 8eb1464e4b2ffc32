import { z } from 'zod';
import { PaginationQuerySchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  CreatedProfileSchema,
  CreateInvitationBodySchema,
  CreateProfileBodySchema,
  CreateProfileParamsSchema,
  InvitationCollectionSchema,
  InvitationPreviewSchema,
  InvitationSchema,
} from './onboarding';

const tags = ['invitations'];

export const InvitationParamsSchema = ClubHashParamsSchema.extend({ invitationHash: PublicIdSchema });
// Any text up to the router's limit: a malformed token gets the same answer as an unknown one.
export const InvitationTokenParamsSchema = z.object({ token: z.string().max(200) });

/** Invitation links (a club's managers) and joining a club through one (anyone signed in). */
export const INVITATIONS_ROUTES = {
  create: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/invitations',
    summary: 'Create an invitation link for a profile type (managers)',
    tags,
    access: 'invitations.manage',
    params: ClubHashParamsSchema,
    body: CreateInvitationBodySchema,
    status: 201,
    response: InvitationSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/invitations',
    summary: "The club's invitation links, newest first (managers)",
    tags,
    access: 'invitations.manage',
    params: ClubHashParamsSchema,
    query: PaginationQuerySchema,
    status: 200,
    response: InvitationCollectionSchema,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/clubs/:clubHash/invitations/:invitationHash',
    summary: 'Revoke an invitation link (managers)',
    tags,
    access: 'invitations.manage',
    params: InvitationParamsSchema,
    status: 200,
    response: InvitationSchema,
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/invitations/:token',
    summary: 'What an invitation link offers (no token); 404 INVITATION_INVALID when unusable',
    tags,
    access: 'public',
    params: InvitationTokenParamsSchema,
    status: 200,
    response: InvitationPreviewSchema,
  }),
  join: defineRoute({
    method: 'POST',
    path: '/api/profiles/:profileType',
    summary: 'Join a club with a profile of this type: by invitation (active at once) or as a pre-enrolment',
    description:
      "profileType is a role name or its numeric type (0 member, 1 manager, 2 guardian, 3 player, 4 external). With `invitation` the profile is active at once in the invitation's club. Without it the body must name `club` and the profile is a pre-enrolment (`preEnrollment: true`) that gives no access to the club until one of its managers accepts it (POST /api/clubs/{clubHash}/pre-enrollments/{profileHash}/decision). A manager profile is never self-created: 403, use POST /api/clubs/{clubHash}/request-admin-access.",
    tags,
    // Holding a usable link, or asking a club to accept a pre-enrolment, for oneself only (403).
    access: 'signed-in',
    params: CreateProfileParamsSchema,
    body: CreateProfileBodySchema,
    status: 201,
    response: CreatedProfileSchema,
    errors: [403],
  }),
} as const;
