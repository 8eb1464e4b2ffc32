import { useQuery } from '@tanstack/react-query';
import { PEOPLE_ROUTES } from '@tribuna/contract';
import { ACCESS_CONTROLLERS_ROUTES } from '@tribuna/contract/access-controllers.routes';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { accessKeys } from './access-keys';

/** People shown for a search in the Controllers tab: enough to find one by name. */
const CANDIDATES_SHOWN = 10;

/** GET …/access-control/controllers: the profiles that may scan at the door. */
export function useAccessControllers(clubHash: string) {
  return useQuery({
    queryKey: accessKeys.list(clubHash, { kind: 'controllers' }),
    queryFn: ({ signal }) => callApi(ACCESS_CONTROLLERS_ROUTES.controllers, { params: { clubHash }, signal }),
  });
}

/** The people list searched by name, dni or membership number (asked once something is typed). */
export function useControllerCandidates(clubHash: string, search: string) {
  return useQuery({
    queryKey: accessKeys.other(clubHash, 'candidates', search),
    queryFn: ({ signal }) =>
      callApi(PEOPLE_ROUTES.list, { params: { clubHash }, query: { search, page: 1, itemsPerPage: CANDIDATES_SHOWN }, signal }),
    enabled: search.length > 0,
  });
}

/** PUT or DELETE …/controllers/{profileHash}: give or take the flag; the list is read again. */
export function useSetController(clubHash: string) {
  return useApiMutation({
    request: ({ profileHash, controller }: { profileHash: string; controller: boolean }) =>
      controller
        ? callApi(ACCESS_CONTROLLERS_ROUTES.grantController, { params: { clubHash, profileHash } })
        : callApi(ACCESS_CONTROLLERS_ROUTES.revokeController, { params: { clubHash, profileHash } }),
    invalidates: () => [accessKeys.lists(clubHash)],
    invalidateOnError: true,
  });
}
