import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';

/** A read to refresh: its key (a prefix refreshes every read under it), or a filter when a key is not enough. */
export type Invalidation = QueryKey | InvalidateQueryFilters;

/**
 * A write, declared where its endpoint is (features/<area>/api): the request, and what it does to
 * the cached reads. Every mutation hook of the web goes through `useApiMutation`, so no page or
 * component touches the cache itself; the reads are named by their feature's key factory.
 */
export interface ApiMutation<Vars, Result> {
  request(vars: Vars): Promise<Result>;
  /** Puts an answer that IS the new state of a read into the cache (no second request). Runs first. */
  update?(cache: QueryClient, result: Result, vars: Vars): void;
  /** The reads the write makes stale; they are read again before the mutation resolves. */
  invalidates?(vars: Vars, result: Result | undefined): readonly Invalidation[];
  /** Refresh after a failure too: the server may have changed anyway, or someone else changed it first. */
  invalidateOnError?: boolean;
  /** Shows the change before the server answers; returns what puts the cache back if the write fails. */
  optimistic?(cache: QueryClient, vars: Vars): Promise<(() => void) | void>;
}

type Undo = { undo?: () => void };

/** Refreshes the reads a write declared; resolves when they have been read again. */
export function invalidate(cache: QueryClient, invalidations: readonly Invalidation[]): Promise<unknown> {
  return Promise.all(
    invalidations.map((invalidation) => refresh(cache, isQueryKey(invalidation) ? { queryKey: invalidation } : invalidation)),
  );
}

/**
 * TanStack Query cancels a running read on invalidation only when the read already holds data; a
 * first read under way (a search just typed) is joined instead, and it may have read the server
 * before the write committed. Those reads are read once more when they land, or the old state
 * would stay on screen for the whole stale time (a refunded order still showing paid).
 */
async function refresh(cache: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const firstReadsUnderWay = cache
    .getQueryCache()
    .findAll({ ...filters, fetchStatus: 'fetching' })
    .filter((query) => query.state.data === undefined);
  await cache.invalidateQueries(filters);
  await Promise.all(firstReadsUnderWay.map((query) => cache.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' })));
}

function isQueryKey(invalidation: Invalidation): invalidation is QueryKey {
  return Array.isArray(invalidation);
}

export function useApiMutation<Vars = void, Result = unknown>(
  mutation: ApiMutation<Vars, Result>,
): UseMutationResult<Result, Error, Vars, Undo> {
  const cache = useQueryClient();
  return useMutation<Result, Error, Vars, Undo>({
    mutationFn: (vars) => mutation.request(vars),
    onMutate: mutation.optimistic ? async (vars) => ({ undo: (await mutation.optimistic?.(cache, vars)) ?? undefined }) : undefined,
    onError: (_error, _vars, context) => context?.undo?.(),
    onSuccess: (result, vars) => mutation.update?.(cache, result, vars),
    onSettled: (result, error, vars) => {
      if (!mutation.invalidates || (error && !mutation.invalidateOnError)) return;
      return invalidate(cache, mutation.invalidates(vars, result));
    },
  });
}
