import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys } from './message-keys';

/** GET /threads/{threadHash}/broadcast-messages: the broadcasts of a thread, oldest first. */
export function getBroadcasts(clubHash: string, threadHash: string, signal?: AbortSignal) {
  return callApi(COMMUNICATIONS_ROUTES.listBroadcasts, { params: { clubHash, threadHash }, signal });
}

export function broadcastsQueryOptions(clubHash: string, threadHash: string, profileHash: string) {
  return queryOptions({
    queryKey: messageKeys.broadcasts(clubHash, threadHash, profileHash),
    queryFn: ({ signal }) => getBroadcasts(clubHash, threadHash, signal),
    staleTime: 30_000,
  });
}

export function useBroadcasts(clubHash: string, threadHash: string, profileHash: string, enabled: boolean) {
  return useQuery({ ...broadcastsQueryOptions(clubHash, threadHash, profileHash), enabled });
}
