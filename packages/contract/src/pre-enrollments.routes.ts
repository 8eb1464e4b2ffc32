import { PaginationQuerySchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { defineRoute } from './common/route';
import { PreEnrollmentCollectionSchema, PreEnrollmentDecisionBodySchema, PreEnrollmentDecisionSchema } from './onboarding';

const tags = ['onboarding'];

export const PreEnrollmentParamsSchema = ClubHashParamsSchema.extend({ profileHash: PublicIdSchema });

/**
 * Pre-enrolments: profiles made with POST /api/profiles/{profileType} without an invitation. They
 * give no access to the club until one of its managers accepts them, beside the manager access
 * requests.
 */
export const PRE_ENROLLMENTS_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/pre-enrollments',
    summary: "The club's pending pre-enrolments, oldest first (managers)",
    tags,
    access: 'onboarding.decideAccessRequests',
    params: ClubHashParamsSchema,
    query: PaginationQuerySchema,
    status: 200,
    response: PreEnrollmentCollectionSchema,
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/pre-enrollments/:profileHash/decision',
    summary: 'Accept (the profile becomes active) or refuse (the profile is removed) a pre-enrolment (managers)',
    tags,
    access: 'onboarding.decideAccessRequests',
    params: PreEnrollmentParamsSchema,
    body: PreEnrollmentDecisionBodySchema,
    status: 200,
    response: PreEnrollmentDecisionSchema,
  }),
} as const;
