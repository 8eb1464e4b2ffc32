import { useUnread } from '../api/get-unread';
import { useMessagingStream } from './use-messaging-stream';

/**
 * The number on the Messages menu item (spec 2: shown above 0): GET /unread polled every 120 s,
 * never twice within a second, and updated at once by the event stream.
 */
export function useUnreadBadge(clubHash: string, profileHash: string | null): number {
  const unread = useUnread(clubHash, profileHash);
  useMessagingStream(clubHash, profileHash);
  return unread.data?.unreadMessages ?? 0;
}
