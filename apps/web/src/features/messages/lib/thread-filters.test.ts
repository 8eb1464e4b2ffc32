import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, searchWithFilters } from './thread-filters';
import { messagesRoleOf } from './messages-role';

describe('thread list filters in the URL', () => {
  it('reads search, unread and mailbox, ignoring what it does not know', () => {
    const filters = filtersFromSearch('inbox', new URLSearchParams('q=+cena+&unread=true&mailbox=mbox00000001&page=2'));
    expect(filters).toEqual({ box: 'inbox', q: 'cena', unread: true, mailboxHash: 'mbox00000001' });
    expect(filtersFromSearch('archived', new URLSearchParams('unread=yes'))).toEqual({
      box: 'archived',
      q: '',
      unread: false,
      mailboxHash: null,
    });
  });

  it('writes them back, keeping other parameters and dropping empty ones', () => {
    const next = searchWithFilters(new URLSearchParams('page=2&q=old'), { q: ' ', unread: true, mailboxHash: null });
    expect(next.toString()).toBe('page=2&unread=true');
    expect(hasFilters(filtersFromSearch('inbox', next))).toBe(true);
    expect(hasFilters(filtersFromSearch('inbox', new URLSearchParams('page=2')))).toBe(false);
  });

  it('knows the messages area from the path', () => {
    expect(messagesRoleOf('/dashboard/guardian/c1/messages/my-messages')).toBe('guardian');
    expect(messagesRoleOf('/dashboard/manager/c1/messages/thread/t1')).toBe('manager');
    expect(messagesRoleOf('/auth/login')).toBeNull();
  });
});
