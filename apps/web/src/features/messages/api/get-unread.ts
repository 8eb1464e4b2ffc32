import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, UNREAD_POLL_INTERVAL_MS, UNREAD_POLL_MIN_GAP_MS, type Unread } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { createMinGap } from '../lib/min-gap';
import { messageKeys } from './message-keys';

/** GET /communications/unread: unread threads of the acting profile and its mailboxes (the menu badge). */
export function getUnread(clubHash: string, signal?: AbortSignal): Promise<Unread> {
  return callApi(COMMUNICATIONS_ROUTES.unread, { params: { clubHash }, signal });
}

/** One gate per data cache (one per tab): spec 9's "at least 1 second apart" holds per club and profile. */
const gates = new WeakMap<QueryClient, ReturnType<typeof createMinGap>>();
function gateOf(client: QueryClient) {
  let gate = gates.get(client);
  if (!gate) gates.set(client, (gate = createMinGap(UNREAD_POLL_MIN_GAP_MS)));
  return gate;
}

export function unreadQueryOptions(clubHash: string, profileHash: string) {
  return queryOptions({
    queryKey: messageKeys.unread(clubHash, profileHash),
    queryFn: async ({ signal, client }) => {
      // Invalidations, remounts and reconnections all ask through here: each waits for its turn.
      await gateOf(client)(`${clubHash}:${profileHash}`, signal);
      return getUnread(clubHash, signal);
    },
    // Spec 9: polled every 120 s (the event stream brings changes sooner), also in a background tab.
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: UNREAD_POLL_MIN_GAP_MS,
    // A failed count keeps the last badge; the next poll tries again.
    retry: false,
  });
}

export function useUnread(clubHash: string, profileHash: string | null) {
  return useQuery({ ...unreadQueryOptions(clubHash, profileHash ?? ''), enabled: Boolean(profileHash) });
}
