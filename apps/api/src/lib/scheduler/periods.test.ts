import { describe, expect, it } from 'vitest';
import { dailyAt, everyMinute } from './periods';

describe('scheduled job periods', () => {
  it('keys every minute by its UTC minute', () => {
    expect(everyMinute(new Date('2026-11-24T06:05:59.999Z'))).toBe('2026-11-24T06:05');
    expect(everyMinute(new Date('2026-11-24T06:06:00.000Z'))).toBe('2026-11-24T06:06');
  });

  it('starts a daily period at the local hour in Madrid, in winter and in summer', () => {
    const at7 = dailyAt(7, 'Europe/Madrid');
    // Winter: UTC+1, so 07:00 local is 06:00 UTC.
    expect(at7(new Date('2026-01-15T05:59:59Z'))).toBe('2026-01-14');
    expect(at7(new Date('2026-01-15T06:00:00Z'))).toBe('2026-01-15');
    // Summer: UTC+2, so 07:00 local is 05:00 UTC.
    expect(at7(new Date('2026-07-15T04:59:59Z'))).toBe('2026-07-14');
    expect(at7(new Date('2026-07-15T05:00:00Z'))).toBe('2026-07-15');
    // 23:30 UTC is 01:30 of the next local day, before its 07:00: still the previous period.
    expect(at7(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-15');
  });

  it('crosses month and year ends and the daylight-saving days', () => {
    const at7 = dailyAt(7, 'Europe/Madrid');
    expect(at7(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(at7(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    // 29 March 2026: clocks go forward at 02:00; 07:00 CEST is 05:00 UTC.
    expect(at7(new Date('2026-03-29T04:59:00Z'))).toBe('2026-03-28');
    expect(at7(new Date('2026-03-29T05:00:00Z'))).toBe('2026-03-29');
    // 25 October 2026: clocks go back at 03:00; 07:00 CET is 06:00 UTC.
    expect(at7(new Date('2026-10-25T05:59:00Z'))).toBe('2026-10-24');
    expect(at7(new Date('2026-10-25T06:00:00Z'))).toBe('2026-10-25');
  });

  it('refuses an hour that is not one', () => {
    expect(() => dailyAt(24)).toThrow(/invalid hour/);
    expect(() => dailyAt(6.5)).toThrow(/invalid hour/);
  });
});
