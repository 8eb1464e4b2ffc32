import { ACCOUNTS_ROUTES, type RegisterBody, type TokenResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/users/register (public): creates the account and signs in, like a login. */
export function registerUser(body: RegisterBody): Promise<TokenResponse> {
  return callApi(ACCOUNTS_ROUTES.register, { body });
}

export function useRegisterUser() {
  return useApiMutation({ request: registerUser });
}
