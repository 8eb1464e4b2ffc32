import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, THREAD_LIST_PAGE_SIZE, nextCursorOf, type ThreadList } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys, type ThreadFilters } from './message-keys';

/** GET /communications/threads: one page of a box, searched and filtered, after `cursor`. */
export function getThreads(clubHash: string, filters: ThreadFilters, cursor: string | null, signal?: AbortSignal): Promise<ThreadList> {
  return callApi(COMMUNICATIONS_ROUTES.listThreads, {
    params: { clubHash },
    query: {
      box: filters.box,
      q: filters.q || undefined,
      unread: filters.unread ? 'true' : undefined,
      mailboxHash: filters.mailboxHash ?? undefined,
      cursor: cursor ?? undefined,
      itemsPerPage: THREAD_LIST_PAGE_SIZE,
    },
    signal,
  });
}

export function threadsQueryOptions(clubHash: string, profileHash: string, filters: ThreadFilters) {
  return infiniteQueryOptions({
    queryKey: messageKeys.list(clubHash, profileHash, filters),
    queryFn: ({ pageParam, signal }) => getThreads(clubHash, filters, pageParam, signal),
    // Keyset paging (spec: stays stable while new threads arrive): each page's hydra:next names the next.
    initialPageParam: null as string | null,
    getNextPageParam: (last) => nextCursorOf(last['hydra:view']),
    staleTime: 30_000,
    // A new search keeps the previous rows on screen instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
}

export function useThreads(clubHash: string, profileHash: string, filters: ThreadFilters) {
  return useInfiniteQuery(threadsQueryOptions(clubHash, profileHash, filters));
}
