import type { ThreadBox } from '@tribuna/contract';
import type { ThreadFilters } from '../api/message-keys';

/** URL parameters of the thread lists: a shared link opens the same search. */
const PARAM = { q: 'q', unread: 'unread', mailbox: 'mailbox' } as const;

export function filtersFromSearch(box: ThreadBox, search: URLSearchParams): ThreadFilters {
  return {
    box,
    q: (search.get(PARAM.q) ?? '').trim().slice(0, 100),
    unread: search.get(PARAM.unread) === 'true',
    mailboxHash: search.get(PARAM.mailbox) || null,
  };
}

/** The URL's parameters with these filters; other parameters (a legacy `page`) are kept as they were. */
export function searchWithFilters(search: URLSearchParams, filters: Pick<ThreadFilters, 'q' | 'unread' | 'mailboxHash'>): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set(PARAM.q, filters.q.trim() || null);
  set(PARAM.unread, filters.unread ? 'true' : null);
  set(PARAM.mailbox, filters.mailboxHash);
  return next;
}

export function hasFilters(filters: ThreadFilters): boolean {
  return filters.q !== '' || filters.unread || filters.mailboxHash !== null;
}
