import { useMutation } from '@tanstack/react-query';
import type { AccountClaimResult, NewAccountClaimBody } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account-claims/{token}. A new account sends its password (no token: the person may
 * be signed in as someone else); an existing account sends its own bearer token and no fields.
 */
export function claimAccount(token: string, body: NewAccountClaimBody | null): Promise<AccountClaimResult> {
  return apiRequest<AccountClaimResult>(`/api/account-claims/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: body ?? {},
    skipAuth: body !== null,
  });
}

export function useClaimAccount(token: string) {
  return useMutation({ mutationFn: (body: NewAccountClaimBody | null) => claimAccount(token, body) });
}
