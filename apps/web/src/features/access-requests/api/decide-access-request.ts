import { ONBOARDING_ROUTES, type AccessRequest } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { accessRequestKeys } from './access-request-keys';
import { useApiMutation } from '../../../lib/mutation';

export type AccessDecision = 'approve' | 'refuse';

/** POST /api/clubs/{clubHash}/admin-access-requests/{hash}/decision (manager). */
export function decideAccessRequest(clubHash: string, requestHash: string, decision: AccessDecision): Promise<AccessRequest> {
  return callApi(ONBOARDING_ROUTES.decideAccessRequest, { params: { clubHash, requestHash }, body: { decision } });
}

export function useDecideAccessRequest(clubHash: string) {
  return useApiMutation({
    request: ({ hash, decision }: { hash: string; decision: AccessDecision }) => decideAccessRequest(clubHash, hash, decision),
    invalidates: () => [accessRequestKeys.all(clubHash)],
    invalidateOnError: true,
  });
}
