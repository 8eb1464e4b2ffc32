import { IMPERSONATION_ROUTES, type TokenResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';

/** DELETE /api/impersonation: ends the impersonation; answers a new token for the real actor. */
export function endImpersonationRequest(): Promise<TokenResponse> {
  return callApi(IMPERSONATION_ROUTES.end, {});
}
