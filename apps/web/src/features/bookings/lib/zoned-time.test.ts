import { describe, expect, it } from 'vitest';
import { instantOf, minuteIn, mondayOf } from './zoned-input';
import { addDays, dateTimeIn, dayIn, dayLabel, timeIn } from './zoned-time';

describe('club time on the booking pages', () => {
  it('reads and writes the club’s wall clock on both sides of the March clock change (Madrid)', () => {
    expect(instantOf('2027-03-27', '10:00', 'Europe/Madrid')).toBe('2027-03-27T09:00:00.000Z');
    expect(instantOf('2027-03-28', '10:00', 'Europe/Madrid')).toBe('2027-03-28T08:00:00.000Z');
    expect(timeIn('2027-03-28T08:00:00.000Z', 'Europe/Madrid', 'es')).toBe('10:00');
    expect(minuteIn('2027-03-28T08:00:00.000Z', 'Europe/Madrid')).toBe(600);
  });

  it('gives the club’s day of an instant, whatever the browser’s zone', () => {
    // 23:30 UTC on the 27th is already the 28th in Madrid.
    expect(dayIn('2027-03-27T23:30:00.000Z', 'Europe/Madrid')).toBe('2027-03-28');
    expect(dayIn('2027-03-27T23:30:00.000Z', 'America/New_York')).toBe('2027-03-27');
  });

  it('counts calendar days and weeks (Monday first)', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(mondayOf('2027-03-28')).toBe('2027-03-22');
    expect(mondayOf('2027-03-29')).toBe('2027-03-29');
  });

  it('makes each formatter once: the day strip labels 14 days as the page first loads (issue 21: blocking time)', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const days = Array.from({ length: 14 }, (_, n) => addDays('2027-05-03', n));
      const labels = days.map((day) => dayLabel(day, 'gl', 'short'));
      days.forEach((day) => dayLabel(day, 'gl'));
      days.forEach((day) => dateTimeIn(`${day}T18:00:00.000Z`, 'Atlantic/Canary', 'gl'));
      expect(new Set(labels).size).toBe(14);
      // One formatter per style and zone, however many days it labels.
      expect(made).toBe(3);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
