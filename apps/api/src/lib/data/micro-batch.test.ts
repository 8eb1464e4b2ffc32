import { describe, expect, it } from 'vitest';
import { MicroBatcher } from './micro-batch';

const deferred = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

describe('MicroBatcher', () => {
  it('runs items submitted together as one batch and answers each its own outcome', async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, string>(async (items) => {
      batches.push([...items]);
      return items.map((item) => `#${item}`);
    });
    expect(await Promise.all([1, 2, 3].map((n) => batcher.submit(n)))).toEqual(['#1', '#2', '#3']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('queues items that arrive while a batch runs and runs them together next', async () => {
    const gate = deferred();
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await gate.done;
      return items.map((item) => item * 10);
    });
    const first = batcher.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => batcher.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    gate.release();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('splits a queue longer than the largest batch', async () => {
    const sizes: number[] = [];
    const batcher = new MicroBatcher<number, number>(async (items) => {
      sizes.push(items.length);
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails only the failing batch, and keeps serving', async () => {
    let calls = 0;
    const batcher = new MicroBatcher<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return items;
    });
    await expect(batcher.submit(1)).rejects.toThrow('database gone');
    expect(await batcher.submit(2)).toBe(2);
  });

  it('refuses a run that answers a different number of outcomes', async () => {
    const batcher = new MicroBatcher<number, number>(async () => []);
    await expect(batcher.submit(1)).rejects.toThrow('a batch of 1 answered 0 outcomes');
  });
});

describe('MicroBatcher with several batches in flight', () => {
  it('starts the next batch while one still runs, up to the limit', async () => {
    const gates = [deferred(), deferred(), deferred()];
    const started: number[][] = [];
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        const gate = gates[started.length]!;
        started.push([...items]);
        await gate.done;
        return items;
      },
      200,
      2,
    );
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const all = [batcher.submit(1)];
    await tick();
    all.push(batcher.submit(2));
    await tick();
    all.push(batcher.submit(3), batcher.submit(4));
    await tick();
    // Two batches run; the third waits for one of them.
    expect(started).toEqual([[1], [2]]);
    gates[0]!.release();
    await all[0];
    await tick();
    expect(started).toEqual([[1], [2], [3, 4]]);
    gates[1]!.release();
    gates[2]!.release();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4]);
  });
});
