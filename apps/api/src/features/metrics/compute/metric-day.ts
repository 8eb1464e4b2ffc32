import { sql, type SQL } from 'drizzle-orm';

/**
 * The day a summary closes on, and the bounds every card counts within: Europe/Madrid days,
 * turned into instants by PostgreSQL (`at time zone`), so daylight-saving days are 23 or 25 hours
 * long as they should be. A day's summary counts up to the end of that day; a refresh during the
 * day (today's summary) so counts everything up to now.
 */
export type MetricDay = {
  clubId: number;
  /** YYYY-MM-DD, Europe/Madrid. */
  day: string;
};

export const METRIC_TIME_ZONE = 'Europe/Madrid';

/** The first instant after the day (its end, exclusive). */
export const endOf = ({ day }: MetricDay): SQL => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Madrid')`;

/** The first instant of the window: the 30 days ending on the day, the day included. */
export const windowStartOf = ({ day }: MetricDay): SQL => sql`((${day}::date - 29)::timestamp at time zone 'Europe/Madrid')`;

/** YYYY-MM-DD of a Date's UTC calendar day (used for calendar arithmetic on local dates only). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Calendar arithmetic on a local date (UTC midnight of it): no offset can shift it. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The same date a year before (29 February → 28 February). */
export function yearBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(y - 1, m - 1, Math.min(d, last))));
}

/** The sports season a day belongs to starts on 1 September (of its year, or the year before). */
export function seasonStartOf(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return `${m >= 9 ? y : y - 1}-09-01`;
}

export const previousSeasonStartOf = (day: string): string => yearBefore(seasonStartOf(day));

/** The last day of each of the `count` months before the day's month, oldest first. */
export function monthEndsBefore(day: string, count: number): string[] {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const ends: string[] = [];
  for (let back = count; back >= 1; back -= 1) ends.push(isoDay(new Date(Date.UTC(y, m - back, 0))));
  return ends;
}

/** Today's date on the clubs' wall clock. */
export function localToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: METRIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
