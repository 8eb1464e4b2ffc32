import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_ROUTES, type AccessRequest } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { accessRequestKeys } from './access-request-keys';

export type AccessDecision = 'approve' | 'refuse';

/** POST /api/clubs/{clubHash}/admin-access-requests/{hash}/decision (manager). */
export function decideAccessRequest(clubHash: string, requestHash: string, decision: AccessDecision): Promise<AccessRequest> {
  return callApi(ONBOARDING_ROUTES.decideAccessRequest, { params: { clubHash, requestHash }, body: { decision } });
}

export function useDecideAccessRequest(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hash, decision }: { hash: string; decision: AccessDecision }) => decideAccessRequest(clubHash, hash, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessRequestKeys.all(clubHash) }),
  });
}
