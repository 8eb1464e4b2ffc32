import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityTracker, memoryActivityStore } from './activity-tracker';
import { ACTIVITY_WRITE_THROTTLE_MS } from './session-constants';
import { lockManager, memoryLocks, runExclusive } from './tab-lock';

describe('tab lock adapter', () => {
  it('falls back to an in-memory lock where navigator.locks is missing (jsdom)', () => {
    expect(lockManager()).toBe(memoryLocks);
  });

  it('runs the callers of one name one after another, even when one fails', async () => {
    const order: string[] = [];
    const slow = runExclusive('x', async () => {
      order.push('a:start');
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('a:end');
      throw new Error('a failed');
    });
    const next = runExclusive('x', async () => void order.push('b'));
    await expect(slow).rejects.toThrow('a failed');
    await next;
    expect(order).toEqual(['a:start', 'a:end', 'b']);
  });
});

describe('activity shared between tabs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the latest input of any tab, writing at most every 5 s', () => {
    const store = memoryActivityStore();
    const write = vi.spyOn(store, 'write');
    const tabA = new ActivityTracker(store);
    const tabB = new ActivityTracker(store);
    const start = Date.now();
    tabA.record();
    vi.advanceTimersByTime(1_000);
    tabA.record();
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ACTIVITY_WRITE_THROTTLE_MS);
    tabA.record();
    expect(write).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(tabB.lastActivity()).toBe(start + 1_000 + ACTIVITY_WRITE_THROTTLE_MS);
  });

  it('counts pointer and keyboard input', () => {
    const target = new EventTarget() as unknown as Window;
    const tracker = new ActivityTracker(memoryActivityStore());
    const stop = tracker.start(target);
    vi.advanceTimersByTime(60_000);
    target.dispatchEvent(new Event('keydown'));
    expect(tracker.lastActivity()).toBe(Date.now());
    stop();
  });
});
