import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidate } from './mutation';

/** A server whose answers the test releases one by one: each read gets the state of when it was asked. */
function slowServer(initial: string) {
  let state = initial;
  const waiting: (() => void)[] = [];
  return {
    write: (next: string) => {
      state = next;
    },
    read: () => {
      const seen = state;
      return new Promise<string>((resolve) => waiting.push(() => resolve(seen)));
    },
    /** Answers every read asked, until `done` settles (reads asked meanwhile included). */
    answerUntil: async (done: Promise<unknown>) => {
      let settled = false;
      void done.finally(() => (settled = true));
      while (!settled) {
        waiting.splice(0).forEach((answer) => answer());
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    },
  };
}

describe('invalidate: what a write makes stale is read again', () => {
  const cache = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  afterEach(() => cache.clear());

  it('a first read under way when the write lands (no data yet) is read once more, not kept', async () => {
    const server = slowServer('paid');
    const observer = new QueryObserver(cache, { queryKey: ['orders', { search: '2611' }], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    // The search's first read has asked the server; the refund commits; the write's refresh runs.
    server.write('refunded');
    await server.answerUntil(invalidate(cache, [['orders']]));
    expect(cache.getQueryData(['orders', { search: '2611' }])).toBe('refunded');
    unsubscribe();
  });

  it('a read holding data is read again once, and reads not named stay as they are', async () => {
    const server = slowServer('paid');
    cache.setQueryData(['orders', { page: 1 }], 'paid');
    cache.setQueryData(['teams'], 'kept');
    let reads = 0;
    const observer = new QueryObserver(cache, {
      queryKey: ['orders', { page: 1 }],
      queryFn: () => {
        reads += 1;
        return server.read();
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    server.write('refunded');
    await server.answerUntil(invalidate(cache, [['orders']]));
    expect(cache.getQueryData(['orders', { page: 1 }])).toBe('refunded');
    expect(reads).toBe(1);
    expect(cache.getQueryData(['teams'])).toBe('kept');
    unsubscribe();
  });
});
