import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, type MailboxList } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { messageKeys } from './message-keys';

/** GET /communications/mailboxes: managers get all of the club's, others the ones they answer from. */
export function getMailboxes(clubHash: string, signal?: AbortSignal): Promise<MailboxList> {
  return callApi(COMMUNICATIONS_ROUTES.listMailboxes, { params: { clubHash }, signal });
}

export function mailboxesQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: messageKeys.mailboxes(clubHash),
    queryFn: ({ signal }) => getMailboxes(clubHash, signal),
    staleTime: 60_000,
  });
}

export function useMailboxes(clubHash: string) {
  return useQuery(mailboxesQueryOptions(clubHash));
}
