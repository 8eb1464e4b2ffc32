import { describe, expect, it } from 'vitest';
import { ChangeFeed } from './change-feed';

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
});
