import { useQuery } from '@tanstack/react-query';
import { ACCESS_CONTROLLERS_ROUTES } from '@tribuna/contract/access-controllers.routes';
import { callApi } from '../../../lib/api-route';
import { COUNTERS_REFRESH_MS } from './access-lists';
import { accessKeys } from './access-keys';

/** GET …/access-lists/{listHash}/today: the list's counters and entries per hour, kept live. */
export function useListToday(clubHash: string, listHash: string) {
  return useQuery({
    queryKey: accessKeys.other(clubHash, 'today', listHash),
    queryFn: ({ signal }) => callApi(ACCESS_CONTROLLERS_ROUTES.listToday, { params: { clubHash, listHash }, signal }),
    refetchInterval: COUNTERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
