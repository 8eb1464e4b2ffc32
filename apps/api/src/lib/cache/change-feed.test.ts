import { describe, expect, it } from 'vitest';
import { ChangeFeed, parseChange } from './change-feed';

describe('ChangeFeed', () => {
  it('clears only the caches that depend on the changed table', () => {
    const feed = new ChangeFeed();
    feed.listener.connected();
    const people = feed.cache<string>(['users', 'profiles']);
    const clubs = feed.cache<string>(['clubs']);
    people.set('a', '1');
    clubs.set('b', '2');
    feed.listener.notify('profiles');
    expect([people.size, clubs.size]).toEqual([0, 1]);
    feed.invalidate('clubs');
    expect(clubs.size).toBe(0);
    clubs.set('b', '2');
    feed.listener.notify('refresh_tokens'); // a table no cache reads
    expect(clubs.size).toBe(1);
  });

  it('keeps caches off until listening, and clears them on every loss or reconnect', () => {
    const feed = new ChangeFeed();
    const cache = feed.cache<string>(['users']);
    cache.set('a', '1');
    expect(cache.size).toBe(0);
    feed.listener.connected();
    cache.set('a', '1');
    feed.listener.disconnected(new Error('connection lost'));
    expect(feed.isLive).toBe(false);
    expect(cache.size).toBe(0);
    cache.set('a', '1');
    expect(cache.size).toBe(0);
    feed.listener.connected();
    expect(feed.isLive).toBe(true);
    cache.set('a', '1');
    expect(cache.get('a')).toBe('1');
  });

  it("clears only the changed club's entries when a notification names it, and all on a bare one", () => {
    const feed = new ChangeFeed();
    feed.listener.connected();
    const pages = feed.cache<string>(['bookings', 'users']);
    const fill = () => {
      pages.set('club 1', 'page', 1);
      pages.set('club 2', 'page', 2);
    };
    fill();
    feed.listener.notify('bookings:2');
    expect([pages.get('club 1'), pages.get('club 2')]).toEqual(['page', undefined]);
    fill();
    feed.listener.notify('bookings');
    expect(pages.size).toBe(0);
    fill();
    feed.invalidate('bookings', 1);
    expect([pages.get('club 1'), pages.get('club 2')]).toEqual([undefined, 'page']);
    fill();
    feed.invalidate('users', 1); // users have no club: a change clears every club
    expect(pages.size).toBe(0);
    fill();
    feed.listener.disconnected();
    feed.listener.connected();
    expect(pages.size).toBe(0);
  });

  it('reads a payload as a table and, after a colon, a club id', () => {
    expect(parseChange('bookings:42')).toEqual({ topic: 'bookings', club: 42 });
    expect(parseChange('sales_counters')).toEqual({ topic: 'sales_counters' });
    expect(parseChange('sync-0.5')).toEqual({ topic: 'sync-0.5' });
  });
});
