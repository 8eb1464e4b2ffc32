import { useMutation } from '@tanstack/react-query';
import type { HandOverResponse } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/clubs/{clubHash}/people/{personHash}/hand-over: emails the person a single-use link
 * to take over their record with their own account. Nothing about the person changes until the
 * link is used, so no cached read goes stale here.
 */
export function handOver(clubHash: string, personHash: string, email: string): Promise<HandOverResponse> {
  const path = `/api/clubs/${encodeURIComponent(clubHash)}/people/${encodeURIComponent(personHash)}/hand-over`;
  return apiRequest<HandOverResponse>(path, { method: 'POST', body: { email } });
}

export function useHandOver(clubHash: string, personHash: string) {
  return useMutation({ mutationFn: (email: string) => handOver(clubHash, personHash, email) });
}
