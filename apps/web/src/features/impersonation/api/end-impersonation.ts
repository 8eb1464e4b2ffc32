import type { TokenResponse } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/impersonation: ends the impersonation; answers a new token for the real actor. */
export function endImpersonationRequest(): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/impersonation', { method: 'DELETE' });
}
