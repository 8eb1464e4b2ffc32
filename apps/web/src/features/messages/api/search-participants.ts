import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys } from './message-keys';

const RESULTS = 20;

/** GET /communications/accesible-participants (spec spelling): people one may write to, by name. */
export function searchParticipants(clubHash: string, search: string, signal?: AbortSignal) {
  return callApi(COMMUNICATIONS_ROUTES.accessibleParticipants, {
    params: { clubHash },
    query: { q: search || undefined, itemsPerPage: RESULTS },
    signal,
  });
}

export function participantsQueryOptions(clubHash: string, profileHash: string, search: string) {
  return queryOptions({
    queryKey: messageKeys.participants(clubHash, profileHash, search),
    queryFn: ({ signal }) => searchParticipants(clubHash, search, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useParticipants(clubHash: string, profileHash: string, search: string, enabled = true) {
  return useQuery({ ...participantsQueryOptions(clubHash, profileHash, search), enabled });
}
