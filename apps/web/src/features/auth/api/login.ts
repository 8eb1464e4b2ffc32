import type { LoginBody, TokenResponse } from '@tribuna/contract';
import { useState } from 'react';
import { callApi } from '../../../lib/api-route';
import { authRoutes } from '../../../lib/first-page-routes';

/** Spec 5: the username is trimmed and lowercased (the API's schema does the same). */
export function normaliseLogin(body: LoginBody): LoginBody {
  return { username: body.username.trim().toLowerCase(), password: body.password };
}

/** POST /api/authentication_token: token in the body, refresh token in an httpOnly cookie. */
export async function login(body: LoginBody): Promise<TokenResponse> {
  const routes = await authRoutes();
  return callApi(routes.login, { body: normaliseLogin(body) });
}

/**
 * Login mutation state. A plain hook rather than TanStack Query's useMutation: the login page
 * must stay within its JavaScript budget and has no cache to update.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mutate = async (body: LoginBody): Promise<TokenResponse | null> => {
    setPending(true);
    setError(null);
    try {
      return await login(body);
    } catch (caught) {
      setError(caught);
      return null;
    } finally {
      setPending(false);
    }
  };
  return { mutate, isPending, error };
}
