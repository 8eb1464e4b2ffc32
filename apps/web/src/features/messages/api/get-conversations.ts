import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys } from './message-keys';

/** GET /threads/{threadHash}/conversations: all of them for the author side, one's own for a recipient. */
export function getConversations(clubHash: string, threadHash: string, signal?: AbortSignal) {
  return callApi(COMMUNICATIONS_ROUTES.listConversations, { params: { clubHash, threadHash }, signal });
}

export function conversationsQueryOptions(clubHash: string, threadHash: string, profileHash: string) {
  return queryOptions({
    queryKey: messageKeys.conversations(clubHash, threadHash, profileHash),
    queryFn: ({ signal }) => getConversations(clubHash, threadHash, signal),
    staleTime: 30_000,
  });
}

export function useConversations(clubHash: string, threadHash: string, profileHash: string, enabled = true) {
  return useQuery({ ...conversationsQueryOptions(clubHash, threadHash, profileHash), enabled });
}
