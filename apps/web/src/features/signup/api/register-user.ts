import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, TokenResponse } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/register (public): creates the account and signs in, like a login. */
export function registerUser(body: RegisterBody): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/users/register', { method: 'POST', body, skipAuth: true });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
