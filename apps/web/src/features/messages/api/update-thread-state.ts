import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, type ThreadSummary, type UpdateThreadStateBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { changeThreadInLists, mergeSummaryIntoDetail, refreshLists } from '../lib/thread-cache';
import { messageKeys } from './message-keys';

/** PATCH /communications/threads/{threadHash}: archive or unarchive, mark read or unread (own or the mailbox's). */
export function updateThreadState(clubHash: string, threadHash: string, body: UpdateThreadStateBody): Promise<ThreadSummary> {
  return callApi(COMMUNICATIONS_ROUTES.updateThreadState, { params: { clubHash, threadHash }, body });
}

export interface ThreadStateChange {
  threadHash: string;
  body: UpdateThreadStateBody;
}

export function useUpdateThreadState(clubHash: string, profileHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadHash, body }: ThreadStateChange) => updateThreadState(clubHash, threadHash, body),
    onMutate: async ({ threadHash, body }: ThreadStateChange) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.lists(clubHash) });
      // Archiving or unarchiving moves the thread to the other box: it leaves the one on screen at once.
      changeThreadInLists(queryClient, clubHash, threadHash, (thread) =>
        body.archived !== undefined ? null : { ...thread, unread: body.read === undefined ? thread.unread : !body.read },
      );
    },
    onSuccess: (summary) => mergeSummaryIntoDetail(queryClient, clubHash, profileHash, summary),
    onSettled: () => refreshLists(queryClient, clubHash),
  });
}
