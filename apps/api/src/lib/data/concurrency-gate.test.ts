import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrency-gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyGate', () => {
  it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
    const gate = new ConcurrencyGate(2);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    let peak = 0;
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      gate.run(async () => {
        started.push(n);
        peak = Math.max(peak, gate.load.running);
        await new Promise<void>((resolve) => releases.push(resolve));
        return n * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    releases.shift()!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    while (releases.length > 0 || started.length < 5) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets the next task in when one fails, and passes the failure on', async () => {
    const gate = new ConcurrencyGate(1);
    const failing = gate.run(async () => {
      throw new Error('refused');
    });
    const next = gate.run(async () => 'next');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyGate(0)).toThrow(RangeError);
  });
});
