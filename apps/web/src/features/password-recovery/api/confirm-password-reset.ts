import { PASSWORD_RESET_ROUTES, type TokenResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

export interface PasswordResetConfirm {
  username: string;
  code: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /api/users/password-reset/confirm (public): sets the password and signs in. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<TokenResponse> {
  return callApi(PASSWORD_RESET_ROUTES.confirm, { body });
}

export function useConfirmPasswordReset() {
  return useApiMutation({ request: confirmPasswordReset });
}
