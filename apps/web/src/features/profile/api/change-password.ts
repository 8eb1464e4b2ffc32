import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** PATCH /api/users/change-password (spec 5, 7; merge-patch JSON). */
export function changePassword(body: ChangePasswordInput): Promise<{ changed: true }> {
  return apiRequest<{ changed: true }>('/api/users/change-password', { method: 'PATCH', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
