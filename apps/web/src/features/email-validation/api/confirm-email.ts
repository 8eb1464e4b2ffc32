import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_ROUTES, type RouteResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { emailValidationKeys } from './email-validation-keys';

export type ConfirmEmailResult = RouteResponse<typeof ACCOUNTS_ROUTES.confirmEmail>;

/** POST /api/users/confirm-email (public): the hash from the emailed link. */
export function confirmEmail(hash: string): Promise<ConfirmEmailResult> {
  return callApi(ACCOUNTS_ROUTES.confirmEmail, { body: { hash } });
}

/**
 * A query rather than a mutation on purpose: the link's hash is single use, and a query runs once
 * per hash even when React mounts the page twice (Strict Mode) or the person re-renders it.
 */
export const confirmEmailQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: emailValidationKeys.confirmation(hash),
    queryFn: () => confirmEmail(hash),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useConfirmEmail(hash: string | null) {
  return useQuery({ ...confirmEmailQueryOptions(hash ?? ''), enabled: Boolean(hash) });
}
