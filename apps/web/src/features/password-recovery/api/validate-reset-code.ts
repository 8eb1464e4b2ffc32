import { PASSWORD_RESET_ROUTES, type TokenResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/users/password-reset/validate (public): checks the code before the new password. */
export function validateResetCode(body: { username: string; code: string }): Promise<TokenResponse> {
  return callApi(PASSWORD_RESET_ROUTES.validate, { body });
}

export function useValidateResetCode() {
  return useApiMutation({ request: validateResetCode });
}
