import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { changeThreadInLists, refreshLists } from '../lib/thread-cache';
import { messageKeys } from './message-keys';

/** DELETE /communications/threads/{threadHash}: for everyone (its author side or a manager); managers restore it. */
export function deleteThread(clubHash: string, threadHash: string): Promise<null> {
  return callApi(COMMUNICATIONS_ROUTES.deleteThread, { params: { clubHash, threadHash } });
}

export function useDeleteThread(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadHash: string) => deleteThread(clubHash, threadHash),
    onSuccess: (_, threadHash) => {
      changeThreadInLists(queryClient, clubHash, threadHash, () => null);
      // Removed, not refetched: the page leaves the thread (managers find it in Deleted messages).
      queryClient.removeQueries({ queryKey: messageKeys.threadRoot(clubHash, threadHash) });
      return refreshLists(queryClient, clubHash);
    },
  });
}
