import { ACCOUNT_CLAIMS_ROUTES, type AccountClaimResult, type NewAccountClaimBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/**
 * POST /api/account-claims/{token}. A new account sends its password (no token: the person may
 * be signed in as someone else); an existing account sends its own bearer token and no fields.
 */
export function claimAccount(token: string, body: NewAccountClaimBody | null): Promise<AccountClaimResult> {
  return callApi(ACCOUNT_CLAIMS_ROUTES.claim, { params: { token }, body: body ?? {}, withoutToken: body !== null });
}

export function useClaimAccount(token: string) {
  return useApiMutation({ request: (body: NewAccountClaimBody | null) => claimAccount(token, body) });
}
