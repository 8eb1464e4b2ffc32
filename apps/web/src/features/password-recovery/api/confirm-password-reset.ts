import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

export interface PasswordResetConfirm {
  username: string;
  code: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /api/users/password-reset/confirm (public): sets the password and signs in. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/users/password-reset/confirm', { method: 'POST', body, skipAuth: true });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
