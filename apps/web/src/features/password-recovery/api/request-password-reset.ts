import { useMutation } from '@tanstack/react-query';
import type { RECOVERY_METHODS } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];
export interface PasswordResetRequest {
  username: string;
  method: RecoveryMethod;
  whatsappConsent?: boolean;
}

/**
 * POST /api/users/password-reset/request (public): the same answer whether or not the account
 * exists. skipAuth: recovery must never trigger the 401 → logout rule (spec 7).
 */
export function requestPasswordReset(body: PasswordResetRequest): Promise<{ requested: true; retryAfter: number }> {
  return apiRequest('/api/users/password-reset/request', { method: 'POST', body, skipAuth: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
