import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_CLAIMS_ROUTES, type AccountClaimPreview } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { accountClaimKeys } from './account-claim-keys';

/** GET /api/account-claims/{token} (public): the club, first name and address a hand-over link is for. */
export function getAccountClaim(token: string, signal?: AbortSignal): Promise<AccountClaimPreview> {
  return callApi(ACCOUNT_CLAIMS_ROUTES.read, { params: { token }, signal });
}

/** Read once: after a claim the link no longer works, so a refetch must not replace the page. */
export const accountClaimQueryOptions = (token: string) =>
  queryOptions({
    queryKey: accountClaimKeys.preview(token),
    queryFn: ({ signal }) => getAccountClaim(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export function useAccountClaim(token: string) {
  return useQuery({ ...accountClaimQueryOptions(token), enabled: token.length > 0 });
}
