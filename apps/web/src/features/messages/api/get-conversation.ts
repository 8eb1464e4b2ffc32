import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, type ConversationDetail } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys } from './message-keys';

/** GET /threads/{threadHash}/conversations/{conversationHash}: one conversation with its messages. */
export function getConversation(
  clubHash: string,
  threadHash: string,
  conversationHash: string,
  signal?: AbortSignal,
): Promise<ConversationDetail> {
  return callApi(COMMUNICATIONS_ROUTES.readConversation, { params: { clubHash, threadHash, conversationHash }, signal });
}

export function conversationQueryOptions(clubHash: string, threadHash: string, profileHash: string, conversationHash: string) {
  return queryOptions({
    queryKey: messageKeys.conversation(clubHash, threadHash, profileHash, conversationHash),
    queryFn: ({ signal }) => getConversation(clubHash, threadHash, conversationHash, signal),
    staleTime: 30_000,
  });
}

export function useConversation(clubHash: string, threadHash: string, profileHash: string, conversationHash: string) {
  return useQuery(conversationQueryOptions(clubHash, threadHash, profileHash, conversationHash));
}
