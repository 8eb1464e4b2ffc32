import { COMMUNICATIONS_ROUTES, type ThreadSummary, type UpdateThreadStateBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { changeThreadInLists, listReads, mergeSummaryIntoDetail } from './thread-cache';
import { messageKeys } from './message-keys';
import { useApiMutation } from '../../../lib/mutation';

/** PATCH /communications/threads/{threadHash}: archive or unarchive, mark read or unread (own or the mailbox's). */
export function updateThreadState(clubHash: string, threadHash: string, body: UpdateThreadStateBody): Promise<ThreadSummary> {
  return callApi(COMMUNICATIONS_ROUTES.updateThreadState, { params: { clubHash, threadHash }, body });
}

export interface ThreadStateChange {
  threadHash: string;
  body: UpdateThreadStateBody;
}

export function useUpdateThreadState(clubHash: string, profileHash: string) {
  return useApiMutation({
    request: ({ threadHash, body }: ThreadStateChange) => updateThreadState(clubHash, threadHash, body),
    optimistic: async (cache, { threadHash, body }) => {
      await cache.cancelQueries({ queryKey: messageKeys.lists(clubHash) });
      // Archiving or unarchiving moves the thread to the other box: it leaves the one on screen at once.
      changeThreadInLists(cache, clubHash, threadHash, (thread) =>
        body.archived !== undefined ? null : { ...thread, unread: body.read === undefined ? thread.unread : !body.read },
      );
    },
    update: (cache, summary) => mergeSummaryIntoDetail(cache, clubHash, profileHash, summary),
    // Also after a failure: the lists read again put back what the optimistic change took out.
    invalidates: () => listReads(clubHash),
    invalidateOnError: true,
  });
}
