import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRE_ENROLLMENTS_ROUTES, type HydraCollection, type PreEnrollment } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { preEnrollmentKeys } from './pre-enrollment-keys';

// One page holds them all: pending pre-enrolments are few, and deciding removes them from the list.
const QUERY = { itemsPerPage: 100 };

/** GET /api/clubs/{clubHash}/pre-enrollments (manager): pending pre-enrolments, oldest first. */
export function getClubPreEnrollments(clubHash: string, signal?: AbortSignal): Promise<HydraCollection<PreEnrollment>> {
  return callApi(PRE_ENROLLMENTS_ROUTES.list, { params: { clubHash }, query: QUERY, signal });
}

export function clubPreEnrollmentsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: preEnrollmentKeys.list(clubHash, QUERY),
    queryFn: ({ signal }) => getClubPreEnrollments(clubHash, signal),
    staleTime: 30_000,
  });
}

export function useClubPreEnrollments(clubHash: string | undefined) {
  return useQuery({ ...clubPreEnrollmentsQueryOptions(clubHash ?? ''), enabled: Boolean(clubHash) });
}
