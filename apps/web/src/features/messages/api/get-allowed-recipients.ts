import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { groupChoices } from '../lib/allowed-choices';
import { messageKeys } from './message-keys';

/** GET /communications/allowed-recipients: groups, teams, categories and mailboxes one may write to (and from), as a hydra collection. */
export function getAllowedRecipients(clubHash: string, signal?: AbortSignal) {
  return callApi(COMMUNICATIONS_ROUTES.allowedRecipients, { params: { clubHash }, signal });
}

export function allowedRecipientsQueryOptions(clubHash: string, profileHash: string) {
  return queryOptions({
    queryKey: messageKeys.allowedRecipients(clubHash, profileHash),
    queryFn: ({ signal }) => getAllowedRecipients(clubHash, signal),
    staleTime: 5 * 60_000,
    // The form reads the choices grouped by kind.
    select: groupChoices,
  });
}

export function useAllowedRecipients(clubHash: string, profileHash: string) {
  return useQuery(allowedRecipientsQueryOptions(clubHash, profileHash));
}
