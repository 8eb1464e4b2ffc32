import { FAMILIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/**
 * POST /api/clubs/{clubHash}/people/{personHash}/hand-over: emails the person a single-use link
 * to take over their record with their own account. Nothing about the person changes until the
 * link is used, so no cached read goes stale here.
 */
export function handOver(clubHash: string, personHash: string, email: string) {
  return callApi(FAMILIES_ROUTES.handOver, { params: { clubHash, personHash }, body: { email } });
}

export function useHandOver(clubHash: string, personHash: string) {
  return useApiMutation({ request: (email: string) => handOver(clubHash, personHash, email) });
}
