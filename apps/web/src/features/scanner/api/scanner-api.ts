import { useQuery } from '@tanstack/react-query';
import type { ScanAnswer, ScanBody } from '@tribuna/contract/access-control';
import { ACCESS_CONTROL_ROUTES as ACCESS } from '@tribuna/contract/access-control.routes';
import { callApi } from '../../../lib/api-route';
import { clubQueryKeys } from '../../../lib/query-keys';
import { deviceHeaders } from './offline-api';

export const scannerKeys = clubQueryKeys('scanner');

/** GET …/access-control/scanner-lists: the lists this person may scan for (names only). */
export const useScannerLists = (clubHash: string) =>
  useQuery({
    queryKey: scannerKeys.lists(clubHash),
    queryFn: ({ signal }) => callApi(ACCESS.scannerLists, { params: { clubHash }, signal }),
    staleTime: 60_000,
  });

/**
 * POST …/access-control/scans. Not a query mutation: a scan changes no list this page shows, and
 * the scanner races it against its own clock (it decides locally when the answer is late).
 */
export const sendScan = (clubHash: string, body: ScanBody, signal?: AbortSignal, deviceSecret?: string): Promise<ScanAnswer> =>
  callApi(ACCESS.scan, { params: { clubHash }, body, signal, headers: deviceHeaders(deviceSecret) });
