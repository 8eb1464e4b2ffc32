import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessRequest } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { clubAccessRequestsQueryOptions } from './get-club-access-requests';

export type AccessDecision = 'approve' | 'refuse';

/** POST /api/clubs/{clubHash}/admin-access-requests/{hash}/decision (manager). */
export function decideAccessRequest(clubHash: string, requestHash: string, decision: AccessDecision): Promise<AccessRequest> {
  const club = encodeURIComponent(clubHash);
  return apiRequest<AccessRequest>(`/api/clubs/${club}/admin-access-requests/${encodeURIComponent(requestHash)}/decision`, {
    method: 'POST',
    body: { decision },
  });
}

export function useDecideAccessRequest(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hash, decision }: { hash: string; decision: AccessDecision }) => decideAccessRequest(clubHash, hash, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubAccessRequestsQueryOptions(clubHash).queryKey }),
  });
}
