import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, type ThreadDetail } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { changeThreadInLists } from './thread-cache';
import { messageKeys } from './message-keys';

/** GET /communications/threads/{threadHash}: the thread and its opening message; opening it marks it read. */
export function getThread(clubHash: string, threadHash: string, signal?: AbortSignal): Promise<ThreadDetail> {
  return callApi(COMMUNICATIONS_ROUTES.readThread, { params: { clubHash, threadHash }, signal });
}

export function threadQueryOptions(clubHash: string, threadHash: string, profileHash: string) {
  return queryOptions({
    queryKey: messageKeys.thread(clubHash, threadHash, profileHash),
    queryFn: async ({ signal, client }) => {
      const thread = await getThread(clubHash, threadHash, signal);
      // Opening it marked it read on the server: the lists and the badge follow without waiting for an event.
      changeThreadInLists(client, clubHash, threadHash, (summary) => ({ ...summary, unread: false }));
      void client.invalidateQueries({ queryKey: messageKeys.unreadAll(clubHash) });
      return thread;
    },
    staleTime: 30_000,
  });
}

export function useThread(clubHash: string, threadHash: string, profileHash: string) {
  return useQuery(threadQueryOptions(clubHash, threadHash, profileHash));
}
