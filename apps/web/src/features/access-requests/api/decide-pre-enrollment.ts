import { PRE_ENROLLMENTS_ROUTES, type RouteResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { preEnrollmentKeys } from './pre-enrollment-keys';
import { useApiMutation } from '../../../lib/mutation';

export type PreEnrollmentDecision = 'accept' | 'refuse';

/** POST /api/clubs/{clubHash}/pre-enrollments/{profileHash}/decision (manager). */
export function decidePreEnrollment(
  clubHash: string,
  profileHash: string,
  decision: PreEnrollmentDecision,
): Promise<RouteResponse<typeof PRE_ENROLLMENTS_ROUTES.decide>> {
  return callApi(PRE_ENROLLMENTS_ROUTES.decide, { params: { clubHash, profileHash }, body: { decision } });
}

export function useDecidePreEnrollment(clubHash: string) {
  return useApiMutation({
    request: ({ hash, decision }: { hash: string; decision: PreEnrollmentDecision }) => decidePreEnrollment(clubHash, hash, decision),
    invalidates: () => [preEnrollmentKeys.all(clubHash)],
    invalidateOnError: true,
  });
}
