import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccessScanQuery, AnnulScanBody } from '@tribuna/contract/access-control';
import { ACCESS_CONTROL_ROUTES } from '@tribuna/contract/access-control.routes';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { accessKeys } from './access-keys';

export const SCANS_PAGE_SIZE = 30;
/** The log's first page is read again while open: the doors keep scanning while the manager reads it. */
const LOG_REFRESH_MS = 10_000;

/** GET …/access-control/scans: one page of the log, newest first, with the manager's filters. */
export function useAccessScans(clubHash: string, filters: AccessScanQuery) {
  const query = { ...filters, itemsPerPage: SCANS_PAGE_SIZE };
  return useQuery({
    queryKey: accessKeys.list(clubHash, { kind: 'scans', ...query }),
    queryFn: ({ signal }) => callApi(ACCESS_CONTROL_ROUTES.scans, { params: { clubHash }, query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (filters.page ?? 1) === 1 ? LOG_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}

/** POST …/scans/{scanHash}/annul: the scan stops counting; the log and the counters are read again. */
export function useAnnulScan(clubHash: string) {
  return useApiMutation({
    request: ({ scanHash, body }: { scanHash: string; body: AnnulScanBody }) =>
      callApi(ACCESS_CONTROL_ROUTES.annulScan, { params: { clubHash, scanHash }, body }),
    // The log and every counter: an annulled entry no longer counts as inside.
    invalidates: () => [accessKeys.all(clubHash)],
    invalidateOnError: true,
  });
}
