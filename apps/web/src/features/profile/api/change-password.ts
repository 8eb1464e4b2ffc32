import { ACCOUNTS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** PATCH /api/users/change-password (spec 5, 7; merge-patch JSON). */
export function changePassword(body: ChangePasswordInput): Promise<{ changed: true }> {
  return callApi(ACCOUNTS_ROUTES.changePassword, { body });
}

export function useChangePassword() {
  return useApiMutation({ request: changePassword });
}
