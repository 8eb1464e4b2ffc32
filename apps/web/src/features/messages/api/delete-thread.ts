import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { changeThreadInLists, listReads } from './thread-cache';
import { messageKeys } from './message-keys';
import { useApiMutation } from '../../../lib/mutation';

/** DELETE /communications/threads/{threadHash}: for everyone (its author side or a manager); managers restore it. */
export function deleteThread(clubHash: string, threadHash: string): Promise<null> {
  return callApi(COMMUNICATIONS_ROUTES.deleteThread, { params: { clubHash, threadHash } });
}

export function useDeleteThread(clubHash: string) {
  return useApiMutation({
    request: (threadHash: string) => deleteThread(clubHash, threadHash),
    update: (cache, _, threadHash) => {
      changeThreadInLists(cache, clubHash, threadHash, () => null);
      // Removed, not refetched: the page leaves the thread (managers find it in Deleted messages).
      cache.removeQueries({ queryKey: messageKeys.threadRoot(clubHash, threadHash) });
    },
    invalidates: () => listReads(clubHash),
  });
}
