import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, type ThreadSummary } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { changeThreadInLists, mergeSummaryIntoDetail, refreshLists } from '../lib/thread-cache';

/** PATCH /communications/threads/{threadHash}/restore (managers): a deleted thread comes back for everyone. */
export function restoreThread(clubHash: string, threadHash: string): Promise<ThreadSummary> {
  return callApi(COMMUNICATIONS_ROUTES.restoreThread, { params: { clubHash, threadHash } });
}

export function useRestoreThread(clubHash: string, profileHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadHash: string) => restoreThread(clubHash, threadHash),
    onSuccess: (summary) => {
      changeThreadInLists(queryClient, clubHash, summary.threadHash, () => null);
      mergeSummaryIntoDetail(queryClient, clubHash, profileHash, summary);
      return refreshLists(queryClient, clubHash);
    },
  });
}
