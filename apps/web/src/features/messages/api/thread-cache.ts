import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ThreadDetail, ThreadList, ThreadSummary } from '@tribuna/contract';
import { invalidate, type Invalidation } from '../../../lib/mutation';
import { messageKeys } from './message-keys';

type Pages = InfiniteData<ThreadList, string | null>;

/** Applies `change` to one thread in every loaded page; `null` takes it out (and out of the total). */
export function changeThreadInPages(data: Pages | undefined, threadHash: string, change: (thread: ThreadSummary) => ThreadSummary | null) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      let removed = 0;
      const items = page['hydra:member'].flatMap((thread) => {
        if (thread.threadHash !== threadHash) return [thread];
        const next = change(thread);
        if (next) return [next];
        removed += 1;
        return [];
      });
      return { ...page, 'hydra:member': items, 'hydra:totalItems': page['hydra:totalItems'] - removed };
    }),
  };
}

/** Every loaded list of the club, changed at once (a swipe or a click must show its effect without waiting). */
export function changeThreadInLists(
  queryClient: QueryClient,
  clubHash: string,
  threadHash: string,
  change: (thread: ThreadSummary) => ThreadSummary | null,
) {
  queryClient.setQueriesData<Pages>({ queryKey: messageKeys.lists(clubHash) }, (data) => changeThreadInPages(data, threadHash, change));
}

/** A thread's detail takes the new state of its summary (archive, read, restore answer one). */
export function mergeSummaryIntoDetail(queryClient: QueryClient, clubHash: string, profileHash: string, summary: ThreadSummary) {
  queryClient.setQueryData<ThreadDetail>(messageKeys.thread(clubHash, summary.threadHash, profileHash), (detail) =>
    detail ? { ...detail, ...summary } : detail,
  );
}

/** The reads a change that moves threads between boxes or changes what is unread makes stale. */
export function listReads(clubHash: string): Invalidation[] {
  return [messageKeys.lists(clubHash), messageKeys.unreadAll(clubHash)];
}

/** Reads the lists and the unread counts again (after a change, or a stream that may have missed events). */
export function refreshLists(queryClient: QueryClient, clubHash: string) {
  return invalidate(queryClient, listReads(clubHash));
}
