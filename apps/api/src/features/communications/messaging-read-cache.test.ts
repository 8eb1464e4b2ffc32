import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../lib/cache/change-feed';
import { MessagingReadCache } from './messaging-read-cache';

/** A live cache on a live change feed, and a loader that counts its calls. */
function setup() {
  const changes = new ChangeFeed();
  changes.listener.connected();
  const cache = new MessagingReadCache(changes);
  cache.setLive(true);
  let loads = 0;
  const load = (value: string) => () => {
    loads++;
    return Promise.resolve(value);
  };
  return { changes, cache, load, loads: () => loads };
}

describe('the messaging read cache', () => {
  it('serves a profile’s read again until a change names the profile', async () => {
    const { cache, load, loads } = setup();
    expect(await cache.read(1, [10], 'unread', load('a'))).toBe('a');
    expect(await cache.read(1, [10], 'unread', load('b'))).toBe('a');
    cache.apply({ profileIds: [2], mailboxIds: [] });
    expect(await cache.read(1, [10], 'unread', load('c'))).toBe('a');
    cache.apply({ profileIds: [1], mailboxIds: [] });
    expect(await cache.read(1, [10], 'unread', load('d'))).toBe('d');
    expect(loads()).toBe(2);
  });

  it('drops every profile that reads through a changed mailbox', async () => {
    const { cache, load } = setup();
    await cache.read(1, [10], 'list', load('one'));
    await cache.read(2, [10, 11], 'list', load('two'));
    await cache.read(3, [], 'list', load('three'));
    cache.apply({ profileIds: [], mailboxIds: [10] });
    expect(await cache.read(1, [10], 'list', load('one*'))).toBe('one*');
    expect(await cache.read(2, [10, 11], 'list', load('two*'))).toBe('two*');
    expect(await cache.read(3, [], 'list', load('three*'))).toBe('three');
  });

  it('does not keep a read that a change overtook, nor anything while not live or after a watched table changed', async () => {
    const { changes, cache, load } = setup();
    let release: (value: string) => void = () => undefined;
    const slow = cache.read(1, [], 'list', () => new Promise<string>((resolve) => (release = resolve)));
    cache.apply({ profileIds: [1], mailboxIds: [] });
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.read(1, [], 'list', load('fresh'))).toBe('fresh');

    changes.invalidate('profiles');
    expect(await cache.read(1, [], 'list', load('after names changed'))).toBe('after names changed');

    cache.setLive(false);
    await cache.read(4, [], 'list', load('x'));
    expect(await cache.read(4, [], 'list', load('y'))).toBe('y');
  });
});
