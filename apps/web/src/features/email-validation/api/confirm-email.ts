import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ConfirmEmailResult {
  validated: true;
  email: string;
}

/** POST /api/users/confirm-email (public): the hash from the emailed link. */
export function confirmEmail(hash: string): Promise<ConfirmEmailResult> {
  return apiRequest<ConfirmEmailResult>('/api/users/confirm-email', { method: 'POST', body: { hash }, skipAuth: true });
}

/**
 * A query rather than a mutation on purpose: the link's hash is single use, and a query runs once
 * per hash even when React mounts the page twice (Strict Mode) or the person re-renders it.
 */
export const confirmEmailQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['confirm-email', hash],
    queryFn: () => confirmEmail(hash),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useConfirmEmail(hash: string | null) {
  return useQuery({ ...confirmEmailQueryOptions(hash ?? ''), enabled: Boolean(hash) });
}
