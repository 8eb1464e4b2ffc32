import { describe, expect, it, vi } from 'vitest';
import { BoundedCache } from './bounded-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('BoundedCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new BoundedCache<number>({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('d', 1);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual([1, 1, 1]);
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
  });

  it('expires entries after the TTL, by its clock', async () => {
    let now = 1_000;
    const cache = new BoundedCache<string>({ ttlMs: 30_000, now: () => now });
    const load = vi.fn(async () => `v${now}`);
    expect(await cache.getOrLoad('k', load)).toBe('v1000');
    now += 29_999;
    expect(await cache.getOrLoad('k', load)).toBe('v1000');
    now += 1;
    expect(await cache.getOrLoad('k', load)).toBe('v31000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses and does not store undefined', async () => {
    const cache = new BoundedCache<string>();
    const gate = deferred<string | undefined>();
    const load = vi.fn(() => gate.promise);
    const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    gate.resolve(undefined);
    expect(await both).toEqual([undefined, undefined]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
  });

  it('does not store a load that was running when the cache was cleared', async () => {
    const cache = new BoundedCache<string>();
    const gate = deferred<string>();
    const stale = cache.getOrLoad('k', () => gate.promise);
    cache.clear(); // a change was notified while the old value was being read
    const fresh = cache.getOrLoad('k', async () => 'new');
    gate.resolve('old');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('forgets a failed load so the next call retries', async () => {
    const cache = new BoundedCache<string>();
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrLoad('k', async () => 'ok')).toBe('ok');
  });

  it('stores nothing while disabled', async () => {
    const cache = new BoundedCache<string>();
    cache.set('k', 'v');
    cache.setEnabled(false);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', async () => 'v')).toBe('v');
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    expect(await cache.getOrLoad('k', async () => 'v')).toBe('v');
    expect(cache.size).toBe(1);
  });

  it("clears one club's entries and those of no club, keeping the other clubs'", () => {
    const cache = new BoundedCache<string>();
    cache.set('a', 'of club 1', 1);
    cache.set('b', 'of club 2', 2);
    cache.set('c', 'of no club');
    cache.clearClub(1);
    expect(['a', 'b', 'c'].map((key) => cache.get(key))).toEqual([undefined, 'of club 2', undefined]);
  });

  it('tells an entry’s club from its value with clubOf', async () => {
    const cache = new BoundedCache<{ club: number }>({ clubOf: (value) => value.club });
    await cache.getOrLoad('a', async () => ({ club: 1 }));
    cache.set('b', { club: 2 });
    cache.clearClub(2);
    expect([cache.get('a'), cache.get('b')]).toEqual([{ club: 1 }, undefined]);
  });

  it('does not store a load of a club cleared meanwhile, but keeps one of another club', async () => {
    const cache = new BoundedCache<string>({});
    const gates = [deferred<string>(), deferred<string>(), deferred<string>()];
    const own = cache.getOrLoad('own', () => gates[0]!.promise, 1);
    const other = cache.getOrLoad('other', () => gates[1]!.promise, 2);
    const unknown = cache.getOrLoad('unknown', () => gates[2]!.promise);
    cache.clearClub(1);
    gates.forEach((gate, index) => gate.resolve(`v${index}`));
    await Promise.all([own, other, unknown]);
    expect([cache.get('own'), cache.get('other'), cache.get('unknown')]).toEqual([undefined, 'v1', undefined]);
  });
});
