import type { Repositories } from '../../repositories';
import type { CalendarRow } from './bookings.repository';
import type { DayException, Interval, OpeningBand } from './engine/availability';
import { dayBefore, daysFrom, localInstant } from './engine/local-time';
import type { PricingPolicy } from './engine/pricing';

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
  repos: Repositories,
  clubId: number,
  calendars: readonly CalendarRow[],
  days: readonly string[],
): Promise<Schedule> {
  const ids = calendars.map((row) => row.id);
  const zone = clubTimeZoneOf(calendars);
  const rules = await repos.bookings.openingRules(ids);
  const policies = await repos.bookings.policies(clubId);
  let exceptions: DayException[] = [];
  let busy: (Interval & { calendarId: number })[] = [];
  if (days.length) {
    const sorted = [...days].sort();
    const last = sorted.at(-1)!;
    const after = daysFrom(last, 2)[1]!;
    exceptions = await repos.bookings.exceptions(clubId, sorted[0]!, after);
    busy = await repos.bookings.busy(ids, localInstant(dayBefore(sorted[0]!), 0, zone), localInstant(after, 1440, zone));
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
