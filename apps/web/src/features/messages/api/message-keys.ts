import type { ThreadBox } from '@tribuna/contract';
import { clubQueryKeys } from '../../../lib/query-keys';

const keys = clubQueryKeys('messages');

/** What a thread list shows: its box and the URL's search and filters. */
export interface ThreadFilters {
  box: ThreadBox;
  q: string;
  unread: boolean;
  mailboxHash: string | null;
}

/**
 * Every messaging query of a club starts with `['clubs', clubHash, 'messages']`. Lists, threads
 * and the unread count depend on the profile the person acts as (spec 5), so their keys name it:
 * switching from the manager to the member profile never shows the other one's inbox.
 */
export const messageKeys = {
  all: keys.all,
  lists: keys.lists,
  list: (clubHash: string, profileHash: string, filters: ThreadFilters) => keys.list(clubHash, { profileHash, ...filters }),
  /** A thread and everything read under it (conversations, broadcasts), for any profile. */
  threadRoot: (clubHash: string, threadHash: string) => keys.other(clubHash, 'thread', threadHash),
  thread: (clubHash: string, threadHash: string, profileHash: string) => keys.other(clubHash, 'thread', threadHash, profileHash),
  conversations: (clubHash: string, threadHash: string, profileHash: string) =>
    keys.other(clubHash, 'thread', threadHash, profileHash, 'conversations'),
  conversation: (clubHash: string, threadHash: string, profileHash: string, conversationHash: string) =>
    keys.other(clubHash, 'thread', threadHash, profileHash, 'conversation', conversationHash),
  broadcasts: (clubHash: string, threadHash: string, profileHash: string) =>
    keys.other(clubHash, 'thread', threadHash, profileHash, 'broadcasts'),
  unread: (clubHash: string, profileHash: string) => keys.other(clubHash, 'unread', profileHash),
  /** The unread counts of every profile of the club in this tab. */
  unreadAll: (clubHash: string) => keys.other(clubHash, 'unread'),
  mailboxes: (clubHash: string) => keys.other(clubHash, 'mailboxes'),
  allowedRecipients: (clubHash: string, profileHash: string) => keys.other(clubHash, 'allowed-recipients', profileHash),
  participants: (clubHash: string, profileHash: string, search: string) => keys.other(clubHash, 'participants', profileHash, search),
};
