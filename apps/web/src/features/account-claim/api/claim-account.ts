import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_CLAIMS_ROUTES, type AccountClaimResult, type NewAccountClaimBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';

/**
 * POST /api/account-claims/{token}. A new account sends its password (no token: the person may
 * be signed in as someone else); an existing account sends its own bearer token and no fields.
 */
export function claimAccount(token: string, body: NewAccountClaimBody | null): Promise<AccountClaimResult> {
  return callApi(ACCOUNT_CLAIMS_ROUTES.claim, { params: { token }, body: body ?? {}, withoutToken: body !== null });
}

export function useClaimAccount(token: string) {
  return useMutation({ mutationFn: (body: NewAccountClaimBody | null) => claimAccount(token, body) });
}
