import { DateTime } from 'luxon';

/**
 * Wall-clock arithmetic in a calendar's time zone. Opening hours are local ("08:00–22:00" all
 * year); instants are UTC. On the last Sunday of March 02:00–03:00 does not exist in Madrid and
 * on the last Sunday of October 02:00–03:00 happens twice: both days are handled by turning the
 * local band's ends into instants and walking real time between them.
 */

const instants = new Map<string, number>();
const INSTANT_MEMO_MAX = 50_000;

/**
 * The instant of `minute` minutes after local midnight of `day` (YYYY-MM-DD); 1440 is the next
 * midnight. Memoised: a month of 20 calendars with the same hours asks for the same few hundred
 * instants thousands of times, and the zone lookup is the costly part.
 */
export function localInstant(day: string, minute: number, zone: string): Date {
  const key = `${zone}|${day}|${minute}`;
  let time = instants.get(key);
  if (time === undefined) {
    const midnight = DateTime.fromISO(day, { zone }).plus({ days: Math.floor(minute / 1440) });
    const rest = minute % 1440;
    time = midnight.set({ hour: Math.floor(rest / 60), minute: rest % 60 }).toMillis();
    if (instants.size >= INSTANT_MEMO_MAX) instants.clear();
    instants.set(key, time);
  }
  return new Date(time);
}

/** ISO weekday (1 Monday … 7 Sunday) of a local day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The local day (YYYY-MM-DD) and minute after local midnight of an instant. */
export function localPartsOf(instant: Date, zone: string): { day: string; minute: number; weekday: number } {
  const local = DateTime.fromJSDate(instant, { zone });
  return { day: local.toISODate()!, minute: local.hour * 60 + local.minute, weekday: local.weekday };
}

/** `count` consecutive days from `first` (YYYY-MM-DD). */
export function daysFrom(first: string, count: number): string[] {
  const start = DateTime.fromISO(first, { zone: 'UTC' });
  return Array.from({ length: count }, (_, n) => start.plus({ days: n }).toISODate()!);
}

/** Today's date in a zone. */
export function localToday(now: Date, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}

/** Monday 00:00 to next Monday 00:00 (local) of the week holding an instant. */
export function localWeekOf(instant: Date, zone: string): { start: Date; end: Date } {
  const monday = DateTime.fromJSDate(instant, { zone }).startOf('week');
  return { start: monday.toJSDate(), end: monday.plus({ weeks: 1 }).toJSDate() };
}

export function isValidZone(zone: string): boolean {
  return DateTime.local().setZone(zone).isValid;
}

/** The local day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).minus({ days: 1 }).toISODate()!;
}
