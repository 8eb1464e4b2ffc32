import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_CARD_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { cardRetry } from '../lib/card-retry';
import { memberCardKeys } from './member-card-keys';

/** GET /api/clubs/{clubHash}/member-card/children (guardian; feature records_from_children). */
export function getChildrenCards(clubHash: string, signal?: AbortSignal) {
  return callApi(MEMBER_CARD_ROUTES.children, { params: { clubHash }, signal });
}

export function childrenCardsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: memberCardKeys.other(clubHash, 'children'),
    queryFn: ({ signal }) => getChildrenCards(clubHash, signal),
    staleTime: 0,
    retry: cardRetry,
    networkMode: 'always',
  });
}

export function useChildrenCards(clubHash: string, enabled = true) {
  return useQuery({ ...childrenCardsQueryOptions(clubHash), enabled });
}
