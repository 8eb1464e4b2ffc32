import { ONBOARDING_ROUTES, type AccessRequest } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { myAccessRequestKeys } from './access-request-keys';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/clubs/{clubHash}/request-admin-access: asks the club's managers for manager access. */
export function requestAdminAccess(clubHash: string, message: string): Promise<AccessRequest> {
  const text = message.trim();
  return callApi(ONBOARDING_ROUTES.requestAccess, { params: { clubHash }, body: text ? { message: text } : {} });
}

export function useRequestAdminAccess() {
  return useApiMutation({
    request: ({ clubHash, message }: { clubHash: string; message: string }) => requestAdminAccess(clubHash, message),
    invalidates: () => [myAccessRequestKeys.all],
  });
}
