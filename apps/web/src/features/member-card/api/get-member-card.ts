import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_CARD_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { cardRetry } from '../lib/card-retry';
import { memberCardKeys } from './member-card-keys';

/** GET /api/clubs/{clubHash}/member-card: the signed-in person's card, status computed now. */
export function getMemberCard(clubHash: string, signal?: AbortSignal) {
  return callApi(MEMBER_CARD_ROUTES.own, { params: { clubHash }, signal });
}

export function memberCardQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: memberCardKeys.other(clubHash, 'own'),
    queryFn: ({ signal }) => getMemberCard(clubHash, signal),
    // The status is live: read it again whenever the page is opened.
    staleTime: 0,
    retry: cardRetry,
    // Try even when the browser says it is offline: the service worker or the saved copy answers.
    networkMode: 'always',
  });
}

export function useMemberCard(clubHash: string) {
  return useQuery(memberCardQueryOptions(clubHash));
}
