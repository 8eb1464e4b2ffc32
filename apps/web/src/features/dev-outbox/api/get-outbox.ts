import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEV_OUTBOX_ROUTES, type OutboxMessage } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { outboxKeys } from './outbox-keys';

/** How often the developer mail page asks for new messages. */
export const OUTBOX_REFRESH_MS = 3000;

/** GET /api/dev/outbox (public, not registered in production): messages, newest first. */
export function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return callApi(DEV_OUTBOX_ROUTES.list, { signal });
}

export const outboxQueryOptions = queryOptions({
  queryKey: outboxKeys.all,
  queryFn: ({ signal }) => getOutbox(signal),
  staleTime: 0,
  refetchInterval: OUTBOX_REFRESH_MS,
  // Keep polling in a background tab: the person is usually reading mail in another window.
  refetchIntervalInBackground: true,
});

export function useOutbox() {
  return useQuery(outboxQueryOptions);
}
