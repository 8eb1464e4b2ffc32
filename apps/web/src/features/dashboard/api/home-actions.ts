import { useQuery } from '@tanstack/react-query';
import { HOME_ACTIONS_ROUTES } from '@tribuna/contract/home-actions.routes';
import { callApi } from '../../../lib/api-route';
import { clubQueryKeys } from '../../../lib/query-keys';

/** The manager home's reads of one club start with `['clubs', clubHash, 'home']`. */
export const homeKeys = clubQueryKeys('home');

/** How often the things to act on are read again while the page is open: "at most seconds old". */
export const HOME_ACTIONS_REFRESH_MS = 15_000;

/** The manager's things to act on, live (read again every 15 s and when the tab comes back). */
export function useHomeActions(clubHash: string) {
  return useQuery({
    queryKey: homeKeys.other(clubHash, 'actions'),
    queryFn: ({ signal }) => callApi(HOME_ACTIONS_ROUTES.read, { params: { clubHash }, signal }),
    refetchInterval: HOME_ACTIONS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
