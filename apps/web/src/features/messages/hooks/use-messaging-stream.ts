import { useQueryClient } from '@tanstack/react-query';
import { COMMUNICATIONS_ROUTES, PROFILE_HEADER } from '@tribuna/contract';
import { useEffect } from 'react';
import { actingProfileHash, routeUrl } from '../../../lib/api-route';
import { getSession } from '../../../lib/session/session-store';
import { applyMessagingEvent } from '../api/apply-messaging-event';
import { openMessagingStream } from '../lib/messaging-stream';
import { refreshLists } from '../api/thread-cache';

async function renewToken(): Promise<void> {
  // Loaded on first need, like the API client does: most streams never see a 401.
  const { refreshSession } = await import('../../../lib/session/refresh-session');
  await refreshSession();
}

/**
 * Keeps the messaging event stream of the acting profile open while the club's dashboard is
 * shown (issue 10 part 5): new messages and read changes reach the badge and the lists at once.
 * Polling (useUnread) stays the fallback when the stream cannot be had.
 */
export function useMessagingStream(clubHash: string, profileHash: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!profileHash) return undefined;
    return openMessagingStream({
      request: () => {
        const token = getSession()?.token;
        // The person signed out or now acts as another profile: this stream has no reason to go on.
        if (!token || actingProfileHash(clubHash) !== profileHash) return null;
        return {
          url: routeUrl(COMMUNICATIONS_ROUTES.events, { params: { clubHash } }),
          headers: { Authorization: `Bearer ${token}`, [PROFILE_HEADER]: profileHash },
        };
      },
      onEvent: (event) => applyMessagingEvent(queryClient, clubHash, profileHash, event),
      // Events may have been missed while disconnected: read the counts and lists again.
      onOpen: (reconnected) => {
        if (reconnected) void refreshLists(queryClient, clubHash);
      },
      renewToken,
    });
  }, [clubHash, profileHash, queryClient]);
}
