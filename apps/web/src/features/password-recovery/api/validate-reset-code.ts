import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/password-reset/validate (public): checks the code before the new password. */
export function validateResetCode(body: { username: string; code: string }): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/users/password-reset/validate', { method: 'POST', body, skipAuth: true });
}

export function useValidateResetCode() {
  return useMutation({ mutationFn: validateResetCode });
}
