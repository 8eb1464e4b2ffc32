import { useQuery } from '@tanstack/react-query';
import type { CreateErasureBody } from '@tribuna/contract/data-rights';
import { DATA_RIGHTS_ROUTES } from '@tribuna/contract/data-rights.routes';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { dataRightsKeys } from './data-rights-keys';

/** GET …/erasure-requests: every request of the club, open ones first. */
export function useErasureRequests(clubHash: string) {
  return useQuery({
    queryKey: dataRightsKeys.list(clubHash, { kind: 'erasures' }),
    queryFn: ({ signal }) => callApi(DATA_RIGHTS_ROUTES.erasureList, { params: { clubHash }, signal }),
  });
}

/** POST …/erasure-requests: asks (with the dry run kept); the list and the audit log are read again. */
export function useCreateErasure(clubHash: string) {
  return useApiMutation({
    request: (body: CreateErasureBody) => callApi(DATA_RIGHTS_ROUTES.erasureCreate, { params: { clubHash }, body }),
    invalidates: () => [dataRightsKeys.lists(clubHash)],
  });
}

/** POST …/{requestHash}/approve or …/cancel: the request changes state (and the person with it). */
export function useDecideErasure(clubHash: string) {
  return useApiMutation({
    request: ({ requestHash, decision }: { requestHash: string; decision: 'approve' | 'cancel' }) =>
      callApi(decision === 'approve' ? DATA_RIGHTS_ROUTES.erasureApprove : DATA_RIGHTS_ROUTES.erasureCancel, {
        params: { clubHash, requestHash },
      }),
    // The person's state changed too (disabled or restored): people lists read it again.
    invalidates: () => [dataRightsKeys.lists(clubHash), ['clubs', clubHash, 'people']],
    invalidateOnError: true,
  });
}
