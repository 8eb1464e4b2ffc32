import { localInstant, localPartsOf, weekdayOf } from './local-time';

export type OpeningBand = { weekday: number; opensAt: number; closesAt: number };
/** A closed day (no hours) or special hours; `calendarId` null is a holiday of the whole club. */
export type DayException = { calendarId: number | null; day: string; opensAt: number | null; closesAt: number | null };
export type Interval = { startAt: Date; endAt: Date };
export type CalendarShape = { id: number; slotMinutes: readonly number[]; timeZone: string };
/** Where a slot starts on the calendar's wall clock (what prices read). */
export type LocalStart = { day: string; minute: number; weekday: number };
export type Slot = { calendarId: number; startAt: Date; endAt: Date; minutes: number; local: LocalStart };
/** An open band of a day: its instants, and its local opening for reading slots' local times. */
export type OpenInterval = Interval & { day: string; opensAt: number; closesAt: number };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Slots start every this many minutes: the common step of the lengths and the hour (30 for 60/90). */
export function slotStep(slotMinutes: readonly number[]): number {
  return slotMinutes.reduce(gcd, 60);
}

/**
 * The open intervals of one calendar on one local day: a calendar exception replaces the weekly
 * rule, a club holiday closes every calendar; a club's special hours apply when the calendar has
 * no exception of its own.
 */
export function openIntervals(
  calendar: CalendarShape,
  day: string,
  rules: readonly OpeningBand[],
  exceptions: readonly DayException[],
): OpenInterval[] {
  const weekday = weekdayOf(day);
  const own = exceptions.filter((e) => e.day === day && e.calendarId === calendar.id);
  const club = exceptions.filter((e) => e.day === day && e.calendarId === null);
  const chosen = own.length ? own : club;
  const bands = chosen.length
    ? chosen.filter((e) => e.opensAt !== null && e.closesAt !== null).map((e) => ({ opensAt: e.opensAt!, closesAt: e.closesAt! }))
    : rules.filter((rule) => rule.weekday === weekday);
  // A club holiday that closes the day wins even over a calendar's special hours.
  if (club.some((e) => e.opensAt === null)) return [];
  return bands
    .map((band) => ({
      day,
      opensAt: band.opensAt,
      closesAt: band.closesAt,
      startAt: localInstant(day, band.opensAt, calendar.timeZone),
      endAt: localInstant(day, band.closesAt, calendar.timeZone),
    }))
    .filter((interval) => interval.startAt < interval.endAt)
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}

/** Busy intervals sorted and merged: disjoint, so "the first one ending after t" is a binary search. */
function mergeBusy(busy: readonly Interval[]): { starts: number[]; ends: number[] } {
  const sorted = busy.map((b) => [b.startAt.getTime(), b.endAt.getTime()] as const).sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [start, end] of sorted) {
    if (ends.length && start <= ends[ends.length - 1]!) ends[ends.length - 1] = Math.max(ends[ends.length - 1]!, end);
    else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts, ends };
}

/** Whether [start, end) overlaps a merged busy interval. */
function isBusy(merged: { starts: number[]; ends: number[] }, start: number, end: number): boolean {
  let low = 0;
  let high = merged.ends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (merged.ends[middle]! <= start) low = middle + 1;
    else high = middle;
  }
  return low < merged.starts.length && merged.starts[low]! < end;
}

/**
 * Free slots of one calendar over some local days: each length of the calendar, starting every
 * step from the opening instant (real minutes, so a band that spans a clock change keeps its true
 * length), fully inside an open interval, not overlapping anything busy, starting within
 * [earliest, latest).
 */
export function freeSlots(input: {
  calendar: CalendarShape;
  days: readonly string[];
  rules: readonly OpeningBand[];
  exceptions: readonly DayException[];
  busy: readonly Interval[];
  earliest: Date;
  latest: Date;
  /** Only this length (a booking's), else every length of the calendar. */
  minutes?: number;
}): Slot[] {
  const { calendar } = input;
  const lengths = input.minutes === undefined ? calendar.slotMinutes : [input.minutes];
  const step = slotStep(calendar.slotMinutes) * 60_000;
  const busy = mergeBusy(input.busy);
  const slots: Slot[] = [];
  for (const day of input.days) {
    const weekday = weekdayOf(day);
    for (const open of openIntervals(calendar, day, input.rules, input.exceptions)) {
      // A band without a clock change inside runs like the wall clock: a slot's local minute is
      // the opening's plus the real minutes since. A band with one (a night band on the last
      // Sunday of March or October) reads each slot's wall clock from the zone.
      const steady = open.endAt.getTime() - open.startAt.getTime() === (open.closesAt - open.opensAt) * 60_000;
      const localOf = (start: number): LocalStart =>
        steady
          ? { day, weekday, minute: open.opensAt + (start - open.startAt.getTime()) / 60_000 }
          : localPartsOf(new Date(start), calendar.timeZone);
      for (let start = open.startAt.getTime(); start < open.endAt.getTime(); start += step) {
        if (start < input.earliest.getTime() || start >= input.latest.getTime()) continue;
        for (const minutes of lengths) {
          const end = start + minutes * 60_000;
          if (end > open.endAt.getTime() || isBusy(busy, start, end)) continue;
          slots.push({ calendarId: calendar.id, startAt: new Date(start), endAt: new Date(end), minutes, local: localOf(start) });
        }
      }
    }
  }
  return slots;
}
