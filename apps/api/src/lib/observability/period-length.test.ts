import { describe, expect, it } from 'vitest';
import { dailyAt, everyMinute } from '../scheduler/periods';
import { periodSeconds } from './period-length';

describe("a job's period read off its period function", () => {
  const from = new Date('2026-11-24T10:17:30Z');

  it('measures minutes, quarter hours, hours and days', () => {
    const everyHour = (now: Date) => now.toISOString().slice(0, 13);
    const everyQuarterHour = (now: Date) =>
      `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 15) * 15).padStart(2, '0')}`;
    expect(periodSeconds(everyMinute, from)).toBe(60);
    expect(periodSeconds(everyQuarterHour, from)).toBe(900);
    expect(periodSeconds(everyHour, from)).toBe(3600);
    expect(periodSeconds(dailyAt(7), from)).toBe(86_400);
  });

  it('gives up on a key that never changes', () => {
    expect(periodSeconds(() => 'always', from)).toBeNull();
  });
});
