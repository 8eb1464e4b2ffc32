import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextCursorOf, type RouteQuery } from '@tribuna/contract';
import { DATA_RIGHTS_ROUTES } from '@tribuna/contract/data-rights.routes';
import { callApi } from '../../../lib/api-route';
import { dataRightsKeys } from './data-rights-keys';

export type AuditFilters = Omit<RouteQuery<typeof DATA_RIGHTS_ROUTES.auditLog>, 'cursor' | 'itemsPerPage'>;
export const AUDIT_PAGE_SIZE = 50;

/** GET …/audit-log: the club's log, newest first, page after page by its keyset cursor ("Load more"). */
export function useAuditLog(clubHash: string, filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: dataRightsKeys.list(clubHash, { kind: 'audit', ...filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(DATA_RIGHTS_ROUTES.auditLog, {
        params: { clubHash },
        query: { ...filters, itemsPerPage: AUDIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => nextCursorOf(page['hydra:view']),
    placeholderData: keepPreviousData,
  });
}
