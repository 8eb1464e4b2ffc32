import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessRequest } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { myAccessRequestsQueryOptions } from './get-my-access-requests';

/** POST /api/clubs/{clubHash}/request-admin-access: asks the club's managers for manager access. */
export function requestAdminAccess(clubHash: string, message: string): Promise<AccessRequest> {
  const text = message.trim();
  return apiRequest<AccessRequest>(`/api/clubs/${encodeURIComponent(clubHash)}/request-admin-access`, {
    method: 'POST',
    body: text ? { message: text } : {},
  });
}

export function useRequestAdminAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubHash, message }: { clubHash: string; message: string }) => requestAdminAccess(clubHash, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAccessRequestsQueryOptions.queryKey }),
  });
}
