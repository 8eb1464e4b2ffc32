import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAMILIES_ROUTES } from '@tribuna/contract';
import { ApiError } from '../../../lib/api-error';
import { callApi } from '../../../lib/api-route';
import { familyKeys } from './family-keys';

/** GET /api/guardian/children?club=: the signed-in guardian's children (feature records_from_children). */
export function getGuardianChildren(clubHash: string, signal?: AbortSignal) {
  return callApi(FAMILIES_ROUTES.guardianChildren, { query: { club: clubHash }, signal });
}

export function guardianChildrenQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: familyKeys.children(clubHash),
    queryFn: ({ signal }) => getGuardianChildren(clubHash, signal),
    staleTime: 60_000,
  });
}

export function useGuardianChildren(clubHash: string) {
  return useQuery(guardianChildrenQueryOptions(clubHash));
}

/** The club has switched off records_from_children (403 FEATURE_DISABLED): explained, not an error. */
export function isFeatureDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 403 && error.errorCode === 'FEATURE_DISABLED';
}
