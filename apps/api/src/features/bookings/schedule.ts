import type { BookingsRepositories } from './bookings.data';
import type { BusyInterval, CalendarRow } from './booking-rows';
import type { DayException, Interval, OpeningBand } from './engine/availability';
import { dayBefore, daysFrom, localInstant } from './engine/local-time';
import type { PricingPolicy } from './engine/pricing';

/** Everything that takes some of the club's calendars over [from, to): live bookings and blocks, and external feeds' busy times. */
export async function busyTimesOf(
  repos: BookingsRepositories,
  clubId: number,
  calendarIds: readonly number[],
  from: Date,
  to: Date,
): Promise<BusyInterval[]> {
  const own = await repos.bookings.busy(clubId, calendarIds, from, to);
  const external = await repos.busyTimes.busy(clubId, calendarIds, from, to);
  return [...own, ...external];
}

export type Schedule = {
  policies: PricingPolicy[];
  of(calendarId: number): { rules: OpeningBand[]; exceptions: DayException[]; busy: Interval[] };
};

/** The zone the club's pages count days in: its calendars' (all of a club's share one in practice). */
export const clubTimeZoneOf = (calendars: readonly CalendarRow[]) => calendars[0]?.timeZone ?? 'Europe/Madrid';

/**
 * What availability and pricing need for some calendars over some local days, in five queries
 * whatever the number of calendars: weekly hours, exceptions, busy times (bookings, blocks,
 * external feeds) and the club's price rules.
 */
export async function loadSchedule(
  repos: BookingsRepositories,
  clubId: number,
  calendars: readonly CalendarRow[],
  days: readonly string[],
): Promise<Schedule> {
  const ids = calendars.map((row) => row.id);
  const zone = clubTimeZoneOf(calendars);
  const rules = await repos.calendars.openingRules(clubId, ids);
  const policies = await repos.pricingPolicies.list(clubId);
  let exceptions: DayException[] = [];
  let busy: (Interval & { calendarId: number })[] = [];
  if (days.length) {
    const sorted = [...days].sort();
    const last = sorted.at(-1)!;
    const after = daysFrom(last, 2)[1]!;
    exceptions = await repos.calendars.exceptions(clubId, sorted[0]!, after);
    busy = await busyTimesOf(repos, clubId, ids, localInstant(dayBefore(sorted[0]!), 0, zone), localInstant(after, 1440, zone));
  }
  return {
    policies,
    of: (calendarId) => ({
      rules: rules.filter((rule) => rule.calendarId === calendarId),
      exceptions: exceptions.filter((e) => e.calendarId === null || e.calendarId === calendarId),
      busy: busy.filter((b) => b.calendarId === calendarId),
    }),
  };
}
