import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLUB_SETTINGS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { privacyKeys } from './privacy-keys';

/** GET /api/clubs/{clubHash}/privacy (people of the club): the texts and whether to accept them. */
export function getClubPrivacy(clubHash: string, signal?: AbortSignal) {
  return callApi(CLUB_SETTINGS_ROUTES.privacy, { params: { clubHash }, signal });
}

/**
 * Read once per club per session: a version published later is asked for at the next sign-in
 * (the cache is emptied when the session ends), never in the middle of someone's work.
 */
export function clubPrivacyQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: privacyKeys.other(clubHash, 'status'),
    queryFn: ({ signal }) => getClubPrivacy(clubHash, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useClubPrivacy(clubHash: string) {
  return useQuery(clubPrivacyQueryOptions(clubHash));
}
