import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountClaimPreview } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/account-claims/{token} (public): the club, first name and address a hand-over link is for. */
export function getAccountClaim(token: string, signal?: AbortSignal): Promise<AccountClaimPreview> {
  return apiRequest<AccountClaimPreview>(`/api/account-claims/${encodeURIComponent(token)}`, { skipAuth: true, signal });
}

/** Read once: after a claim the link no longer works, so a refetch must not replace the page. */
export const accountClaimQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account-claims', token],
    queryFn: ({ signal }) => getAccountClaim(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export function useAccountClaim(token: string) {
  return useQuery({ ...accountClaimQueryOptions(token), enabled: token.length > 0 });
}
