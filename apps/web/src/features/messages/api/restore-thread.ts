import { COMMUNICATIONS_ROUTES, type ThreadSummary } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { changeThreadInLists, listReads, mergeSummaryIntoDetail } from './thread-cache';
import { useApiMutation } from '../../../lib/mutation';

/** PATCH /communications/threads/{threadHash}/restore (managers): a deleted thread comes back for everyone. */
export function restoreThread(clubHash: string, threadHash: string): Promise<ThreadSummary> {
  return callApi(COMMUNICATIONS_ROUTES.restoreThread, { params: { clubHash, threadHash } });
}

export function useRestoreThread(clubHash: string, profileHash: string) {
  return useApiMutation({
    request: (threadHash: string) => restoreThread(clubHash, threadHash),
    update: (cache, summary) => {
      changeThreadInLists(cache, clubHash, summary.threadHash, () => null);
      mergeSummaryIntoDetail(cache, clubHash, profileHash, summary);
    },
    invalidates: () => listReads(clubHash),
  });
}
