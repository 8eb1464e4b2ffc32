import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PeopleList } from './people-list-filters';
import { listStateToParams, parseListState, type PeopleListState } from './people-list-state';

const OWN_KEYS = new Set(['q', 'category', 'gender', 'status', 'sort', 'dir', 'page', 'size']);

export interface ChangeOptions {
  /** Replace the history entry (typing a search) instead of adding one (filters, sort, pages). */
  replace?: boolean;
}

/**
 * The list's state read from and written to the URL. Anything that changes which rows match
 * (search, filters, sort, page size) goes back to page 1; other query parameters are kept.
 */
export function usePeopleListUrlState(list: PeopleList) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(list, params), [list, params]);

  const change = useCallback(
    (patch: Partial<PeopleListState>, options: ChangeOptions = {}) => {
      setParams(
        (current) => {
          const previous = parseListState(list, current);
          const resetsPage = ['search', 'filters', 'sort', 'pageSize'].some((key) => key in patch);
          const next = { ...previous, ...patch, page: patch.page ?? (resetsPage ? 1 : previous.page) };
          const written = listStateToParams(next);
          for (const [key, value] of current) if (!OWN_KEYS.has(key)) written.append(key, value);
          return written;
        },
        { replace: options.replace ?? false },
      );
    },
    [list, setParams],
  );

  return { state, change };
}
