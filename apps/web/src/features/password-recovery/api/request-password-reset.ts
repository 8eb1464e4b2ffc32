import { PASSWORD_RESET_ROUTES, type RECOVERY_METHODS } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];
export interface PasswordResetRequest {
  username: string;
  method: RecoveryMethod;
  whatsappConsent?: boolean;
}

/**
 * POST /api/users/password-reset/request (public): the same answer whether or not the account
 * exists. Public (no token): recovery must never trigger the 401 → logout rule (spec 7).
 */
export function requestPasswordReset(body: PasswordResetRequest): Promise<{ requested: true; retryAfter: number }> {
  return callApi(PASSWORD_RESET_ROUTES.request, { body });
}

export function useRequestPasswordReset() {
  return useApiMutation({ request: requestPasswordReset });
}
