import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMinGap } from './min-gap';

describe('createMinGap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets the first request go at once and holds the next ones one gap apart', async () => {
    const waitTurn = createMinGap(1_000);
    const started: number[] = [];
    const t0 = Date.now();
    const request = (key: string) => waitTurn(key).then(() => started.push(Date.now() - t0));
    void request('club:profile');
    void request('club:profile');
    void request('club:profile');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1_000]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual([0, 1_000, 2_000]);
  });

  it('does not hold a request that comes after the gap, nor one of another key', async () => {
    const waitTurn = createMinGap(1_000);
    const started: string[] = [];
    void waitTurn('a').then(() => started.push('a1'));
    void waitTurn('b').then(() => started.push('b1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a1', 'b1']);
    await vi.advanceTimersByTimeAsync(5_000);
    void waitTurn('a').then(() => started.push('a2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a1', 'b1', 'a2']);
  });

  it('gives up waiting when the request is cancelled', async () => {
    const waitTurn = createMinGap(1_000);
    await waitTurn('a');
    const controller = new AbortController();
    const held = waitTurn('a', controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(held).rejects.toThrow('cancelled');
  });
});
