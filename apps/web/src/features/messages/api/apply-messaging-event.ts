import type { QueryClient } from '@tanstack/react-query';
import type { MessagingEvent, Unread } from '@tribuna/contract';
import { messageKeys } from './message-keys';

/**
 * An event of the stream, applied at once: the badge takes the count it carries (no extra call),
 * the lists are read again, and a new message refreshes its thread. A read-state change does not
 * refresh the thread: reading a thread is what sends one, and reading it again would send another.
 */
export function applyMessagingEvent(queryClient: QueryClient, clubHash: string, profileHash: string, event: MessagingEvent): void {
  queryClient.setQueryData<Unread>(messageKeys.unread(clubHash, profileHash), { unreadMessages: event.unreadMessages });
  void queryClient.invalidateQueries({ queryKey: messageKeys.lists(clubHash) });
  if (event.type === 'message' && event.threadHash) {
    void queryClient.invalidateQueries({ queryKey: messageKeys.threadRoot(clubHash, event.threadHash) });
  }
}
