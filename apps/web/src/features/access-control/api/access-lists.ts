import { useQuery } from '@tanstack/react-query';
import type { CreateAccessListBody, UpdateAccessListBody } from '@tribuna/contract/access-control';
import { ACCESS_CONTROL_ROUTES } from '@tribuna/contract/access-control.routes';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { accessKeys } from './access-keys';

/** How often the counters are read again while the page is open: "inside now" moves with every scan. */
export const COUNTERS_REFRESH_MS = 5_000;

/** GET …/access-lists: the check-in lists with their counters (the overview keeps each list's live: list-today.ts). */
export function useAccessLists(clubHash: string) {
  return useQuery({
    queryKey: accessKeys.list(clubHash, { kind: 'lists' }),
    queryFn: ({ signal }) => callApi(ACCESS_CONTROL_ROUTES.accessLists, { params: { clubHash }, signal }),
  });
}

export function useCreateAccessList(clubHash: string) {
  return useApiMutation({
    request: (body: CreateAccessListBody) => callApi(ACCESS_CONTROL_ROUTES.createAccessList, { params: { clubHash }, body }),
    invalidates: () => [accessKeys.lists(clubHash)],
  });
}

export function useUpdateAccessList(clubHash: string) {
  return useApiMutation({
    request: ({ listHash, body }: { listHash: string; body: UpdateAccessListBody }) =>
      callApi(ACCESS_CONTROL_ROUTES.updateAccessList, { params: { clubHash, listHash }, body }),
    invalidates: () => [accessKeys.lists(clubHash)],
  });
}

/** DELETE a list without scans (409 when it has a log to keep). */
export function useDeleteAccessList(clubHash: string) {
  return useApiMutation({
    request: (listHash: string) => callApi(ACCESS_CONTROL_ROUTES.deleteAccessList, { params: { clubHash, listHash } }),
    invalidates: () => [accessKeys.lists(clubHash)],
    invalidateOnError: true,
  });
}
